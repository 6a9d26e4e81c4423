import { authMessages, updateProfileRequestSchema, type User } from '@nyansa/contract';
import { Button } from '@nyansa/ui';
import { useState, type FormEvent } from 'react';
import { useProfile } from '../../data/useProfile';
import { Field, firstErrors } from '../../forms/Field';
import { toast } from '../../toast';

/**
 * Edit Profile: first and last name (the email is the login and stays). Loaded when first shown, with
 * the schema that checks it (and zod), so the dashboard's first load does without them.
 */
export function ProfileForm({ profile, onDone }: { profile: User; onDone: () => void }) {
  const { update } = useProfile();
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [errors, setErrors] = useState<Partial<Record<'first_name' | 'last_name', string>>>({});
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileRequestSchema.safeParse({ first_name: firstName, last_name: lastName });
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setSaving(true);
    const failure = await update(parsed.data);
    setSaving(false);
    if (failure) {
      toast.error(failure);
      return;
    }
    toast.success(authMessages.profileUpdated);
    onDone();
  };

  return (
    <form aria-label="Edit Profile" noValidate onSubmit={save} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" value={firstName} error={errors.first_name} onChange={(event) => setFirstName(event.target.value)} />
        <Field label="Last name" value={lastName} error={errors.last_name} onChange={(event) => setLastName(event.target.value)} />
      </div>
      {/* The API changes names only; the email is the login and stays as it is. */}
      <Field label="Email" type="email" value={profile.email} readOnly aria-readonly="true" />
      <div className="flex gap-2">
        <Button type="submit" loading={saving}>
          Save
        </Button>
        <Button variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
