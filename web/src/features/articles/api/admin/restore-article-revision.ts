import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { articleChanged } from './query-keys';
import type { EditableArticle } from '@hmti/contract';

/** POST /api/articles/manage/{id}/revisions/{revisionId}/restore: saves that entry again as the article. */
export const restoreArticleRevision = ({ id, revisionId }: { id: number; revisionId: number }) =>
  api.post<EditableArticle>(
    `/api/articles/manage/${positiveId(id, 'article')}/revisions/${positiveId(revisionId, 'revision')}/restore`,
  );

export function useRestoreArticleRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreArticleRevision,
    // The editor starts again from the answer (the restored article) as soon as the mutation settles.
    onSuccess: (article) => articleChanged(queryClient, article),
  });
}
