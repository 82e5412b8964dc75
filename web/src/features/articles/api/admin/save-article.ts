import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { articleInputSchema, newArticleSchema, toArticleFormData, type ArticleInput } from './article-input';
import { articleChanged } from './query-keys';
import { type EditableArticle, inputOf } from '@hmti/contract';

/**
 * POST /api/articles for a new article (no id), PUT /api/articles/{id} for a saved one; both multipart. An update
 * without a new image or link keeps the current picture.
 */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ArticleInput }) =>
      id === undefined
        ? api.post<EditableArticle>('/api/articles', toArticleFormData(inputOf(newArticleSchema, input)))
        : api.put<EditableArticle>(
            `/api/articles/${positiveId(id, 'article')}`,
            toArticleFormData(inputOf(articleInputSchema, input)),
          ),
    onSuccess: (saved) => articleChanged(queryClient, saved),
  });
}
