import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast';
import { useResetSettings } from '../api/reset-settings';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { showFailure } from './show-failure';

/** Owner and admin with settings.edit: every site setting back to its default, after a confirmation. */
export function ResetSettingsButton({ onReset }: { onReset: () => void }) {
  const [open, setOpen] = useState(false);
  const reset = useResetSettings();
  const onConfirm = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        onReset();
        showToast({ title: 'Settings Reset', description: 'Pengaturan situs dikembalikan ke nilai bawaan.' });
      },
      onError: (error) => showFailure('Reset Failed', error),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} className="border-red-300 text-red-700 hover:bg-red-50">
        Reset Settings
      </Button>
      <ConfirmDialog
        open={open}
        title="Reset pengaturan?"
        description="Semua pengaturan situs — nama, tagline, kontak, tautan, logo, footer, serta konten halaman publik — akan dikembalikan ke nilai bawaan. Tindakan ini tidak dapat dibatalkan."
        confirmLabel="Reset"
        pendingLabel="Mereset..."
        pending={reset.isPending}
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
