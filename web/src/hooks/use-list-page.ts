import { useEffect, useEffectEvent } from 'react';

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
