import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { showToast } from '@/lib/toast';
import { useCopyPositions } from '../../api/admin/copy-positions';
import { FAILURE_TEXTS, failureToast } from '../../lib/admin/failure-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
  const [confirming, setConfirming] = useState(false);
  const copy = useCopyPositions();
  const target = targets.includes(chosen) ? chosen : (targets[0] ?? '');

  if (targets.length === 0)
    return <p className="text-sm text-slate-600">Create another period to copy these positions to it.</p>;

  const onConfirm = () =>
    copy.mutate(
      { sourcePeriod: source, targetPeriod: target },
      {
        onSuccess: () =>
          showToast({
            title: 'Positions copied',
            description: `${count} positions copied from ${source} to ${target}.`,
          }),
        onError: (error) => showToast(failureToast(FAILURE_TEXTS.copyPositions, error)),
        onSettled: () => setConfirming(false),
      },
    );

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <PeriodSelect periods={targets} value={target} onChange={setChosen} label="Copy to period" className="sm:w-56" />
      <Button
        variant="secondary"
        onClick={() => setConfirming(true)}
        disabled={!!blockedReason || count === 0 || copy.isPending}
        aria-haspopup="dialog"
      >
        Copy Positions
      </Button>
      {blockedReason ? <p className="text-sm text-slate-600">{blockedReason}</p> : null}
      <ConfirmDialog
        cancelLabel="Cancel"
        open={confirming}
        title="Copy Positions"
        description={`Copy the ${count} positions of ${source} to ${target}? The positions of ${target} will be replaced.`}
        confirmLabel="Copy"
        pendingLabel="Copying..."
        pending={copy.isPending}
        destructive={false}
        onCancel={() => setConfirming(false)}
        onConfirm={onConfirm}
      />
    </div>
  );
}
