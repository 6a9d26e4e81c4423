import type { Role } from '@nyansa/contract';
import { Button } from '@nyansa/ui';
import { Link } from 'react-router-dom';

const staffPages: Partial<Record<Role, { href: string; label: string }>> = {
  dermatologist: { href: '/clinic', label: 'Open the clinic' },
  brand_admin: { href: '/admin', label: 'Open the back office' },
  admin: { href: '/admin', label: 'Open the back office' },
};

/** The way to the staff pages for the roles that have one. */
export function StaffLinks({ role }: { role: Role | undefined }) {
  const page = role ? staffPages[role] : undefined;
  if (!page) return null;
  return (
    <Button asChild variant="outline" className="self-start">
      <Link to={page.href}>{page.label}</Link>
    </Button>
  );
}
