import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ArticleListItem } from '@hmti/contract';
import { articleApiPath, type ArticleRef } from './get-article';

/** GET /api/articles/{id}/related or /api/articles/slug/{slug}/related (two): only for a route that names one. */
export const relatedArticlesQueryOptions = ({ id, slug }: ArticleRef, enabled = true) =>
  queryOptions({
    queryKey: ['articles', 'related', id ?? null, slug ?? null],
    queryFn: ({ signal }) =>
      api.get<ArticleListItem[]>(`${articleApiPath(id ? { id } : { slug })}/related?limit=2`, { signal }),
    enabled: enabled && Boolean(id || slug),
  });
