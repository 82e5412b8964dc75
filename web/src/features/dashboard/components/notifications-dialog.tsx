import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useActivities } from '../api/get-activities';
import { ALL_NOTIFICATIONS_LIMIT } from '../lib/constants';
import { ActivityList } from './activity-list';

/** 'Semua Notifikasi': up to 100 activities, fetched only while the dialog is open. */
export function NotificationsDialog({
  open,
  onClose,
  canSee,
}: {
  open: boolean;
  onClose: () => void;
  canSee: boolean;
}) {
  const { data, isFetching } = useActivities({ limit: ALL_NOTIFICATIONS_LIMIT, enabled: open && canSee, staleTime: 0 });
  return (
    <Dialog open={open} onClose={onClose} title="Semua Notifikasi" width="max-w-2xl">
      {canSee && isFetching && !data ? (
        <div className="flex justify-center py-8">
          <Spinner label="Memuat notifikasi..." />
        </div>
      ) : (
        <ActivityList activities={canSee ? (data ?? []) : []} emptyText="Belum ada notifikasi" onNavigate={onClose} />
      )}
    </Dialog>
  );
}
