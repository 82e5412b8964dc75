import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage, ManagedArticle } from '@hmti/contract';
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
