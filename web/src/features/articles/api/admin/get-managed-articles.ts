import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminArticleKeys } from './query-keys';
import type { ManagedArticle } from './types';

/** GET /api/articles/manage: own articles (articles.view) or everyone's (articles.view_others), drafts included. */
export const getManagedArticles = (signal?: AbortSignal) => api.get<ManagedArticle[]>('/api/articles/manage', { signal });

export const managedArticlesQueryOptions = (enabled = true) =>
  queryOptions({ queryKey: adminArticleKeys.all, queryFn: ({ signal }) => getManagedArticles(signal), enabled });

export const useManagedArticles = (enabled = true) => useQuery(managedArticlesQueryOptions(enabled));
