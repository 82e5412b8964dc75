import { usePermissions } from '@/lib/auth';
import { hasPermission } from '@/lib/authorization';
import type { DashboardStats } from '@hmti/contract';
import { useDashboardStats } from '../api/get-dashboard-stats';
import { Icon } from './icons';
import { NoPermission } from './no-permission';

interface Card {
  /** Its test id (the totals' names). */
  key: 'totalArticles' | 'totalMediaItems' | 'totalMembers';
  label: string;
  icon: 'articles' | 'library' | 'users';
  colour: string;
  /** The number and what it counts, read as one phrase ("19 artikel (15 terbit)"). */
  value: (stats: DashboardStats) => number;
  counts: (stats: DashboardStats) => string;
  /** A second line, when the card's number is a part of a larger whole. */
  note?: (stats: DashboardStats) => string;
}

/**
 * Each card says what its number counts, to be read beside the landing page: articles and media with drafts, and how
 * many are published (the landing page's numbers); members of the current period (the landing page's) and of all.
 */
const CARDS: readonly Card[] = [
  {
    key: 'totalArticles',
    label: 'Total Articles',
    icon: 'articles',
    colour: 'bg-blue-100 text-blue-800',
    value: (s) => s.totalArticles,
    counts: (s) => `artikel (${s.publishedArticles} terbit)`,
  },
  {
    key: 'totalMediaItems',
    label: 'Media Library',
    icon: 'library',
    colour: 'bg-emerald-100 text-emerald-800',
    value: (s) => s.totalMediaItems,
    counts: (s) => `item (${s.publishedMediaItems} terbit)`,
  },
  {
    key: 'totalMembers',
    label: 'Organization Members',
    icon: 'users',
    colour: 'bg-amber-100 text-amber-800',
    value: (s) => s.currentPeriodMembers,
    counts: (s) => (s.currentPeriod ? `anggota periode ${s.currentPeriod}` : 'anggota'),
    note: (s) => `${s.totalMembers} di semua periode`,
  },
];

/** Total Articles / Media Library / Organization Members, polled every 10 s; needs dashboard.stats. */
export function StatCards() {
  const { data: permissions } = usePermissions();
  const allowed = hasPermission(permissions, 'dashboard.stats');
  const { data, isError } = useDashboardStats(allowed);

  if (permissions && !allowed) return <NoPermission>Anda tidak memiliki izin untuk melihat statistik.</NoPermission>;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      {CARDS.map((card) => (
        <section
          key={card.key}
          aria-label={card.label}
          data-testid={`stat-${card.key}`}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <div className="flex items-center justify-between">
            <h2 className="text-sm font-medium text-slate-600">{card.label}</h2>
            <span className={`rounded-lg p-2 ${card.colour}`}>
              <Icon name={card.icon} />
            </span>
          </div>
          {isError && !data ? (
            <p className="mt-3 text-sm font-medium text-red-700">Error loading data</p>
          ) : !data ? (
            <p className="mt-3 h-9 w-16 animate-pulse rounded bg-slate-200">
              <span className="sr-only">Memuat...</span>
            </p>
          ) : (
            <>
              <p className="mt-3 flex flex-wrap items-baseline gap-x-2">
                <span className="text-3xl font-bold text-slate-900">{card.value(data)}</span>{' '}
                <span className="text-sm font-medium text-slate-700">{card.counts(data)}</span>
              </p>
              {card.note ? <p className="mt-1 text-sm text-slate-600">{card.note(data)}</p> : null}
            </>
          )}
        </section>
      ))}
    </div>
  );
}
