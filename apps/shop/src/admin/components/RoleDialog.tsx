import { roles, type AdminUser, type Brand, type GrantRoleRequest, type Role } from '@nyansa/contract';
import { Dialog, DialogContent, Label, Select } from '@nyansa/ui';
import { useId, useState, type FormEvent } from 'react';
import { BrandSelect } from './BrandSelect';
import { DialogFormActions } from './DialogFormActions';

export const roleNames: Record<Role, string> = { consumer: 'Consumer', dermatologist: 'Dermatologist', brand_admin: 'Brand admin', admin: 'Admin' };

export interface RoleDialogProps {
  user: AdminUser | null;
  brands: readonly Brand[];
  onClose: () => void;
  /** Answers null when done, or the server's reason. */
  onSave: (body: GrantRoleRequest) => Promise<string | null>;
}

/** Grants a role (a brand admin with its brand) or revokes one by choosing Consumer. */
export function RoleDialog({ user, brands, onClose, onSave }: RoleDialogProps) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      {user ? (
        <DialogContent title={`Role of ${user.first_name} ${user.last_name}`} description={user.email}>
          <RoleForm key={user.id} user={user} brands={brands} onClose={onClose} onSave={onSave} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RoleForm({ user, brands, onClose, onSave }: RoleDialogProps & { user: AdminUser }) {
  const [role, setRole] = useState<Role>(user.pending_role ?? user.role);
  const [brandId, setBrandId] = useState(user.brand ? String(user.brand.id) : '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const roleId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const problem = await onSave(role === 'brand_admin' ? { role, brand_id: brandId ? Number(brandId) : null } : { role });
    setSaving(false);
    setError(problem);
  };

  return (
    <form noValidate aria-label="Change role" className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <div className="flex flex-col gap-2">
        <Label htmlFor={roleId}>Role</Label>
        <Select id={roleId} value={role} onChange={(event) => setRole(event.target.value as Role)} options={roles.map((value) => ({ value, label: roleNames[value] }))} />
      </div>
      {role === 'brand_admin' ? <BrandSelect brands={brands} value={brandId} onChange={setBrandId} emptyLabel="Choose a brand" /> : null}
      <DialogFormActions problem={error} saving={saving} submitLabel="Save role" onCancel={onClose} />
    </form>
  );
}
