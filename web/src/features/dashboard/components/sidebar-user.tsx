import { useLogout, useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { userDisplayName, userInitial, userRoleLabel } from '@/lib/user-display';
import { Icon } from './icons';

/** The sidebar footer: who is signed in (initial, name, role) and the Logout button. */
export function SidebarUser({ collapsed }: { collapsed: boolean }) {
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
