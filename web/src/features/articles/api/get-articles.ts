import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ArticleListItem, ListPage } from '@hmti/contract';
import type { ArticleListQuery } from '../lib/list-query';

interface ArticleListParams {
  page: number;
  pageSize: number;
  q?: string;
  tags?: string[];
}

/** The page of the list a list state shows, in the given page size. */
export const articleListParams = ({ q, tags, page }: ArticleListQuery, pageSize: number): ArticleListParams => ({
  page,
  pageSize,
  q: q.trim(),
  tags,
});

/** GET /api/articles?page=&pageSize=&q=&tag=…: one page of published articles, newest first. */
function getArticles({ page, pageSize, q, tags = [] }: ArticleListParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) search.set('q', q.trim());
  for (const tag of tags) search.append('tag', tag);
  return api.get<ListPage<ArticleListItem>>(`/api/articles?${search}`, { signal });
}

export const articlesQueryOptions = (params: ArticleListParams, enabled = true) =>
  queryOptions({
    queryKey: ['articles', 'list', params],
    queryFn: ({ signal }) => getArticles(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
