import type { ReactNode, RefObject } from 'react';
import { ActionLink } from './action-link';
import { paginationWindow } from '@/lib/pagination';
import { cn } from '@/lib/cn';

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  className?: string;
  /** Names the navigation landmark (a page may have more than one). */
  label: string;
  /**
   * The address of a page, where the page number lives in the URL: the controls are then real links (they work
   * without JavaScript too, e.g. in the server-rendered page) that the app follows itself on a plain click.
   */
  hrefFor?: (page: number) => string;
  /** The list the pages are of: a chosen page is read from its top, brought into view. */
  scrollTo?: RefObject<HTMLElement | null>;
}

interface ControlProps {
  target: number;
  disabled?: boolean;
  className: string;
  children: ReactNode;
  hrefFor?: (page: number) => string;
  go: (page: number) => void;
  'aria-current'?: 'page';
  'aria-label'?: string;
}

/** One control: a button, or with `hrefFor` a link that keeps the button's role (it acts in place with JavaScript). */
function Control({ target, disabled, className, children, hrefFor, go, ...aria }: ControlProps) {
  if (hrefFor && !disabled)
    return (
      <ActionLink href={hrefFor(target)} onAct={() => go(target)} className={className} {...aria}>
        {children}
      </ActionLink>
    );
  return (
    <button type="button" className={className} onClick={() => go(target)} disabled={disabled} {...aria}>
      {children}
    </button>
  );
}

const BUTTON =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-medium transition-colors';
/** Previous and Next. */
const STEP = cn(
  BUTTON,
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-white',
);

/** Previous / page numbers with ellipses / Next. Renders nothing for a single page. */
export function Pagination({ page, pageCount, onPageChange, className, label, hrefFor, scrollTo }: PaginationProps) {
  if (pageCount <= 1) return null;
  const go = (target: number) => {
    if (target < 1 || target > pageCount || target === page) return;
    onPageChange(target);
    scrollTo?.current?.scrollIntoView({ block: 'start' });
  };
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-center gap-2', className)}>
      <Control target={page - 1} go={go} hrefFor={hrefFor} className={STEP} disabled={page <= 1}>
        Previous
      </Control>
      {paginationWindow(page, pageCount).map((item, index) =>
        item === 'ellipsis' ? (
          <span key={`ellipsis-${index}`} className="px-1 text-slate-600" aria-hidden="true">
            …
          </span>
        ) : (
          <Control
            key={item}
            target={item}
            go={go}
            hrefFor={hrefFor}
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
          </Control>
        ),
      )}
      <Control target={page + 1} go={go} hrefFor={hrefFor} className={STEP} disabled={page >= pageCount}>
        Next
      </Control>
    </nav>
  );
}
