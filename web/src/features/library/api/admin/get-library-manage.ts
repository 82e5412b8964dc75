import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LibraryItemType, LibraryPage, MediaKind } from '../../types';

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

export interface LibraryManageParams {
  page: number;
  pageSize: number;
  q?: string;
  type?: LibraryItemType;
}

export type ManagedLibraryPage = Pick<LibraryPage, 'meta'> & { data: ManagedLibraryItem[] };

/** GET /api/library/manage?page=&pageSize=&q=&type=: one page of own items (library.view) or everyone's (library.view_others). */
export function getLibraryManage({ page, pageSize, q, type }: LibraryManageParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) search.set('q', q.trim());
  if (type) search.set('type', type);
  return api.get<ManagedLibraryPage>(`/api/library/manage?${search}`, { signal });
}

/** Never stale: refetched on every mount and window focus; the previous page stays shown while the next loads. */
export const libraryManageQueryOptions = (params: LibraryManageParams) =>
  queryOptions({
    queryKey: [...libraryManageKey, params],
    queryFn: ({ signal }) => getLibraryManage(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: 'always',
  });

export const useLibraryManage = (params: LibraryManageParams, enabled: boolean) =>
  useQuery({ ...libraryManageQueryOptions(params), enabled });
