import type { LibraryItem, ListPage } from '@hmti/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
