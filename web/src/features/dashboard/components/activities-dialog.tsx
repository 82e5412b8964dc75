import { Dialog } from '@/components/ui/dialog';
import { useActivities } from '../api/get-activities';
import { ActivityList } from './activity-list';

const KINDS = {
  activities: { title: 'Semua Aktivitas', limit: 50, noun: 'aktivitas' },
  notifications: { title: 'Semua Notifikasi', limit: 100, noun: 'notifikasi' },
};

/**
 * 'Semua Aktivitas' (up to 50) or 'Semua Notifikasi' (up to 100), fetched only while the dialog is open; without
 * dashboard.activities (`canSee` false) nothing is fetched and the empty text shows.
 */
export function ActivitiesDialog({
  kind,
  open,
  onClose,
  canSee = true,
}: {
  kind: keyof typeof KINDS;
  open: boolean;
  onClose: () => void;
  canSee?: boolean;
}) {
  const { title, limit, noun } = KINDS[kind];
  const query = useActivities({ limit, enabled: open && canSee, staleTime: 0 });
  return (
    <Dialog open={open} onClose={onClose} title={title} width="max-w-2xl">
      <ActivityList query={canSee ? query : null} noun={noun} onNavigate={onClose} />
    </Dialog>
  );
}
