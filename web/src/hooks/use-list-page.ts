import { useCallback, useEffect, useState } from 'react';

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

/** A page emptied by a delete (the list's answer for it is empty) moves back to the last page there is. */
export function useLastPageWhenEmptied(
  page: number,
  setPage: (page: number) => void,
  answer: { data: readonly unknown[]; meta: { pageCount: number } } | undefined,
) {
  const lastPage = answer?.data.length === 0 ? answer.meta.pageCount : page;
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage, setPage]);
}
