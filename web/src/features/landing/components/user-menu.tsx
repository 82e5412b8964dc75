import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDropdown } from '@/hooks/use-dropdown';
import { useLogout } from '@/lib/auth';
import type { SessionUser } from '@hmti/contract';
import { cn } from '@/lib/cn';
import { userDisplayName, userInitial, userRoleLabel } from '@/lib/user-display';

/** Name, role, Dashboard and Logout: the avatar's menu and the phone menu's end (`compact`: small links). */
export function AccountLinks({ user, compact = false }: { user: SessionUser; compact?: boolean }) {
  const logout = useLogout();
  const link = cn('rounded-lg px-3 py-2 text-left', compact && 'text-sm');
  return (
    <>
      <div className="border-b border-slate-100 px-3 pt-1 pb-2">
        <p className="truncate font-semibold text-slate-900">{userDisplayName(user)}</p>
        <p className="truncate text-sm text-slate-600">{userRoleLabel(user)}</p>
      </div>
      <Link to={paths.dashboard.root.getHref()} className={cn(link, 'mt-1 block text-slate-800 hover:bg-slate-100')}>
        Dashboard
      </Link>
      <button
        type="button"
        className={cn(link, 'block w-full text-red-700 hover:bg-red-50 disabled:opacity-60')}
        disabled={logout.isPending}
        onClick={() => logout.mutate()}
      >
        Logout
      </button>
    </>
  );
}

/** The signed-in user's avatar with a menu: name, role, Dashboard and Logout. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { open, setOpen, panelId: menuId, rootRef, buttonRef } = useDropdown();
  const name = userDisplayName(user);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className="flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-slate-100"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Menu pengguna ${name}`}
        onClick={() => setOpen((v) => !v)}
      >
        <span
          className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
          aria-hidden="true"
        >
          {userInitial(user)}
        </span>
        <span className="max-w-32 truncate text-sm font-medium text-slate-800">{name}</span>
      </button>
      {open ? (
        <div
          id={menuId}
          className="absolute right-0 mt-2 w-60 rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
        >
          <AccountLinks user={user} compact />
        </div>
      ) : null}
    </div>
  );
}
