import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LibraryItemType, LibraryItem, LibraryPage } from '../types';

/** GET /api/library: every published item, newest first. */
export const getLibrary = (signal?: AbortSignal) => api.get<LibraryItem[]>('/api/library', { signal });

export const libraryQueryOptions = () => queryOptions({ queryKey: ['library', 'all'], queryFn: ({ signal }) => getLibrary(signal) });

export const useLibrary = () => useQuery(libraryQueryOptions());

export interface LibraryPageParams {
  page: number;
  pageSize: number;
  q?: string;
  type?: LibraryItemType;
}

/** GET /api/library?page=&pageSize=&q=&type=: one page, with its paging meta. */
export function getLibraryPage({ page, pageSize, q, type }: LibraryPageParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) search.set('q', q.trim());
  if (type) search.set('type', type);
  return api.get<LibraryPage>(`/api/library?${search}`, { signal });
}

export const libraryPageQueryOptions = (params: LibraryPageParams) =>
  queryOptions({ queryKey: ['library', 'page', params], queryFn: ({ signal }) => getLibraryPage(params, signal), placeholderData: keepPreviousData });

export const useLibraryPage = (params: LibraryPageParams) => useQuery(libraryPageQueryOptions(params));
