import { privacyMessages } from '@nyansa/contract';
import { Button, Card, CardContent, CardHeader, CardTitle, ConfirmDialog } from '@nyansa/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useMyData } from '../../data/useMyData';
import { Field } from '../../forms/Field';
import { toast } from '../../toast';

/** Your data: download everything the shop holds, or delete the account (after saying what goes and what stays). */
export function YourDataCard() {
  const { download, deleteAccount } = useMyData();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onDownload = async () => {
    setDownloading(true);
    const failure = await download();
    setDownloading(false);
    if (failure) toast.error(failure);
    else toast.success('Your data is downloading');
  };

  const onDelete = async () => {
    const failure = await deleteAccount(password);
    if (failure) {
      setError(failure);
      // Keeps the dialog open with the reason.
      throw new Error(failure);
    }
    toast.success(privacyMessages.accountDeleted);
    void navigate('/', { replace: true });
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(null);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your data</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted-foreground">
          Download everything we hold about you (profile, addresses, orders, plans, favorites, reviews, skin analyses with their photos, dermatologist questions,
          chat), or delete your account. <Link to="/privacy" className="underline underline-offset-4">How we use your data</Link>
        </p>
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" onClick={() => void onDownload()} loading={downloading}>
            Download my data
          </Button>
          <ConfirmDialog
            open={open}
            onOpenChange={onOpenChange}
            trigger={<Button variant="danger">Delete my account</Button>}
            title="Delete your account?"
            description="This cannot be undone."
            confirmLabel="Delete my account"
            variant="destructive"
            onConfirm={onDelete}
            error={error}
          >
            <div className="flex flex-col gap-3 text-sm">
              <div>
                <p className="font-medium">Deleted at once</p>
                <p className="text-muted-foreground">
                  Your profile, skin analyses and their photos, dermatologist questions, chat, favorites, cart and addresses. An active paid plan is cancelled first.
                </p>
              </div>
              <div>
                <p className="font-medium">Kept without your name, email or address</p>
                <p className="text-muted-foreground">
                  Paid orders and payments, which the law asks us to keep for the bookkeeping period, and your reviews, shown by &quot;{privacyMessages.formerCustomer}&quot;.
                </p>
              </div>
              <Field label="Password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
            </div>
          </ConfirmDialog>
        </div>
      </CardContent>
    </Card>
  );
}
