import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { articleChanged } from './query-keys';

/** DELETE /api/articles/{id}. */
export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ success: boolean }>(`/api/articles/${positiveId(id, 'article')}`),
    onSuccess: () => articleChanged(queryClient),
  });
}
