import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminArticleKeys } from './query-keys';
import type { EditableArticle } from '@hmti/contract';

/** GET /api/articles/manage/{id}: one article with its content, for the editor. */
export const useManagedArticle = (id: number | null) =>
  useQuery({
    queryKey: adminArticleKeys.detail(id ?? 0),
    queryFn:
      id === null ? skipToken : ({ signal }) => api.get<EditableArticle>(`/api/articles/manage/${id}`, { signal }),
    staleTime: 0,
  });
