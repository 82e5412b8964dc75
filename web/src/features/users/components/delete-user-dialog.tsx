import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { userDisplayName } from '@/lib/user-display';
import type { ManagedUser } from '../types';

interface Props {
  user: ManagedUser | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (user: ManagedUser) => void;
}

export function DeleteUserDialog({ user, pending, onCancel, onConfirm }: Props) {
  if (!user) return null;
  return (
    <ConfirmDialog
      open
      title="Hapus User"
      description={
        <>
          Apakah Anda yakin ingin menghapus user <strong className="text-slate-900">{userDisplayName(user)}</strong> (@
          {user.username})? Tindakan ini tidak dapat dibatalkan.
        </>
      }
      confirmLabel="Hapus"
      pendingLabel="Menghapus..."
      pending={pending}
      onCancel={onCancel}
      onConfirm={() => onConfirm(user)}
    />
  );
}
