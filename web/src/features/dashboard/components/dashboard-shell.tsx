import type { ReactNode } from 'react';
import { BELOW_MD, useMediaQuery } from '@/hooks/use-media-query';
import { usePermissions } from '@/lib/auth';
import { useSidebarState } from '../hooks/use-sidebar-state';
import { MenuDrawer, Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** The frame of every dashboard page: sidebar (a drawer on a phone), top bar, content; permissions kept fresh (5 s). */
export function DashboardShell({ children }: { children: ReactNode }) {
  usePermissions({ refetchInterval: 5000 });
  const { collapsed, toggleCollapsed, mobileOpen, setMobileOpen } = useSidebarState();
  // Below md the sidebar is the menu drawer, opened from the top bar.
  const phone = useMediaQuery(BELOW_MD);
  return (
    <div className="flex min-h-screen bg-slate-50 text-slate-900">
      <a
        href="#dashboard-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Langsung ke konten
      </a>
      {phone ? (
        <MenuDrawer open={mobileOpen} onClose={() => setMobileOpen(false)} />
      ) : (
        <Sidebar collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar menuOpen={mobileOpen} onOpenMenu={() => setMobileOpen(true)} />
        <main id="dashboard-main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
