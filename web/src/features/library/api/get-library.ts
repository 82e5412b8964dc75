import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LibraryItem, LibraryItemType, ListPage } from '@hmti/contract';
import type { LibraryQuery } from '../lib/library-query';
import { typeOfTab } from '../lib/library-tabs';

export interface LibraryPageParams {
  page: number;
  pageSize: number;
  q?: string;
  type?: LibraryItemType;
  /** Match q against titles only (the landing section's search). */
  titleOnly?: boolean;
}

/** ?page=&pageSize=&q=&type= (and searchIn=title for titleOnly): the query of a library list, public or managed. */
export function librarySearch({ page, pageSize, q, type, titleOnly }: LibraryPageParams) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  const words = q?.trim();
  if (words) search.set('q', words);
  if (words && titleOnly) search.set('searchIn', 'title');
  if (type) search.set('type', type);
  return search;
}

/** GET /api/library?page=&pageSize=&q=&type=: one page, with its paging meta. */
export const libraryPageQueryOptions = (params: LibraryPageParams) =>
  queryOptions({
    queryKey: ['library', 'page', params],
    queryFn: ({ signal }) => api.get<ListPage<LibraryItem>>(`/api/library?${librarySearch(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The landing section's page: the newest few whose titles match `q`; the rest is on /library. */
export const landingLibraryParams = (q: string): LibraryPageParams => ({ page: 1, pageSize: 6, q, titleOnly: true });

/** /library's page for what its address says. */
export const libraryPageParams = ({ q, type, page }: LibraryQuery): LibraryPageParams => ({
  page,
  pageSize: 12,
  q: q.trim(),
  type: typeOfTab(type),
});
