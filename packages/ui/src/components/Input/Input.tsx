import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const fieldClassName =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-surface px-3 py-2 text-sm text-surface-foreground shadow-sm outline-none transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger aria-invalid:ring-danger/30';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(fieldClassName, className)} {...props} />;
}

export interface FieldErrorProps extends ComponentProps<'p'> {
  children?: string;
}

/** A validation message under a field; link it with aria-describedby. */
export function FieldError({ className, children, ...props }: FieldErrorProps) {
  if (!children) return null;
  return (
    <p data-slot="field-error" role="alert" className={cn('text-sm text-danger', className)} {...props}>
      {children}
    </p>
  );
}
