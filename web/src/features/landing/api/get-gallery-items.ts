import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface GalleryLibraryItem {
  id: number;
  type: 'photo' | 'video';
  images: string[];
}

/** GET /api/library: the items whose photos fill the background gallery. */
export const fetchGalleryItems = () => api.get<GalleryLibraryItem[]>('/api/library');

export const galleryItemsQueryOptions = () =>
  queryOptions({ queryKey: ['landing', 'gallery'], queryFn: fetchGalleryItems, staleTime: 5 * 60_000, refetchOnWindowFocus: false });

export const useGalleryItems = () => useQuery(galleryItemsQueryOptions());
