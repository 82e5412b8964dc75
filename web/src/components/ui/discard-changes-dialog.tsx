import { ConfirmDialog } from './confirm-dialog';

interface Props {
  open: boolean;
  onDiscard: () => void;
  onKeepEditing: () => void;
}

/** Asked before an editor with unsaved changes is left by Cancel, Batal or Kembali. */
export function DiscardChangesDialog({ open, onDiscard, onKeepEditing }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title="Buang perubahan?"
      description="Perubahan yang belum disimpan akan hilang."
      confirmLabel="Buang Perubahan"
      cancelLabel="Lanjutkan Mengedit"
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    />
  );
}
