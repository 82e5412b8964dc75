import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ArticleListItem, ArticleTagCount, ListPage } from '@hmti/contract';
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

/** GET /api/articles/tags: every tag of published articles, most used first. */
export const articleTagsQueryOptions = () =>
  queryOptions({
    queryKey: ['articles', 'tags'],
    queryFn: ({ signal }) => api.get<ArticleTagCount[]>('/api/articles/tags', { signal }),
  });
