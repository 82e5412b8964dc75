import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
    <ConfirmDialog
      open
      title="Hapus Role"
      description={
        <>
          Apakah Anda yakin ingin menghapus role <strong className="text-slate-900">{role.displayName}</strong>?
          Tindakan ini tidak dapat dibatalkan.
        </>
      }
      confirmLabel="Hapus"
      pendingLabel="Menghapus..."
      pending={pending}
      onCancel={onCancel}
      onConfirm={() => onConfirm(role)}
    />
  );
}
