import { cn } from '@/lib/cn';
import { useQuery } from '@tanstack/react-query';
import { statsQueryOptions } from '../api/get-stats';

/**
 * Anggota, Artikel, Media counts with a '+'. Until the counts arrive, or when they cannot be fetched, each tile
 * shows a neutral dash rather than a made-up number.
 */
export function StatsTiles({ className }: { className?: string }) {
  const { data } = useQuery(statsQueryOptions());
  const tiles = [
    { label: 'Anggota', value: data?.organizationMembers },
    { label: 'Artikel', value: data?.articles },
    { label: 'Media', value: data?.libraryItems },
  ];
  return (
    <ul className={cn('grid grid-cols-3 gap-3 sm:gap-6', className)} aria-label="Statistik himpunan">
      {tiles.map((tile) => (
        <li
          key={tile.label}
          className="rounded-2xl border border-white/60 bg-white/95 px-3 py-4 text-center shadow-lg sm:px-6 sm:py-6"
          data-testid={`stat-${tile.label.toLowerCase()}`}
        >
          <p className="text-2xl font-black text-brand-900 sm:text-4xl">
            {typeof tile.value === 'number' ? (
              `${tile.value}+`
            ) : (
              <>
                <span aria-hidden="true">–</span>
                <span className="sr-only">belum tersedia</span>
              </>
            )}
          </p>
          <p className="mt-1 text-sm font-medium text-slate-700 sm:text-base">{tile.label}</p>
        </li>
      ))}
    </ul>
  );
}
