import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSiteSettings } from '@/lib/site-settings';
import { FALLBACK_BRAND } from '../lib/constants';
import { Icon } from './icons';
import { SidebarNav } from './sidebar-nav';
import { SidebarUser } from './sidebar-user';

export const SIDEBAR_ID = 'dashboard-sidebar';

interface SidebarProps {
  collapsed: boolean;
  onToggleCollapsed: () => void;
  mobileOpen: boolean;
  onCloseMobile: () => void;
}

/**
 * From md up: a sticky column, w-64 expanded or w-20 collapsed. Below md: an off-canvas drawer,
 * always expanded, hidden (and out of the tab order) while closed.
 */
export function Sidebar({ collapsed, onToggleCollapsed, mobileOpen, onCloseMobile }: SidebarProps) {
  const { data: settings } = useSiteSettings(0);
  const brand = settings?.navbarBrand?.trim() || FALLBACK_BRAND;
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (mobileOpen) closeRef.current?.focus();
  }, [mobileOpen]);

  return (
    <aside
      id={SIDEBAR_ID}
      aria-label="Sidebar"
      data-collapsed={collapsed}
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-64 shrink-0 flex-col bg-slate-900 text-white transition-transform duration-200',
        'md:sticky md:top-0 md:h-screen md:translate-x-0 md:transition-[width]',
        collapsed ? 'md:w-20' : 'md:w-64',
        mobileOpen ? 'translate-x-0 shadow-2xl' : 'max-md:invisible max-md:-translate-x-full',
      )}
    >
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
        <button
          type="button"
          onClick={onToggleCollapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          aria-controls={SIDEBAR_ID}
          className={cn(
            'hidden rounded-lg p-2 text-slate-300 hover:bg-slate-800 hover:text-white md:block',
            !collapsed && 'ml-auto',
          )}
        >
          <Icon name={collapsed ? 'expand' : 'collapse'} />
        </button>
        <button
          ref={closeRef}
          type="button"
          onClick={onCloseMobile}
          aria-label="Tutup menu"
          className="ml-auto rounded-lg p-2 text-slate-300 hover:bg-slate-800 hover:text-white md:hidden"
        >
          <Icon name="close" />
        </button>
      </div>
      <SidebarNav collapsed={collapsed} />
      <SidebarUser collapsed={collapsed} />
    </aside>
  );
}
