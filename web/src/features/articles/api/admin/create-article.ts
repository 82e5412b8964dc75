import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newArticleSchema, toArticleFormData, type ArticleInput } from './article-input';
import { articleChanged } from './query-keys';
import { type EditableArticle, inputOf } from '@hmti/contract';

/** POST /api/articles (multipart). */
export const createArticle = (input: ArticleInput) =>
  api.post<EditableArticle>('/api/articles', toArticleFormData(inputOf(newArticleSchema, input)));

export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createArticle, onSuccess: (saved) => articleChanged(queryClient, saved) });
}
