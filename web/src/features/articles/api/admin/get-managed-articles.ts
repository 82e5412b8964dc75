import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage, ManagedArticle } from '@hmti/contract';
import { api } from '@/lib/api-client';
import { adminArticleKeys } from './query-keys';

interface ManagedArticleParams {
  page: number;
  pageSize: number;
  q?: string;
  status?: 'published' | 'draft';
}

/** GET /api/articles/manage?page=&pageSize=&q=&status=: one page of own (articles.view) or everyone's (articles.view_others) articles, drafts included. */
function getManagedArticles({ page, pageSize, q, status }: ManagedArticleParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q?.trim()) search.set('q', q.trim());
  if (status) search.set('status', status);
  return api.get<ListPage<ManagedArticle>>(`/api/articles/manage?${search}`, { signal });
}

export const useManagedArticles = (params: ManagedArticleParams, enabled: boolean) =>
  useQuery({
    queryKey: [...adminArticleKeys.list, params],
    queryFn: ({ signal }) => getManagedArticles(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
