import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { articleInputSchema, newArticleSchema, toArticleFormData, type ArticleInput } from './article-input';
import { articleChanged } from './query-keys';
import { type EditableArticle, inputOf } from '@hmti/contract';

/** POST /api/articles (multipart). */
export function useCreateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ArticleInput) =>
      api.post<EditableArticle>('/api/articles', toArticleFormData(inputOf(newArticleSchema, input))),
    onSuccess: (saved) => articleChanged(queryClient, saved),
  });
}

/** PUT /api/articles/{id} (multipart); without a new image or link the current picture stays. */
export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ArticleInput }) =>
      api.put<EditableArticle>(
        `/api/articles/${positiveId(id, 'article')}`,
        toArticleFormData(inputOf(articleInputSchema, input)),
      ),
    onSuccess: (saved) => articleChanged(queryClient, saved),
  });
}
