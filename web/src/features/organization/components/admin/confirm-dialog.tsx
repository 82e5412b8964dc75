import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface Props {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Destructive actions are red. */
  destructive?: boolean;
}

/** Asks before a delete or a copy; Cancel has the focus first. */
export function ConfirmDialog({ open, title, description, confirmLabel, pendingLabel, pending, onCancel, onConfirm, destructive = true }: Props) {
  return (
    <Dialog open={open} onClose={pending ? () => undefined : onCancel} title={title} description={description} className="max-w-md">
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={pending} data-autofocus>
          Cancel
        </Button>
        <Button variant={destructive ? 'danger' : 'primary'} onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
