import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { articleChanged } from './query-keys';

/** DELETE /api/articles/{id}. */
export const deleteArticle = (id: number) =>
  api.delete<{ success: boolean }>(`/api/articles/${positiveId(id, 'article')}`);

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteArticle, onSuccess: () => articleChanged(queryClient) });
}
