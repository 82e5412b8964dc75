import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { adminArticleKeys, articleChanged } from './query-keys';
import type { ArticleRevision, ArticleRevisionSummary, EditableArticle } from '@hmti/contract';

const revisionsPath = (id: number) => `/api/articles/manage/${positiveId(id, 'article')}/revisions`;
const revisionPath = (id: number, revisionId: number) => `${revisionsPath(id)}/${positiveId(revisionId, 'revision')}`;

/** GET /api/articles/manage/{id}/revisions: the article's history, newest first. */
export const useArticleRevisions = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: adminArticleKeys.revisions(id),
    queryFn: ({ signal }) => api.get<{ data: ArticleRevisionSummary[] }>(revisionsPath(id), { signal }),
    staleTime: 0,
    enabled,
  });

/** GET /api/articles/manage/{id}/revisions/{revisionId}: one entry of the history in full. */
export const useArticleRevision = (id: number, revisionId: number) =>
  useQuery({
    queryKey: [...adminArticleKeys.revisions(id), revisionId],
    queryFn: ({ signal }) => api.get<ArticleRevision>(revisionPath(id, revisionId), { signal }),
    // An entry never changes once written.
    staleTime: Infinity,
  });

/** POST /api/articles/manage/{id}/revisions/{revisionId}/restore: saves that entry again as the article. */
export function useRestoreArticleRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, revisionId }: { id: number; revisionId: number }) =>
      api.post<EditableArticle>(`${revisionPath(id, revisionId)}/restore`),
    // The editor starts again from the answer (the restored article) as soon as the mutation settles.
    onSuccess: (article) => articleChanged(queryClient, article),
  });
}
