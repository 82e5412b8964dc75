import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useLogout, usePermissions, useUser } from '@/lib/auth';

const PERMISSIONS_REFRESH_MS = 5000;

/** Minimal staff frame: who is signed in and a way out. The full sidebar shell arrives with issue #4. */
export function DashboardLayout({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  const logout = useLogout();
  usePermissions({ refetchInterval: PERMISSIONS_REFRESH_MS });
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="flex items-center justify-between border-b border-slate-200 bg-white px-6 py-3">
        <Link to={paths.dashboard.root.getHref()} className="font-bold text-brand-900">Dashboard</Link>
        <div className="flex items-center gap-3 text-sm">
          <span aria-label="Pengguna aktif">
            <span className="font-medium">{user?.name || user?.username}</span>
            <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-slate-600">{user?.roleDisplayName ?? user?.role}</span>
          </span>
          <Link to={paths.home.getHref()} className="text-brand-700 hover:underline">Situs publik</Link>
          <Button variant="secondary" onClick={() => logout.mutate()} disabled={logout.isPending}>Logout</Button>
        </div>
      </header>
      <main className="mx-auto max-w-5xl p-6">{children}</main>
    </div>
  );
}
