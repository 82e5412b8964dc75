import type { ArticleListItem, LibraryItem, ListPage, SiteStats } from '@hmti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/stats (until it answers, or when it fails, the tiles show a neutral dash). */
export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ['stats'],
    queryFn: () => api.get<SiteStats>('/api/stats'),
    refetchInterval: 30_000,
    staleTime: 60_000,
  });

/**
 * GET /api/articles?page=1&pageSize=12: the newest published articles, as many as the section ever shows (6, or 12
 * after 'show more') — one server page, never the whole table.
 */
export const latestArticlesQueryOptions = () =>
  queryOptions({
    queryKey: ['landing', 'articles'],
    queryFn: async () => (await api.get<ListPage<ArticleListItem>>('/api/articles?page=1&pageSize=12')).data,
  });

/**
 * GET /api/library?page=1&pageSize=24&type=photo: the newest photo items, whose pictures fill the background gallery
 * (enough to pick 12 photos from, however large the library grows).
 */
export const galleryItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['landing', 'gallery'],
    queryFn: async () => (await api.get<ListPage<LibraryItem>>('/api/library?page=1&pageSize=24&type=photo')).data,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });
