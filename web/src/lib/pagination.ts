import { PAGE_MAX } from '@hmti/contract';

type PageItem = number | 'ellipsis';

/** How many pages are shown on each side of the current one. */
const WINDOW = 2;

/**
 * The page buttons to show: the first and the last page always, plus a window of pages around the
 * current one; a gap between them becomes an ellipsis. Pages are 1-based.
 */
export function paginationWindow(current: number, pageCount: number): PageItem[] {
  if (!Number.isFinite(pageCount) || pageCount < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pageCount);
  const items: PageItem[] = [];
  for (let p = 1; p <= pageCount; p += 1) {
    const inWindow = p >= page - WINDOW && p <= page + WINDOW;
    if (p === 1 || p === pageCount || inWindow) items.push(p);
    else if (items[items.length - 1] !== 'ellipsis') items.push('ellipsis');
  }
  return items;
}

/** A page number read from the address: a whole number from 1 to PAGE_MAX; anything else is page 1 (never a throw). */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, PAGE_MAX) : 1;
}
