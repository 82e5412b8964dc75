import { useState } from 'react';
import { useDropdown } from '@/hooks/use-dropdown';
import { usePermissions } from '@/lib/auth';
import { hasPermission } from '@/lib/authorization';
import { useActivities } from '../api/get-activities';
import { useMarkNotificationsSeen, useNotificationsSeen } from '../api/notifications-seen';
import { ActivityList } from './activity-list';
import { Icon } from './icons';
import { ActivitiesDialog } from './activities-dialog';

/** The bell: the latest 5 activities (polled every 10 s) and 'View all'; without dashboard.activities, none fetched. */
export function NotificationBell() {
  const { data: permissions } = usePermissions();
  const canSee = hasPermission(permissions, 'dashboard.activities');
  const query = useActivities({ limit: 5, enabled: canSee, refetchInterval: 10_000, staleTime: 5000 });
  const latest = canSee ? (query.data ?? []) : [];
  const seen = useNotificationsSeen(canSee);
  const markSeen = useMarkNotificationsSeen();
  const newestId = latest[0]?._id;
  // The red dot: an activity newer than the last one this user has seen (kept per user on the server).
  const unseen = newestId !== undefined && seen.isSuccess && newestId > seen.data.lastSeenId;
  const { open, setOpen, panelId, rootRef, buttonRef } = useDropdown();
  const [dialogOpen, setDialogOpen] = useState(false);

  const markLatestSeen = () => {
    if (unseen) markSeen.mutate(newestId);
  };

  const toggle = () => {
    if (!open) markLatestSeen();
    setOpen((value) => !value);
  };

  const openAll = () => {
    markLatestSeen();
    // The list goes, "View all" with it: the dialog gives the focus back to the bell.
    buttonRef.current?.focus();
    setOpen(false);
    setDialogOpen(true);
  };

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={toggle}
        aria-label={unseen ? 'Notifikasi (ada yang baru)' : 'Notifikasi'}
        aria-expanded={open}
        aria-controls={panelId}
        className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900"
      >
        <Icon name="bell" className="h-6 w-6" />
        {unseen ? (
          <span
            data-testid="notification-dot"
            className="absolute right-1.5 top-1.5 h-2.5 w-2.5 rounded-full bg-red-600 ring-2 ring-white"
            aria-hidden="true"
          />
        ) : null}
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Notifikasi terbaru"
          className="fixed inset-x-4 top-16 z-40 rounded-xl border border-slate-200 bg-white shadow-xl sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-88"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3">
            <h2 className="text-sm font-semibold text-slate-900">Notifikasi</h2>
          </div>
          <div className="px-4" data-testid="notification-list">
            <ActivityList query={canSee ? query : null} noun="notifikasi" onNavigate={() => setOpen(false)} />
          </div>
          <div className="border-t border-slate-100 p-2">
            <button
              type="button"
              onClick={openAll}
              className="w-full rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              View all
            </button>
          </div>
        </div>
      ) : null}
      <ActivitiesDialog kind="notifications" open={dialogOpen} onClose={() => setDialogOpen(false)} canSee={canSee} />
    </div>
  );
}
