import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { adminArticleKeys } from './query-keys';
import type { ArticleRevisionSummary } from '@hmti/contract';

/** GET /api/articles/manage/{id}/revisions: the article's history, newest first. */
export const getArticleRevisions = (id: number, signal?: AbortSignal) =>
  api.get<{ data: ArticleRevisionSummary[] }>(`/api/articles/manage/${positiveId(id, 'article')}/revisions`, {
    signal,
  });

export const useArticleRevisions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...adminArticleKeys.detail(id), 'revisions'],
    queryFn: ({ signal }) => getArticleRevisions(id, signal),
    staleTime: 0,
    enabled,
  });
