import { formatDateTime } from '@/lib/dates';
import { Button } from './button';

interface Props {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}

/** Offers back unsaved changes kept in this browser (e.g. from a session that ended mid-edit). */
export function DraftRestoreBanner({ savedAt, onRestore, onDiscard }: Props) {
  return (
    <div
      role="region"
      aria-label="Draf yang belum disimpan"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      <p>Ada perubahan yang belum disimpan dari {formatDateTime(savedAt)}.</p>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onDiscard}>
          Buang Draf
        </Button>
        <Button onClick={onRestore}>Pulihkan Draf</Button>
      </div>
    </div>
  );
}
