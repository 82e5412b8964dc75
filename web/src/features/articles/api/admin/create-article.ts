import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newArticleSchema, toArticleFormData, type ArticleInput } from './article-input';
import { invalidateArticleQueries } from './query-keys';
import type { EditableArticle } from './types';

/** POST /api/articles (multipart). */
export const createArticle = (input: ArticleInput) =>
  api.post<EditableArticle>('/api/articles', toArticleFormData(newArticleSchema.parse(input)));

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createArticle, onSuccess: () => invalidateArticleQueries(queryClient) });
}
