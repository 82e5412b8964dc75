import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageHead } from '@/components/page-head';
import { FullPageSpinner } from '@/components/ui/spinner';
import { pageHeads } from '@/config/page-heads';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { useSiteSettings } from '@/lib/site-settings';
import { DashboardShell } from '@/features/dashboard/components/dashboard-shell';
import { DASHBOARD_NAV_ITEMS, isNavItemActive } from '@/features/dashboard/lib/nav-items';
import { RequirePermission } from '@/features/dashboard/components/require-permission';
import { PAGE_PERMISSIONS } from '@/features/dashboard/lib/page-permissions';
import { AnalyticsPage } from '@/features/analytics/components/analytics-page';
import { ArticlesManagementPage } from '@/features/articles/components/admin/articles-management-page';
import { ContentPage } from '@/features/content/components/content-page';
import { LibraryManagementPage } from '@/features/library/components/admin/library-management-page';
import { OrganizationManagementPage } from '@/features/organization/components/admin/organization-management-page';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { RoleManagementPage } from '@/features/roles/components/role-management-page';
import { UserManagementPage } from '@/features/users/components/user-management-page';

/** The dashboard's frame: a spinner while the session loads; no user → /login. */
export function DashboardRoute() {
  const { data: settings } = useSiteSettings();
  const { data: user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Navigate to={paths.login.getHref()} replace state={{ from: location.pathname }} />;
  const screen = DASHBOARD_NAV_ITEMS.find((item) => isNavItemActive(item, location.pathname))?.label;
  return (
    <>
      <PageHead {...pageHeads.dashboard(settings, screen)} />
      <DashboardShell>
        <Outlet />
      </DashboardShell>
    </>
  );
}

/** Each screen behind its entry of PAGE_PERMISSIONS: the one place that decides who may open it. */
const guarded = (anyOf: readonly string[], page: ReactNode) => () => (
  <RequirePermission anyOf={anyOf}>{page}</RequirePermission>
);

export { DashboardHome } from '@/features/dashboard/components/dashboard-home';
export const AnalyticsAdmin = guarded(PAGE_PERMISSIONS.analytics, <AnalyticsPage />);
export const ArticlesAdmin = guarded(PAGE_PERMISSIONS.articles, <ArticlesManagementPage />);
export const LibraryAdmin = guarded(PAGE_PERMISSIONS.library, <LibraryManagementPage />);
export const ContentAdmin = guarded(PAGE_PERMISSIONS.content, <ContentPage />);
export const OrganizationAdmin = guarded(PAGE_PERMISSIONS.organization, <OrganizationManagementPage />);
export const UsersAdmin = guarded(PAGE_PERMISSIONS.users, <UserManagementPage />);
export const RolesAdmin = guarded(PAGE_PERMISSIONS.roles, <RoleManagementPage />);
export const SettingsAdmin = guarded(PAGE_PERMISSIONS.settings, <SettingsPage />);
