import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { userDisplayName } from '@/lib/user-display';
import type { ManagedUser } from '../types';

interface Props {
  user: ManagedUser | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (user: ManagedUser) => void;
}

export function ResetTwoFactorDialog({ user, pending, onCancel, onConfirm }: Props) {
  if (!user) return null;
  return (
    <ConfirmDialog
      open
      title="Reset 2FA"
      description={
        <>
          Hapus authenticator dan kode pemulihan <strong className="text-slate-900">{userDisplayName(user)}</strong> (@
          {user.username})? User ini dapat login dengan password saja sampai mendaftar lagi (atau diminta mendaftar bila
          role-nya mewajibkan 2FA).
        </>
      }
      confirmLabel="Reset 2FA"
      pendingLabel="Mereset..."
      pending={pending}
      onCancel={onCancel}
      onConfirm={() => onConfirm(user)}
    />
  );
}
