import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { articleChanged } from './query-keys';

const articleId = z.number().int().positive();

/** DELETE /api/articles/{id}. */
export const deleteArticle = (id: number) => api.delete<{ success: boolean }>(`/api/articles/${articleId.parse(id)}`);

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteArticle, onSuccess: () => articleChanged(queryClient) });
}
