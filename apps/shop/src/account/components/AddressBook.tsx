import { deliveryMessages, type Address } from '@nyansa/contract';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, ConfirmDialog, LoadingState } from '@nyansa/ui';
import { useState } from 'react';
import { useAddresses, type AddressSave, toAddressDraft } from '../../data/useAddresses';
import { addressLines } from '../../delivery/deliveryView';
import { loadedWhenShown } from '../../layout/loadedWhenShown';
import { toast } from '../../toast';

const AddressBookForm = loadedWhenShown(() => import('./AddressBookForm').then((module) => module.AddressBookForm));

type Editing = { kind: 'new' } | { kind: 'edit'; address: Address } | null;

/** The Profile tab's address book: the default first, add, edit, delete, and make one the default. */
export function AddressBook() {
  const book = useAddresses();
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<Extract<AddressSave, { ok: false }> | null>(null);
  const [removing, setRemoving] = useState<Address | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const open = (next: Editing) => {
    setFailure(null);
    setEditing(next);
  };

  const save = async (draft: Parameters<typeof book.save>[0]) => {
    setSaving(true);
    const saved = await book.save(draft, editing?.kind === 'edit' ? editing.address.id : undefined);
    setSaving(false);
    if (!saved.ok) {
      setFailure(saved);
      return;
    }
    toast.success(deliveryMessages.addressSaved);
    setEditing(null);
  };

  const makeDefault = async (address: Address) => {
    const saved = await book.setDefault(address);
    if (saved.ok) toast.success(deliveryMessages.addressSaved);
    else toast.error(saved.message ?? Object.values(saved.fields)[0] ?? 'Could not save the address');
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Addresses</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {book.loading ? <LoadingState label="Loading your addresses..." /> : null}
        {book.error ? (
          <p role="alert" className="text-sm text-danger">
            {book.error}
          </p>
        ) : null}
        {!book.loading && !book.error && book.addresses.length === 0 && !editing ? (
          <p className="text-sm text-muted-foreground">No saved addresses yet. Add one to check out faster.</p>
        ) : null}
        {book.addresses.length > 0 ? (
          <ul aria-label="Your addresses" className="flex flex-col divide-y divide-border">
            {book.addresses.map((address) => {
              const [name, ...rest] = addressLines(address);
              return (
                <li key={address.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                  <div className="flex min-w-0 flex-col gap-0.5 text-sm">
                    <span className="flex items-center gap-2 font-medium">
                      {name}
                      {address.is_default ? <Badge variant="secondary">Default</Badge> : null}
                    </span>
                    {rest.filter(Boolean).map((line) => (
                      <span key={line} className="break-words text-muted-foreground">
                        {line}
                      </span>
                    ))}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {address.is_default ? null : (
                      <Button size="sm" variant="ghost" onClick={() => void makeDefault(address)} aria-label={`Make ${name}'s address the default`}>
                        Set as default
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="outline"
                      onPointerEnter={AddressBookForm.preload}
                      onFocus={AddressBookForm.preload}
                      onClick={() => open({ kind: 'edit', address })}
                      aria-label={`Edit ${name}'s address`}>
                      Edit
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => {
                        setRemoveError(null);
                        setRemoving(address);
                      }}
                      aria-label={`Delete ${name}'s address`}
                    >
                      Delete
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
        {editing ? (
          <AddressBookForm
            key={editing.kind === 'edit' ? editing.address.id : 'new'}
            title={editing.kind === 'edit' ? 'Edit address' : 'New address'}
            initial={editing.kind === 'edit' ? toAddressDraft(editing.address) : { isDefault: book.addresses.length === 0 }}
            pending={saving}
            errors={failure?.fields}
            error={failure?.message}
            onSubmit={(draft) => void save(draft)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <Button
            variant="outline"
            className="self-start"
            onPointerEnter={AddressBookForm.preload}
            onFocus={AddressBookForm.preload}
            onClick={() => open({ kind: 'new' })}
          >
            Add address
          </Button>
        )}
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(next) => !next && setRemoving(null)}
          title="Delete this address?"
          description={removing ? addressLines(removing).slice(0, 3).join(', ') : undefined}
          confirmLabel="Delete"
          variant="destructive"
          error={removeError}
          onConfirm={async () => {
            if (!removing) return;
            const problem = await book.remove(removing.id);
            if (problem) {
              setRemoveError(problem);
              throw new Error(problem);
            }
            toast.success(deliveryMessages.addressDeleted);
            setRemoving(null);
          }}
        />
      </CardContent>
    </Card>
  );
}
