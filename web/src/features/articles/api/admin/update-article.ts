import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positiveId } from '@/lib/positive-id';
import { articleInputSchema, toArticleFormData, type ArticleInput } from './article-input';
import { articleChanged } from './query-keys';
import { type EditableArticle, inputOf } from '@hmti/contract';

/** PUT /api/articles/{id} (multipart); without a new image or link the current picture stays. */
export const updateArticle = ({ id, input }: { id: number; input: ArticleInput }) =>
  api.put<EditableArticle>(
    `/api/articles/${positiveId(id, 'article')}`,
    toArticleFormData(inputOf(articleInputSchema, input)),
  );

export function useUpdateArticle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateArticle, onSuccess: (saved) => articleChanged(queryClient, saved) });
}
