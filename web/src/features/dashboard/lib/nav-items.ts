import { paths } from '@/config/paths';
import { allowsAny, PAGE_PERMISSIONS, type DashboardPage } from './page-permissions';

interface DashboardNavItem {
  page: DashboardPage;
  href: string;
  label: string;
  /** Active only on this exact path, not on the paths below it. */
  exact?: boolean;
}

/** The sidebar, in order. Which entries a user sees comes from PAGE_PERMISSIONS. */
export const DASHBOARD_NAV_ITEMS: readonly DashboardNavItem[] = [
  { page: 'dashboard', href: paths.dashboard.root.getHref(), label: 'Dashboard', exact: true },
  { page: 'analytics', href: paths.dashboard.analytics.getHref(), label: 'Analytics' },
  { page: 'articles', href: paths.dashboard.articles.getHref(), label: 'Articles' },
  { page: 'library', href: paths.dashboard.library.getHref(), label: 'Library' },
  { page: 'organization', href: paths.dashboard.organization.getHref(), label: 'Organization' },
  { page: 'content', href: paths.dashboard.content.getHref(), label: 'Content' },
  { page: 'users', href: paths.dashboard.users.getHref(), label: 'User Management' },
  { page: 'roles', href: paths.dashboard.roles.getHref(), label: 'Role Management' },
  { page: 'settings', href: paths.dashboard.settings.getHref(), label: 'Settings' },
];

export const visibleNavItems = (permissions: readonly string[] | undefined): DashboardNavItem[] =>
  DASHBOARD_NAV_ITEMS.filter((item) => allowsAny(permissions, PAGE_PERMISSIONS[item.page]));

/** Highlighted by path prefix (segment-wise), except entries marked exact; a trailing slash is ignored. */
export function isNavItemActive(item: Pick<DashboardNavItem, 'href' | 'exact'>, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === item.href || (!item.exact && path.startsWith(`${item.href}/`));
}
