import { authMessages, updateProfileRequestSchema, type User } from '@nyansa/contract';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@nyansa/ui';
import { useState, type FormEvent } from 'react';
import { useProfile } from '../../data/useProfile';
import { Field, firstErrors } from '../../forms/Field';
import { toast } from '../../toast';

/** Name and email, and Edit Profile (first and last name; the email is the login and stays). */
export function ProfileCard({ profile }: { profile: User }) {
  const { update } = useProfile();
  const [editing, setEditing] = useState(false);
  const [firstName, setFirstName] = useState(profile.first_name);
  const [lastName, setLastName] = useState(profile.last_name);
  const [errors, setErrors] = useState<Partial<Record<'first_name' | 'last_name', string>>>({});
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setFirstName(profile.first_name);
    setLastName(profile.last_name);
    setErrors({});
    setEditing(false);
  };

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
    setEditing(false);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
      </CardHeader>
      <CardContent>
        {editing ? (
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
              <Button variant="outline" onClick={reset} disabled={saving}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-col gap-4">
            <dl className="grid gap-3 text-sm sm:grid-cols-2">
              <div>
                <dt className="text-muted-foreground">Name</dt>
                <dd className="font-medium break-words">{`${profile.first_name} ${profile.last_name}`}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-muted-foreground">Email</dt>
                <dd className="truncate font-medium" title={profile.email}>
                  {profile.email}
                </dd>
              </div>
            </dl>
            <Button variant="outline" className="self-start" onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
