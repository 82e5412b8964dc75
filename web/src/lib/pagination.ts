export type PageItem = number | 'ellipsis';

/** How many pages are shown on each side of the current one. */
export const PAGE_WINDOW = 2;

/**
 * The page buttons to show: the first and the last page always, plus a window of pages around the
 * current one; a gap between them becomes an ellipsis. Pages are 1-based.
 */
export function paginationWindow(current: number, pageCount: number, window = PAGE_WINDOW): PageItem[] {
  if (!Number.isFinite(pageCount) || pageCount < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pageCount);
  const items: PageItem[] = [];
  for (let p = 1; p <= pageCount; p += 1) {
    const inWindow = p >= page - window && p <= page + window;
    if (p === 1 || p === pageCount || inWindow) items.push(p);
    else if (items[items.length - 1] !== 'ellipsis') items.push('ellipsis');
  }
  return items;
}
