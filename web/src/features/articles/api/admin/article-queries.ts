import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import type { EditableArticle, ListPage, ManagedArticle } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { adminArticleKeys } from './query-keys';

interface ManagedArticleParams {
  page: number;
  pageSize: number;
  /** Trimmed ('' for none). */
  q: string;
  status?: 'published' | 'draft';
}

/** GET /api/articles/manage?page=&pageSize=&q=&status=: one page of own (articles.view) or everyone's (articles.view_others) articles, drafts included. */
export const useManagedArticles = (params: ManagedArticleParams, enabled: boolean) =>
  useQuery({
    queryKey: [...adminArticleKeys.list, params],
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
      if (params.q) search.set('q', params.q);
      if (params.status) search.set('status', params.status);
      return api.get<ListPage<ManagedArticle>>(`/api/articles/manage?${search}`, { signal });
    },
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/articles/manage/{id}: one article with its content, for the editor. */
export const useManagedArticle = (id: number | null) =>
  useQuery({
    queryKey: adminArticleKeys.detail(id ?? 0),
    queryFn:
      id === null ? skipToken : ({ signal }) => api.get<EditableArticle>(`/api/articles/manage/${id}`, { signal }),
    staleTime: 0,
  });

/** GET /api/articles/schedule-clock: the site's time zone and wall time now ('2026-12-01T09:00'), for the schedule. */
export const useScheduleClock = () =>
  useQuery({
    queryKey: ['articles', 'schedule-clock'],
    queryFn: ({ signal }) =>
      api.get<{ timeZone: string; nowLocal: string }>('/api/articles/schedule-clock', { signal }),
    staleTime: 60_000,
  });
