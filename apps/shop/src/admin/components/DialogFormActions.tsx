import { Button } from '@nyansa/ui';

interface DialogFormActionsProps {
  /** The server's or the form's reason the last try failed, announced; null when there is none. */
  problem: string | null;
  saving: boolean;
  submitLabel: string;
  onCancel: () => void;
}

/** The end of a staff dialog's form: what went wrong, then its submit button and Cancel. */
export function DialogFormActions({ problem, saving, submitLabel, onCancel }: DialogFormActionsProps) {
  return (
    <>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </>
  );
}
