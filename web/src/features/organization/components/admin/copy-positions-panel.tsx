import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmMutation } from '@/components/ui/confirm-dialog';
import { useCopyPositions } from '../../api/admin/copy-positions';
import { PeriodSelect } from './period-select';

interface Props {
  source: string;
  periods: readonly string[];
  count: number;
  /** Why copying is not possible right now (e.g. unsaved changes), if so. */
  blockedReason: string | null;
}

/** Copies the saved positions of the chosen period to another one (after a confirmation). */
export function CopyPositionsPanel({ source, periods, count, blockedReason }: Props) {
  const targets = periods.filter((p) => p !== source);
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState<string | null>(null);
  const copy = useCopyPositions();
  const target = targets.includes(chosen) ? chosen : (targets[0] ?? '');

  if (targets.length === 0)
    return <p className="text-sm text-slate-600">Create another period to copy these positions to it.</p>;

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <PeriodSelect periods={targets} value={target} onChange={setChosen} label="Copy to period" className="sm:w-56" />
      <Button
        variant="secondary"
        onClick={() => setConfirming(target)}
        disabled={!!blockedReason || count === 0 || copy.isPending}
        aria-haspopup="dialog"
      >
        Copy Positions
      </Button>
      {blockedReason ? <p className="text-sm text-slate-600">{blockedReason}</p> : null}
      <ConfirmMutation
        target={confirming}
        onClose={() => setConfirming(null)}
        mutation={copy}
        variables={(targetPeriod) => ({ sourcePeriod: source, targetPeriod })}
        title="Copy Positions"
        description={(to) =>
          `Copy the ${count} positions of ${source} to ${to}? The positions of ${to} will be replaced.`
        }
        confirmLabel="Copy"
        pendingLabel="Copying..."
        cancelLabel="Cancel"
        destructive={false}
        success={(to) => ({
          title: 'Positions copied',
          description: `${count} positions copied from ${source} to ${to}.`,
        })}
        failure="Failed to copy positions"
      />
    </div>
  );
}
