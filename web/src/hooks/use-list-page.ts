import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/**
 * The page shown of a list, back to 1 whenever its filters change — in the render that brings the new filters, so the
 * list is never asked for the old page with them (which could be past its end, and flash 'nothing found' first).
 */
export function useListPage(filters: readonly unknown[]) {
  const key = JSON.stringify(filters);
  const [chosen, setChosen] = useState({ key, page: 1 });
  const page = chosen.key === key ? chosen.page : 1;
  const setPage = useCallback((next: number) => setChosen({ key, page: next }), [key]);
  return [page, setPage] as const;
}

/**
 * A page past the end of its list (an old link, a list grown shorter, a delete that emptied the last page) moves to
 * the last page there is, once the list has answered for that page (`active`: e.g. only the layout on screen).
 */
export function useLastPageWhenPastEnd(
  page: number,
  list: { data?: { meta: { pageCount: number } }; isPlaceholderData: boolean },
  moveTo: (page: number) => void,
  active = true,
) {
  const pageCount = list.isPlaceholderData ? 0 : (list.data?.meta.pageCount ?? 0);
  const move = useEffectEvent(moveTo);
  useEffect(() => {
    if (active && pageCount >= 1 && page > pageCount) move(pageCount);
  }, [active, page, pageCount]);
}
