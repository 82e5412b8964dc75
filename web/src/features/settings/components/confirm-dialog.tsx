import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action; Batal keeps the focus safe by coming first. */
export function ConfirmDialog({ open, title, description, confirmLabel, pendingLabel, pending, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={pending ? () => undefined : onClose} title={title} description={description} className="max-w-md">
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onClose} disabled={pending} data-autofocus>
          Batal
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}
