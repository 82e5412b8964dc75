import { cn } from '@/lib/cn';

interface GridPagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

const buttonClass =
  'min-w-10 rounded-lg border px-3 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / page numbers / Next for the member grid (the article list's pager uses the same words). */
export function GridPager({ page, pageCount, onChange }: GridPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Halaman anggota pengurus" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={cn(buttonClass, 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </button>
      {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
        <button
          key={n}
          type="button"
          aria-label={`Halaman ${n}`}
          aria-current={n === page ? 'page' : undefined}
          className={cn(
            buttonClass,
            n === page
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
          )}
          onClick={() => onChange(n)}
        >
          {n}
        </button>
      ))}
      <button
        type="button"
        className={cn(buttonClass, 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100')}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
