import { authMessages } from '@nyansa/contract';
import { Button, Card, CardContent, CardHeader, CardTitle } from '@nyansa/ui';
import { useState } from 'react';
import { useSession } from '../../session';
import { toast } from '../../toast';

/** "Log out of all devices": ends every session of the account (a lost phone, a shared computer), this one too. */
export function LogoutEverywhereCard() {
  const { logoutAll } = useSession();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      // Once done, this device is signed out too: the dashboard sends the shopper to log in again.
      await logoutAll();
      toast.success(authMessages.loggedOutEverywhere);
    } catch (error) {
      setBusy(false);
      toast.error(error instanceof Error ? error.message : authMessages.failed);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Devices</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted-foreground">Signed in somewhere you no longer use? End every session of your account, on this device too.</p>
        <Button variant="outline" onClick={() => void onClick()} loading={busy}>
          Log out of all devices
        </Button>
      </CardContent>
    </Card>
  );
}
