import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { articleChanged } from './query-keys';
import type { EditableArticle } from '@hmti/contract';

const positiveId = z.number().int().positive();

/** POST /api/articles/manage/{id}/revisions/{revisionId}/restore: saves that entry again as the article. */
export const restoreArticleRevision = ({ id, revisionId }: { id: number; revisionId: number }) =>
  api.post<EditableArticle>(
    `/api/articles/manage/${positiveId.parse(id)}/revisions/${positiveId.parse(revisionId)}/restore`,
  );

export function useRestoreArticleRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreArticleRevision,
    // The editor starts again from the answer (the restored article) as soon as the mutation settles.
    onSuccess: (article) => articleChanged(queryClient, article),
  });
}
