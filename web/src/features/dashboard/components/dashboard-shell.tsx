import type { ReactNode } from 'react';
import { usePermissions } from '@/lib/auth';
import { useSidebarState } from '../hooks/use-sidebar-state';
import { PERMISSIONS_REFETCH_MS } from '../lib/constants';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

/** The frame of every dashboard page: sidebar, top bar, content. Keeps the permissions fresh (every 5 s). */
export function DashboardShell({ children }: { children: ReactNode }) {
  usePermissions({ refetchInterval: PERMISSIONS_REFETCH_MS });
  const { collapsed, toggleCollapsed, mobileOpen, setMobileOpen } = useSidebarState();
  return (
    <div className="flex min-h-screen bg-slate-50 text-slate-900">
      <a
        href="#dashboard-main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Langsung ke konten
      </a>
      <Sidebar
        collapsed={collapsed}
        onToggleCollapsed={toggleCollapsed}
        mobileOpen={mobileOpen}
        onCloseMobile={() => setMobileOpen(false)}
      />
      {mobileOpen ? (
        <div
          className="fixed inset-0 z-30 bg-slate-950/50 md:hidden"
          aria-hidden="true"
          onClick={() => setMobileOpen(false)}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar menuOpen={mobileOpen} onOpenMenu={() => setMobileOpen(true)} />
        <main id="dashboard-main" tabIndex={-1} className="flex-1 p-4 outline-none md:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
