import { checkPassword, passwordMessages, validationMessages } from '@nyansa/contract';
import { Button, Card, CardContent, CardHeader, CardTitle, FieldError } from '@nyansa/ui';
import { useId, useState, type FormEvent } from 'react';
import { useProfile } from '../../data/useProfile';
import { Field } from '../../forms/Field';
import { toast } from '../../toast';

/** Change Password: current, new and confirm, checked against the spec's rules before it is sent. */
export function ChangePasswordCard() {
  const { changePassword } = useProfile();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current || !next || !confirm) return setError(validationMessages.passwordFieldsRequired);
    if (next !== confirm) return setError(validationMessages.passwordsDoNotMatch);
    const strength = checkPassword(next);
    if (!strength.ok) return setError(strength.message);
    setError(null);
    setSaving(true);
    const outcome = await changePassword({ currentPassword: current, newPassword: next });
    setSaving(false);
    if (outcome === 'saved') {
      toast.success(passwordMessages.success);
      setCurrent('');
      setNext('');
      setConfirm('');
      return;
    }
    toast.error(outcome === 'refused' ? passwordMessages.failedCheckCurrent : passwordMessages.failed);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change Password</CardTitle>
      </CardHeader>
      <CardContent>
        <form aria-label="Change Password" aria-describedby={error ? errorId : undefined} noValidate onSubmit={submit} className="flex flex-col gap-4">
          <Field label="Current password" type="password" autoComplete="current-password" value={current} onChange={(event) => setCurrent(event.target.value)} />
          <Field label="New password" type="password" autoComplete="new-password" value={next} onChange={(event) => setNext(event.target.value)} />
          <Field label="Confirm new password" type="password" autoComplete="new-password" value={confirm} onChange={(event) => setConfirm(event.target.value)} />
          <FieldError id={errorId} className="whitespace-pre-line">
            {error ?? undefined}
          </FieldError>
          <Button type="submit" className="self-start" loading={saving}>
            Change Password
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
