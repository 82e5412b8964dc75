import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Article, ArticleRef } from '../types';

/** The API path for a detail route: by id and slug, by id, or by slug alone. */
export function articlePath({ id, slug }: ArticleRef): string | null {
  if (id)
    return slug
      ? `/api/articles/${encodeURIComponent(id)}/${encodeURIComponent(slug)}`
      : `/api/articles/${encodeURIComponent(id)}`;
  if (slug) return `/api/articles/slug/${encodeURIComponent(slug)}`;
  return null;
}

export const getArticle = (ref: ArticleRef, signal?: AbortSignal) => {
  const path = articlePath(ref);
  if (!path) return Promise.reject(new Error('Artikel tidak ditemukan'));
  return api.get<Article>(path, { signal });
};

export const articleQueryOptions = ({ id, slug }: ArticleRef) =>
  queryOptions({
    queryKey: ['articles', 'detail', id ?? null, slug ?? null],
    queryFn: ({ signal }) => getArticle({ id, slug }, signal),
    enabled: Boolean(id || slug),
  });

export const useArticle = (ref: ArticleRef) => useQuery(articleQueryOptions(ref));
