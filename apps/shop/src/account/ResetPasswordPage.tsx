import { newPasswordSchema, validationMessages } from '@nyansa/contract';
import { Button, Card, CardContent, CardHeader, FieldError, PasswordChecklist, passwordChecklist } from '@nyansa/ui';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAuth } from '../data/useAuth';
import { Field } from '../forms/Field';
import { usePageMeta } from '../seo';
import { toast } from '../toast/toastStore';

interface Errors {
  password?: string;
  confirm?: string;
}

/** The page of the mailed reset link: choose a new password. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const auth = useAuth();
  usePageMeta('Reset password', 'Choose a new password for your Nyansa account.');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    if (!password || !confirm) {
      setErrors({ password: password ? undefined : validationMessages.passwordRequired, confirm: confirm ? undefined : validationMessages.passwordRequired });
      return;
    }
    const strength = newPasswordSchema.safeParse(password);
    if (!strength.success) {
      setErrors({ password: strength.error.issues[0]?.message });
      return;
    }
    if (password !== confirm) {
      setErrors({ confirm: validationMessages.passwordsDoNotMatch });
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await auth.resetPassword(token, password);
    setBusy(false);
    if (!outcome.ok) {
      setFormError(outcome.message);
      toast.error(outcome.message);
      return;
    }
    setDone(outcome.message);
    toast.success(outcome.message);
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-12">
      <Card>
        <CardHeader>
          <h1 className="font-display text-3xl font-semibold">Reset password</h1>
        </CardHeader>
        <CardContent>
          {done ? (
            <div className="flex flex-col gap-4">
              <p role="status">{done}</p>
              <Button asChild>
                <Link to="/login">Sign in</Link>
              </Button>
            </div>
          ) : (
            <form noValidate aria-label="Reset password" onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
              <Field
                label="New password"
                type="password"
                autoComplete="new-password"
                value={password}
                error={errors.password}
                onChange={(event) => setPassword(event.target.value)}
              />
              <PasswordChecklist rules={passwordChecklist(password)} />
              <Field
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                value={confirm}
                error={errors.confirm}
                onChange={(event) => setConfirm(event.target.value)}
              />
              <FieldError>{formError ?? undefined}</FieldError>
              <Button type="submit" size="lg" loading={busy}>
                Reset password
              </Button>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
