import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LibraryItemType, MediaKind } from '../../types';

/** A row of the management list: the public item plus its Drive file ids and author. */
export interface ManagedLibraryItem {
  _id: number;
  id: number;
  title: string;
  description: string;
  fullDescription: string;
  type: LibraryItemType;
  /** Display URLs, also for videos. */
  images: string[];
  mediaKinds: MediaKind[];
  /** One per entry of images; '' for media that did not come from Drive. */
  gdriveFileIds: string[];
  authorId: number | null;
  date: string;
  time: string;
  createdAt: string;
}

export const libraryManageKey = ['library', 'manage'] as const;

/** GET /api/library/manage: own items with library.view, all with library.view_others. */
export const getLibraryManage = (signal?: AbortSignal) => api.get<ManagedLibraryItem[]>('/api/library/manage', { signal });

/** Never stale: refetched on every mount and window focus. */
export const libraryManageQueryOptions = () =>
  queryOptions({ queryKey: libraryManageKey, queryFn: ({ signal }) => getLibraryManage(signal), staleTime: 0, refetchOnMount: 'always', refetchOnWindowFocus: 'always' });

export const useLibraryManage = (enabled: boolean) => useQuery({ ...libraryManageQueryOptions(), enabled });
