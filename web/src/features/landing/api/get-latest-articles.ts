import type { ArticleListItem, ListPage } from '@hmti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The most the section ever shows (6 or 12 after 'show more'). */
export const LATEST_ARTICLES_LIMIT = 12;

/** GET /api/articles?page=1&pageSize=12: the newest published articles — one server page, never the whole table. */
export const fetchLatestArticles = async () =>
  (await api.get<ListPage<ArticleListItem>>(`/api/articles?page=1&pageSize=${LATEST_ARTICLES_LIMIT}`)).data;

export const latestArticlesQueryOptions = () =>
  queryOptions({ queryKey: ['landing', 'articles'], queryFn: fetchLatestArticles });

export const useLatestArticles = () => useQuery(latestArticlesQueryOptions());
