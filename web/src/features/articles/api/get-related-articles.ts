import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ArticleListItem } from '@hmti/contract';
import { articleApiPath, type ArticleRef } from './get-article';

/** GET /api/articles/{id}/related, else /api/articles/slug/{slug}/related (two): only for a route that names one. */
export const relatedArticlesQueryOptions = ({ id, slug }: ArticleRef, enabled = true) => {
  const ref: ArticleRef = id ? { id } : { slug };
  return queryOptions({
    queryKey: ['articles', 'related', ref],
    queryFn: ({ signal }) => api.get<ArticleListItem[]>(`${articleApiPath(ref)}/related?limit=2`, { signal }),
    enabled: enabled && Boolean(id || slug),
  });
};
