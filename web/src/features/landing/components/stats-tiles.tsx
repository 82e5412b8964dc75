import { cn } from '@/lib/cn';
import { useStats } from '../api/get-stats';
import { STATS_PLACEHOLDER } from '../lib/constants';

/** Anggota, Artikel, Media counts with a '+'; the placeholders stay while loading or after an error. */
export function StatsTiles({ className }: { className?: string }) {
  const { data } = useStats();
  const stats = data ?? STATS_PLACEHOLDER;
  const tiles = [
    { label: 'Anggota', value: stats.organizationMembers ?? STATS_PLACEHOLDER.organizationMembers },
    { label: 'Artikel', value: stats.articles ?? STATS_PLACEHOLDER.articles },
    { label: 'Media', value: stats.libraryItems ?? STATS_PLACEHOLDER.libraryItems },
  ];
  return (
    <ul className={cn('grid grid-cols-3 gap-3 sm:gap-6', className)} aria-label="Statistik himpunan">
      {tiles.map((tile) => (
        <li
          key={tile.label}
          className="rounded-2xl border border-white/60 bg-white/95 px-3 py-4 text-center shadow-lg sm:px-6 sm:py-6"
          data-testid={`stat-${tile.label.toLowerCase()}`}
        >
          <p className="text-2xl font-black text-brand-900 sm:text-4xl">{`${tile.value}+`}</p>
          <p className="mt-1 text-sm font-medium text-slate-700 sm:text-base">{tile.label}</p>
        </li>
      ))}
    </ul>
  );
}
