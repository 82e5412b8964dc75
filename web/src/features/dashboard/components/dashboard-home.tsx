import { PageHeader } from '@/components/ui/page-header';
import { UnsavedDraftsNotice } from './unsaved-drafts-notice';
import { useUser } from '@/lib/auth';
import { userDisplayName } from '@/lib/user-display';
import { QuickActions } from './quick-actions';
import { RecentActivities } from './recent-activities';
import { StatCards } from './stat-cards';

/** /dashboard: welcome, stats, recent activities and quick actions (each part checks its own permission). */
export function DashboardHome() {
  const { data: user } = useUser();
  return (
    <div className="space-y-6">
      <PageHeader
        id="dashboard-title"
        title={`Welcome back, ${userDisplayName(user)}!`}
        description="Ringkasan aktivitas dan konten organisasi."
      />
      <UnsavedDraftsNotice />
      <StatCards />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentActivities />
        </div>
        <QuickActions />
      </div>
    </div>
  );
}
