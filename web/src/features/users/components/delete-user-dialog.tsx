import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { displayNameOf } from '../lib/user-display';
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
    <Dialog
      open
      onClose={pending ? () => undefined : onCancel}
      title="Hapus User"
      description={
        <>
          Apakah Anda yakin ingin menghapus user <strong className="text-slate-900">{displayNameOf(user)}</strong> (@{user.username})? Tindakan ini tidak dapat dibatalkan.
        </>
      }
      className="max-w-md"
    >
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending} data-autofocus>
          Batal
        </Button>
        <Button variant="danger" onClick={() => onConfirm(user)} disabled={pending}>
          {pending ? 'Menghapus...' : 'Hapus'}
        </Button>
      </div>
    </Dialog>
  );
}
