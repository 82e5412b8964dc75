import { paginationWindow } from '@/lib/pagination';
import { cn } from '@/lib/cn';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
  /** Names the navigation landmark when a page has more than one. */
  label?: string;
}

const BUTTON =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors';

/** Previous / page numbers with ellipses / Next. Renders nothing for a single page. */
export function Pagination({ page, pageCount, onPageChange, className, label = 'Pagination' }: PaginationProps) {
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== page) onPageChange(target);
  };
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-center gap-2', className)}>
      <button
        type="button"
        className={cn(
          BUTTON,
          'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-white',
        )}
        onClick={() => go(page - 1)}
        disabled={page <= 1}
      >
        Previous
      </button>
      {paginationWindow(page, pageCount).map((item, index) =>
        item === 'ellipsis' ? (
          <span key={`ellipsis-${index}`} className="px-1 text-slate-600" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            onClick={() => go(item)}
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Halaman ${item}`}
            className={cn(
              BUTTON,
              item === page
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
            )}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(
          BUTTON,
          'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-white',
        )}
        onClick={() => go(page + 1)}
        disabled={page >= pageCount}
      >
        Next
      </button>
    </nav>
  );
}
