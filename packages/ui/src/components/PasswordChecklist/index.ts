export { PasswordChecklist, type PasswordChecklistProps, type PasswordRuleStatus } from './PasswordChecklist';
