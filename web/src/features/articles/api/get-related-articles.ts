import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ArticleListItem } from '@hmti/contract';
import { articleApiPath, type ArticleRef } from './get-article';

const RELATED_ARTICLES_LIMIT = 2;

/** GET /api/articles/{id}/related or /api/articles/slug/{slug}/related: only asked for a route that names an article. */
export const relatedArticlesQueryOptions = ({ id, slug }: ArticleRef, enabled = true) =>
  queryOptions({
    queryKey: ['articles', 'related', id ?? null, slug ?? null],
    queryFn: ({ signal }) =>
      api.get<ArticleListItem[]>(`${articleApiPath(id ? { id } : { slug })}/related?limit=${RELATED_ARTICLES_LIMIT}`, {
        signal,
      }),
    enabled: enabled && Boolean(id || slug),
  });
