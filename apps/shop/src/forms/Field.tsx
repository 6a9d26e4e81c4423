import { FieldError, Input, Label } from '@nyansa/ui';
import { useId, type ComponentProps } from 'react';

export interface FieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
}

/** A labelled input with its validation message linked for screen readers. */
export function Field({ label, error, ...props }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...props} />
      <FieldError id={errorId} className="whitespace-pre-line">
        {error}
      </FieldError>
    </div>
  );
}

/** First message per field of a failed zod parse (or of the server's `errors` list). */
export function firstErrors<Name extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<Name, string>> {
  const errors: Partial<Record<Name, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Name] = issue.message;
  }
  return errors;
}
