export { PasswordChecklist, passwordChecklist, type PasswordChecklistProps, type PasswordRuleStatus } from './PasswordChecklist';
export { passwordRules, passwordSpecialCharacters, type PasswordRule } from '@nyansa/contract/password';
