import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { ManagedLibraryItem } from '../../api/admin/get-library-manage';

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
    <Dialog open onClose={pending ? () => undefined : onCancel} title="Delete Media Item" description={DELETE_QUESTION} className="max-w-md">
      <p className="mb-6 font-medium text-slate-900">{item.title}</p>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending} data-autofocus>
          Cancel
        </Button>
        <Button variant="danger" onClick={() => onConfirm(item)} disabled={pending}>
          {pending ? 'Deleting...' : 'Delete'}
        </Button>
      </div>
    </Dialog>
  );
}
