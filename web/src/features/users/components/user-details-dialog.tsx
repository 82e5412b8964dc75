import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/dates';
import { useLedDivisions } from '@/lib/divisions';
import { divisionLabel } from '../lib/divisions';
import { NEVER_LOGGED_IN } from '../lib/last-login';
import type { ManagedUser } from '../types';

/** The view-only dialog for users the actor may not edit. */
export function UserDetailsDialog({ user, onClose }: { user: ManagedUser | null; onClose: () => void }) {
  const divisions = useLedDivisions().data ?? [];
  if (!user) return null;
  const rows: Array<[string, string]> = [
    ['Username', user.username],
    ['Name', user.name || '-'],
    ['Email', user.email || '-'],
    ['Role', user.roleDisplayName || user.role || '-'],
    ...(user.division ? [['Division', divisionLabel(user.division, divisions)] as [string, string]] : []),
    ['Last Login', user.lastLogin ? formatDateTime(user.lastLogin) : NEVER_LOGGED_IN],
  ];
  return (
    <Dialog
      open
      onClose={onClose}
      title="User Details"
      description="Anda hanya dapat melihat data user ini."
      width="max-w-lg"
    >
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-3 gap-3 px-4 py-3">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="col-span-2 text-sm break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose} data-autofocus>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
