import { photoRetentionDays, privacyMessages } from '@nyansa/contract';
import { Card, CardContent, CardHeader, CardTitle, Checkbox, Label } from '@nyansa/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePhotoChoice } from '../../data/useMyData';
import { toast } from '../../toast';

/** How long analysis photos are kept, and the shopper's choice to keep the measurements only. */
export function PhotoChoice({ signedIn }: { signedIn: boolean }) {
  const { settings, choose } = usePhotoChoice();
  const [saving, setSaving] = useState(false);
  const id = useId();
  const days = settings?.photo_retention_days ?? photoRetentionDays;

  const onChange = async (keep: boolean) => {
    setSaving(true);
    const failure = await choose(keep);
    setSaving(false);
    if (failure) toast.error(failure);
    else toast.success(privacyMessages.settingsSaved);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Your photos</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p className="text-muted-foreground">
          We keep each analysis photo for {days} days, then delete it; the measurements and scores stay in your history. Only you see your photos, and a
          dermatologist when you ask one. <Link to="/privacy" className="underline underline-offset-4">More about your privacy</Link>
        </p>
        {signedIn ? (
          <div className="flex items-start gap-3">
            <Checkbox
              id={id}
              checked={settings?.keep_analysis_photos ?? true}
              disabled={!settings || saving}
              onCheckedChange={(checked) => void onChange(checked === true)}
            />
            <div className="flex flex-col gap-1">
              <Label htmlFor={id}>Keep my analysis photos</Label>
              <p className="text-muted-foreground">Untick to keep the measurements only: your stored photos are deleted now, and each new photo as soon as it is measured.</p>
            </div>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
