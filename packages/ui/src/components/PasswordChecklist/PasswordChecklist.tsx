import { passwordRules, type PasswordRule } from '@nyansa/contract/password';
import { Check, X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface PasswordRuleStatus {
  label: string;
  met: boolean;
}

export interface PasswordChecklistProps extends Omit<ComponentProps<'ul'>, 'children'> {
  /** Each strength rule with whether the typed password meets it: `passwordChecklist(password)`. */
  rules: readonly PasswordRuleStatus[];
}

/**
 * Each rule with whether `password` meets it, for `<PasswordChecklist rules={...} />`. The rules are
 * Nyansa's (`passwordRules`, the ones its API enforces) unless a brand passes its own.
 */
export function passwordChecklist(password: string, rules: readonly Pick<PasswordRule, 'label' | 'test'>[] = passwordRules): PasswordRuleStatus[] {
  return rules.map((rule) => ({ label: rule.label, met: rule.test(password) }));
}

/** The live password-strength checklist under the create-account form. */
export function PasswordChecklist({ rules, className, ...props }: PasswordChecklistProps) {
  return (
    <ul
      data-slot="password-checklist"
      aria-label="Password requirements"
      className={cn('flex flex-col gap-1 text-sm', className)}
      {...props}
    >
      {rules.map((rule) => (
        <li
          key={rule.label}
          data-met={rule.met}
          className={cn('flex items-center gap-2', rule.met ? 'text-success' : 'text-muted-foreground')}
        >
          {rule.met ? (
            <Check aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <X aria-hidden="true" className="size-4 shrink-0" />
          )}
          <span>{rule.label}</span>
          <span className="sr-only">{rule.met ? '(met)' : '(not met)'}</span>
        </li>
      ))}
    </ul>
  );
}
