import { useRef, type ReactNode } from 'react';
import { useFocusFirstProblem } from '@/hooks/use-focus-first-problem';
import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * The row at the bottom of a form dialog: cancel, then submit; both wait while the form saves (`pending`); a submit
 * that finds a problem moves to its field.
 * `divided`: a line above the row.
 */
export function FormActions({
  onCancel,
  pending,
  submitLabel,
  submitDisabled = pending,
  cancelLabel = 'Cancel',
  divided,
}: {
  onCancel: () => void;
  pending: boolean;
  submitLabel: ReactNode;
  /** When the submit button waits for more than the save (an upload under way). */
  submitDisabled?: boolean;
  cancelLabel?: string;
  divided?: boolean;
}) {
  const row = useRef<HTMLDivElement>(null);
  useFocusFirstProblem(row);
  return (
    <div ref={row} className={cn('flex justify-end gap-2', divided && 'border-t border-slate-200 pt-4')}>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={submitDisabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
