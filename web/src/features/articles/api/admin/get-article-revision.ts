import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { adminArticleKeys } from './query-keys';
import type { ArticleRevision } from '@hmti/contract';

/** GET /api/articles/manage/{id}/revisions/{revisionId}: one entry of the history in full. */
export const getArticleRevision = (id: number, revisionId: number, signal?: AbortSignal) =>
  api.get<ArticleRevision>(
    `/api/articles/manage/${positiveId(id, 'article')}/revisions/${positiveId(revisionId, 'revision')}`,
    { signal },
  );

export const useArticleRevision = (id: number, revisionId: number | null) =>
  useQuery({
    queryKey: [...adminArticleKeys.detail(id), 'revisions', revisionId ?? 0],
    queryFn: revisionId === null ? skipToken : ({ signal }) => getArticleRevision(id, revisionId, signal),
    // An entry never changes once written.
    staleTime: Infinity,
  });
