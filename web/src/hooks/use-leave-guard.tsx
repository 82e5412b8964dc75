import { useState } from 'react';
import { DiscardChangesDialog } from '@/components/ui/discard-changes-dialog';

interface Options {
  /** Whether leaving now would lose something typed. */
  dirty: boolean;
  /** Leaves the form. */
  onLeave: () => void;
  /** Leaves after "Buang Perubahan" (e.g. also forgetting the stored draft); onLeave by default. */
  onDiscard?: () => void;
  /** While a save is under way the form stays: its answer closes it or shows why not. */
  saving?: boolean;
}

/**
 * Every way out of a form (Escape, the backdrop, ×, Cancel, Kembali) goes through `leave`: it asks "Buang
 * perubahan?" first when something typed would be lost. Render `discardDialog` inside the form.
 */
export function useLeaveGuard({ dirty, onLeave, onDiscard = onLeave, saving = false }: Options) {
  const [asking, setAsking] = useState(false);
  const leave = () => (saving ? undefined : dirty ? setAsking(true) : onLeave());
  const discard = () => {
    setAsking(false);
    onDiscard();
  };
  const discardDialog = (
    <DiscardChangesDialog open={asking} onDiscard={discard} onKeepEditing={() => setAsking(false)} />
  );
  return { leave, discardDialog };
}
