import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Icon } from './icons';
import { NotificationBell } from './notification-bell';
import { MENU_ID } from './sidebar';

/** Mobile menu toggle on the left; the notification bell and the way to the public site on the right. */
export function TopBar({ menuOpen, onOpenMenu }: { menuOpen: boolean; onOpenMenu: () => void }) {
  return (
    <header
      data-sticky-bar="dashboard"
      className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur md:px-8"
    >
      <button
        type="button"
        onClick={onOpenMenu}
        aria-label="Buka menu"
        aria-expanded={menuOpen}
        aria-haspopup="dialog"
        aria-controls={menuOpen ? MENU_ID : undefined}
        className="rounded-lg p-2 text-slate-700 hover:bg-slate-100 md:hidden"
      >
        <Icon name="menu" className="h-6 w-6" />
      </button>
      <div className="ml-auto flex items-center gap-2">
        <NotificationBell />
        <Link
          to={paths.home.getHref()}
          className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
        >
          <Icon name="home" />
          <span>Situs publik</span>
        </Link>
      </div>
    </header>
  );
}
