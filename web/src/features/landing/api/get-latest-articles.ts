import type { ArticleListItem, ListPage } from '@hmti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * GET /api/articles?page=1&pageSize=12: the newest published articles, as many as the section ever shows (6, or 12
 * after 'show more') — one server page, never the whole table.
 */
export const latestArticlesQueryOptions = () =>
  queryOptions({
    queryKey: ['landing', 'articles'],
    queryFn: async () => (await api.get<ListPage<ArticleListItem>>('/api/articles?page=1&pageSize=12')).data,
  });
