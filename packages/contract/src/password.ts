import { validationMessages } from './messages';

export interface PasswordRule {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special';
  /** Live checklist text under the registration form. */
  label: string;
  /** Bullet after 'Password must:' (spec section 5, change password). */
  requirement: string;
  test: (password: string) => boolean;
}

/** The special characters the spec accepts: !@#$%^&*(),.?":{}|<> */
export const passwordSpecialCharacters = '!@#$%^&*(),.?":{}|<>';

export const passwordRules: readonly PasswordRule[] = [
  {
    id: 'length',
    label: 'At least 8 characters',
    requirement: 'be at least 8 characters long',
    test: (pw) => pw.length >= 8,
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    requirement: 'contain at least one uppercase letter',
    test: (pw) => /[A-Z]/.test(pw),
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    requirement: 'contain at least one lowercase letter',
    test: (pw) => /[a-z]/.test(pw),
  },
  {
    id: 'digit',
    label: 'One number',
    requirement: 'contain at least one number',
    test: (pw) => /[0-9]/.test(pw),
  },
  {
    id: 'special',
    label: 'One special character (!@#$%^&*(),.?":{}|<>)',
    requirement: 'contain at least one special character',
    test: (pw) => [...pw].some((ch) => passwordSpecialCharacters.includes(ch)),
  },
];

export interface PasswordCheck {
  ok: boolean;
  failed: PasswordRule[];
  /** 'Password must:' followed by one '- ' bullet per failed rule; empty when ok. */
  message: string;
}

export function checkPassword(password: string): PasswordCheck {
  const failed = passwordRules.filter((rule) => !rule.test(password));
  const message =
    failed.length === 0
      ? ''
      : [validationMessages.passwordMust, ...failed.map((rule) => `- ${rule.requirement}`)].join('\n');
  return { ok: failed.length === 0, failed, message };
}
