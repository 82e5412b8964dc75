import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ArticleListItem, ArticleRef } from '../types';

export const RELATED_ARTICLES_LIMIT = 2;

function relatedPath({ id, slug }: ArticleRef, limit: number): string | null {
  if (id) return `/api/articles/${encodeURIComponent(id)}/related?limit=${limit}`;
  if (slug) return `/api/articles/slug/${encodeURIComponent(slug)}/related?limit=${limit}`;
  return null;
}

/** GET /api/articles/{id}/related or /api/articles/slug/{slug}/related. */
export const getRelatedArticles = (ref: ArticleRef, limit = RELATED_ARTICLES_LIMIT, signal?: AbortSignal) => {
  const path = relatedPath(ref, limit);
  return path ? api.get<ArticleListItem[]>(path, { signal }) : Promise.resolve([]);
};

export const relatedArticlesQueryOptions = ({ id, slug }: ArticleRef, enabled = true) =>
  queryOptions({
    queryKey: ['articles', 'related', id ?? null, slug ?? null],
    queryFn: ({ signal }) => getRelatedArticles({ id, slug }, RELATED_ARTICLES_LIMIT, signal),
    enabled: enabled && Boolean(id || slug),
  });

export const useRelatedArticles = (ref: ArticleRef, enabled = true) =>
  useQuery(relatedArticlesQueryOptions(ref, enabled));
