import type { User } from '@nyansa/contract';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@nyansa/ui';
import { useState } from 'react';
import { loadedWhenShown } from '../../layout/loadedWhenShown';

const ProfileForm = loadedWhenShown(() => import('./ProfileForm').then((module) => module.ProfileForm));

/** Name and email, and Edit Profile (first and last name; the email is the login and stays). */
export function ProfileCard({ profile }: { profile: User }) {
  const [editing, setEditing] = useState(false);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
      </CardHeader>
      <CardContent>
        {editing ? (
          <ProfileForm profile={profile} onDone={() => setEditing(false)} />
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
            <Button variant="outline" className="self-start" onPointerEnter={ProfileForm.preload} onFocus={ProfileForm.preload} onClick={() => setEditing(true)}>
              Edit Profile
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
