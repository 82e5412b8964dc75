import type { LibraryItem, ListPage } from '@hmti/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Enough items to pick 12 photos from, however large the library grows. */
export const GALLERY_SOURCE_ITEMS = 24;

/** GET /api/library?page=1&pageSize=24&type=photo: the newest photo items, whose pictures fill the background gallery. */
export const fetchGalleryItems = async () =>
  (await api.get<ListPage<LibraryItem>>(`/api/library?page=1&pageSize=${GALLERY_SOURCE_ITEMS}&type=photo`)).data;

export const galleryItemsQueryOptions = () =>
  queryOptions({
    queryKey: ['landing', 'gallery'],
    queryFn: fetchGalleryItems,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

export const useGalleryItems = () => useQuery(galleryItemsQueryOptions());
