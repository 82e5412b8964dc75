import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { Role } from '../types';

interface Props {
  role: Role | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (role: Role) => void;
}

export function DeleteRoleDialog({ role, pending, onCancel, onConfirm }: Props) {
  if (!role) return null;
  return (
    <Dialog
      open
      onClose={pending ? () => undefined : onCancel}
      title="Hapus Role"
      description={
        <>
          Apakah Anda yakin ingin menghapus role <strong className="text-slate-900">{role.displayName}</strong>? Tindakan ini tidak dapat dibatalkan.
        </>
      }
      className="max-w-md"
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending} data-autofocus>
          Batal
        </Button>
        <Button variant="danger" onClick={() => onConfirm(role)} disabled={pending}>
          {pending ? 'Menghapus...' : 'Hapus'}
        </Button>
      </div>
    </Dialog>
  );
}
