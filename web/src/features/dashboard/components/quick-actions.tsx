import { Link } from 'react-router';
import { usePermissions } from '@/lib/auth';
import { visibleQuickActions } from '../lib/quick-actions';

/** Shortcuts to the pages the user may work on. */
export function QuickActions() {
  const { data: permissions } = usePermissions();
  const actions = visibleQuickActions(permissions);
  return (
    <section
      aria-labelledby="quick-actions-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
        Quick Actions
      </h2>
      {actions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">Tidak ada aksi cepat untuk peran Anda.</p>
      ) : (
        <ul className="mt-3 grid grid-cols-1 gap-3">
          {actions.map((action) => (
            <li key={action.href}>
              <Link
                to={action.href}
                className="block rounded-xl border border-slate-200 px-4 py-3 transition-colors hover:border-brand-500 hover:bg-brand-50"
              >
                <span className="block text-sm font-semibold text-slate-900">{action.label}</span>
                <span className="block text-xs text-slate-600">{action.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
