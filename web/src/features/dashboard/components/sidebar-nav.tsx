import { Link, useLocation } from 'react-router';
import { usePermissions } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { isNavItemActive, visibleNavItems } from '../lib/nav-items';
import { Icon } from './icons';

/** The entries the user may open; the current one highlighted. Labels stay readable to screen readers when collapsed. */
export function SidebarNav({ collapsed }: { collapsed: boolean }) {
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
