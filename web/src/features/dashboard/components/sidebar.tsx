import { Link, useLocation } from 'react-router';
import { CloseIcon } from '@/components/ui/close-icon';
import { Drawer } from '@/components/ui/drawer';
import { paths } from '@/config/paths';
import { useLogout, usePermissions, useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useSiteSettings } from '@/lib/site-settings';
import { userDisplayName, userInitial, userRoleLabel } from '@/lib/user-display';
import { isNavItemActive, visibleNavItems } from '../lib/nav-items';
import { Icon } from './icons';

const SIDEBAR_ID = 'dashboard-sidebar';
export const MENU_ID = 'dashboard-menu';

/** The entries the user may open; the current one highlighted. Labels stay readable to screen readers when collapsed. */
function SidebarNav({ collapsed }: { collapsed: boolean }) {
  const { data: permissions } = usePermissions();
  const { pathname } = useLocation();
  return (
    <nav aria-label="Navigasi dashboard" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="space-y-1">
        {visibleNavItems(permissions).map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.href}>
              <Link
                to={item.href}
                aria-current={active ? 'page' : undefined}
                title={collapsed ? item.label : undefined}
                className={cn(
                  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                  collapsed && 'md:justify-center md:px-0',
                  active ? 'bg-brand-700 text-white shadow' : 'text-slate-300 hover:bg-slate-800 hover:text-white',
                )}
              >
                <Icon name={item.page} className="h-5 w-5 shrink-0" />
                <span className={cn('truncate', collapsed && 'md:sr-only')}>{item.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The sidebar footer: who is signed in (initial, name, role) and the Logout button. */
function SidebarUser({ collapsed }: { collapsed: boolean }) {
  const { data: user } = useUser();
  const logout = useLogout();
  return (
    <div className="border-t border-slate-800 p-3">
      <div
        role="group"
        aria-label="Pengguna aktif"
        className={cn('flex items-center gap-3 px-1 py-2', collapsed && 'md:justify-center')}
      >
        <span
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
          aria-hidden="true"
        >
          {userInitial(user)}
        </span>
        <span className={cn('min-w-0', collapsed && 'md:sr-only')}>
          <span className="block truncate text-sm font-semibold text-white">{userDisplayName(user)}</span>
          <span className="block truncate text-xs text-slate-300">{userRoleLabel(user)}</span>
        </span>
      </div>
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        title={collapsed ? 'Logout' : undefined}
        className={cn(
          'mt-2 flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-red-200 transition-colors hover:bg-red-900/40 hover:text-white disabled:opacity-60',
          collapsed && 'md:justify-center md:px-0',
        )}
      >
        <Icon name="logout" className="h-5 w-5 shrink-0" />
        <span className={cn(collapsed && 'md:sr-only')}>Logout</span>
      </button>
    </div>
  );
}

/** Brand, navigation and the signed-in user: the sidebar's content, in the column and in the phone's drawer alike. */
function SidebarContent({
  collapsed,
  onToggleCollapsed,
  onClose,
}: {
  collapsed: boolean;
  /** The column's collapse button. */
  onToggleCollapsed?: () => void;
  /** The drawer's close button. */
  onClose?: () => void;
}) {
  const { data: settings } = useSiteSettings(0);
  const brand = settings?.navbarBrand?.trim() || 'HMTI';
  return (
    <>
      <div
        className={cn(
          'flex h-16 items-center gap-2 border-b border-slate-800 px-4',
          collapsed && 'md:justify-center md:px-2',
        )}
      >
        <Link
          to={paths.dashboard.root.getHref()}
          className={cn('flex min-w-0 items-center gap-2', collapsed && 'md:hidden')}
        >
          <img src="/logo.svg" alt="" className="h-8 w-8 shrink-0" />
          <span className="truncate text-lg font-bold">{brand}</span>
        </Link>
        {onToggleCollapsed ? (
          <button
            type="button"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            aria-controls={SIDEBAR_ID}
            className={cn('rounded-lg p-2 text-slate-300 hover:bg-slate-800 hover:text-white', !collapsed && 'ml-auto')}
          >
            <Icon name={collapsed ? 'expand' : 'collapse'} />
          </button>
        ) : null}
        {onClose ? (
          <button
            type="button"
            onClick={onClose}
            aria-label="Tutup menu"
            data-autofocus
            className="ml-auto rounded-lg p-2 text-slate-300 hover:bg-slate-800 hover:text-white"
          >
            <CloseIcon />
          </button>
        ) : null}
      </div>
      <SidebarNav collapsed={collapsed} />
      <SidebarUser collapsed={collapsed} />
    </>
  );
}

/** From md up: a sticky column, w-64 expanded or w-20 collapsed (below md, MenuDrawer shows the same instead). */
export function Sidebar({ collapsed, onToggleCollapsed }: { collapsed: boolean; onToggleCollapsed: () => void }) {
  return (
    <aside
      id={SIDEBAR_ID}
      aria-label="Sidebar"
      data-collapsed={collapsed}
      className={cn(
        'sticky top-0 flex h-screen shrink-0 flex-col bg-slate-900 text-white transition-[width] duration-200',
        collapsed ? 'w-20' : 'w-64',
      )}
    >
      <SidebarContent collapsed={collapsed} onToggleCollapsed={onToggleCollapsed} />
    </aside>
  );
}

/**
 * Below md: the sidebar as a modal drawer from the left (components/ui/drawer: focus kept inside, Escape and the
 * backdrop close it, focus back on the menu button), always expanded.
 */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer open={open} onClose={onClose} title="Menu" id={MENU_ID} className="w-64 bg-slate-900 text-white">
      <SidebarContent collapsed={false} onClose={onClose} />
    </Drawer>
  );
}
