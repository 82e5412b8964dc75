import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ManagedLibraryItem } from '@hmti/contract';

export const DELETE_QUESTION = 'Are you sure you want to delete this item?';

interface Props {
  item: ManagedLibraryItem | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (item: ManagedLibraryItem) => void;
}

export function ConfirmDeleteDialog({ item, pending, onCancel, onConfirm }: Props) {
  if (!item) return null;
  return (
    <ConfirmDialog
      open
      title="Delete Media Item"
      description={DELETE_QUESTION}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      cancelLabel="Cancel"
      pending={pending}
      onCancel={onCancel}
      onConfirm={() => onConfirm(item)}
    >
      <p className="mb-6 font-medium text-slate-900">{item.title}</p>
    </ConfirmDialog>
  );
}
