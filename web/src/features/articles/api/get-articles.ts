import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ArticleListItem, ListPage } from '@hmti/contract';
import type { ArticleListQuery } from '../lib/list-query';

type ArticleListParams = ArticleListQuery & { pageSize: number };

/** The page of the list a list state shows, in the given page size. */
export const articleListParams = (query: ArticleListQuery, pageSize: number): ArticleListParams => ({
  ...query,
  q: query.q.trim(),
  pageSize,
});

/** GET /api/articles?page=&pageSize=&q=&tag=…: one page of published articles, newest first. */
export const articlesQueryOptions = (params: ArticleListParams, enabled = true) =>
  queryOptions({
    queryKey: ['articles', 'list', params],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
      if (params.q) search.set('q', params.q);
      for (const tag of params.tags) search.append('tag', tag);
      return api.get<ListPage<ArticleListItem>>(`/api/articles?${search}`, { signal });
    },
    placeholderData: keepPreviousData,
    enabled,
  });
