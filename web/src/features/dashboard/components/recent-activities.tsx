import { useState } from 'react';
import { usePermissions } from '@/lib/auth';
import { hasPermission } from '@/lib/authorization';
import { useActivities } from '../api/get-activities';
import { ActivitiesDialog } from './activities-dialog';
import { ActivityList } from './activity-list';
import { NoPermission } from './no-permission';

/** The latest 3 activities (polled every 5 s) and 'Lihat Selengkapnya' with up to 50; needs dashboard.activities. */
export function RecentActivities() {
  const { data: permissions } = usePermissions();
  const allowed = hasPermission(permissions, 'dashboard.activities');
  const query = useActivities({ limit: 3, enabled: allowed, refetchInterval: 5000, staleTime: 2000 });
  const [open, setOpen] = useState(false);

  return (
    <section
      aria-labelledby="recent-activities-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <h2 id="recent-activities-title" className="text-lg font-semibold text-slate-900">
          Recent Activities
        </h2>
        {allowed ? (
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="-mx-3 whitespace-nowrap rounded-lg px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 sm:mx-0"
          >
            Lihat Selengkapnya
          </button>
        ) : null}
      </div>
      <div className="mt-2" data-testid="recent-activities">
        {!permissions ? null : !allowed ? (
          <NoPermission>Anda tidak memiliki izin untuk melihat aktivitas.</NoPermission>
        ) : (
          <ActivityList query={query} noun="aktivitas" />
        )}
      </div>
      {allowed ? <ActivitiesDialog kind="activities" open={open} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}
