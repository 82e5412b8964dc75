import { Button } from '@/components/ui/button';
import { formatDateTimeWithZone } from '@/lib/dates';

interface Props {
  submittedAt: string;
  canPublish: boolean;
  /** Saves the form and takes the request back ('Batalkan pengajuan'), e.g. to keep editing before it is published. */
  onWithdraw: () => void;
  disabled: boolean;
}

/**
 * 'Menunggu persetujuan': a draft whose writer, who may not publish, has asked for it to be published. The writer is
 * told who will act, and may take the request back; someone who may publish, how.
 */
export function ReviewStatus({ submittedAt, canPublish, onWithdraw, disabled }: Props) {
  return (
    <p className="rounded-lg bg-violet-50 px-3 py-2 text-sm text-violet-950" data-testid="article-review-status">
      <span className="font-semibold">Menunggu persetujuan</span> · diajukan{' '}
      <time dateTime={submittedAt}>{formatDateTimeWithZone(submittedAt)}</time>.{' '}
      {canPublish ? (
        'Nyalakan Published lalu Save Article untuk menerbitkannya.'
      ) : (
        <>
          Pengurus yang berizin mempublikasikan akan menerbitkannya.{' '}
          <Button variant="secondary" sizing="px-2 py-0.5 text-sm" onClick={onWithdraw} disabled={disabled}>
            Batalkan pengajuan
          </Button>
        </>
      )}
    </p>
  );
}
