import { authMessages, type User } from '@nyansa/contract';
import { Button, LoadingState } from '@nyansa/ui';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../session';
import { toast } from '../../toast';

function initials(profile: User): string {
  return `${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase() || '?';
}

/** Avatar, name and email of the signed-in shopper, and the Logout button. */
export function DashboardHeader({ profile, loading, error }: { profile: User | undefined; loading: boolean; error: string | null }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const onLogout = () => {
    // Off the protected page first, while the token still signs the logout: the shopper lands on /
    // and is signed out once the server has ended the token, never on a protected page without one.
    void navigate('/');
    void logout().then(() => toast.success(authMessages.loggedOut));
  };
  return (
    <header className="flex flex-wrap items-center gap-4">
      {profile?.avatar ? (
        <img src={profile.avatar} alt="" className="size-16 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-primary font-display text-xl text-primary-foreground">
          {profile ? initials(profile) : ''}
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <h1 className="font-display text-3xl font-semibold break-words">
          {profile ? `${profile.first_name} ${profile.last_name}` : 'Dashboard'}
        </h1>
        {/* A long address is cut with an ellipsis rather than broken mid-word; the title and the Profile card give it whole. */}
        {profile ? (
          <p className="truncate text-muted-foreground" title={profile.email}>
            {profile.email}
          </p>
        ) : null}
        {loading ? <LoadingState label="Loading your profile..." className="justify-start py-2" /> : null}
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
      </div>
      <Button variant="outline" onClick={onLogout}>
        Logout
      </Button>
    </header>
  );
}
