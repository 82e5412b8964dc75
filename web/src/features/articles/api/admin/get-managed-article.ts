import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminArticleKeys } from './query-keys';
import type { EditableArticle } from '@hmti/contract';

/** GET /api/articles/manage/{id}: one article with its content, for the editor. */
export const getManagedArticle = (id: number, signal?: AbortSignal) =>
  api.get<EditableArticle>(`/api/articles/manage/${id}`, { signal });

export const useManagedArticle = (id: number | null) =>
  useQuery({
    queryKey: adminArticleKeys.detail(id ?? 0),
    queryFn: id === null ? skipToken : ({ signal }) => getManagedArticle(id, signal),
    staleTime: 0,
  });
