import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ArticleListItem, ArticleRef } from '../types';

const RELATED_ARTICLES_LIMIT = 2;

/** GET /api/articles/{id}/related or /api/articles/slug/{slug}/related. */
export const getRelatedArticles = ({ id, slug }: ArticleRef, signal?: AbortSignal) =>
  api.get<ArticleListItem[]>(
    id
      ? `/api/articles/${encodeURIComponent(id)}/related?limit=${RELATED_ARTICLES_LIMIT}`
      : `/api/articles/slug/${encodeURIComponent(slug ?? '')}/related?limit=${RELATED_ARTICLES_LIMIT}`,
    { signal },
  );

/** Only asked for a route that names an article. */
export const relatedArticlesQueryOptions = ({ id, slug }: ArticleRef, enabled = true) =>
  queryOptions({
    queryKey: ['articles', 'related', id ?? null, slug ?? null],
    queryFn: ({ signal }) => getRelatedArticles({ id, slug }, signal),
    enabled: enabled && Boolean(id || slug),
  });

export const useRelatedArticles = (ref: ArticleRef, enabled = true) =>
  useQuery(relatedArticlesQueryOptions(ref, enabled));
