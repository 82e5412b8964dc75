import { Link } from 'react-router';
import { Drawer } from '@/components/ui/drawer';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSiteSettings } from '@/lib/site-settings';
import { Icon } from './icons';
import { SidebarNav } from './sidebar-nav';
import { SidebarUser } from './sidebar-user';

const SIDEBAR_ID = 'dashboard-sidebar';
export const MENU_ID = 'dashboard-menu';

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
            <Icon name="close" />
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
