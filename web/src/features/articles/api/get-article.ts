import { queryOptions } from '@tanstack/react-query';
import { type Article, ARTICLE_PREVIEW_PARAM } from '@hmti/contract';
import { api, ApiError } from '@/lib/api-client';

/** How the detail routes name an article: /artikel/:id/:slug, /artikel/:id or /artikel/slug/:slug. */
export interface ArticleRef {
  id?: string;
  slug?: string;
}

/** The API path for a detail route: by id and slug, by id, or by slug alone; with /admin's preview token if given. */
export function articleApiPath({ id, slug }: ArticleRef, preview?: string): string | null {
  if (!id) return slug ? `/api/articles/slug/${encodeURIComponent(slug)}` : null;
  const query = preview ? `?${ARTICLE_PREVIEW_PARAM}=${encodeURIComponent(preview)}` : '';
  return `/api/articles/${encodeURIComponent(id)}${slug ? `/${encodeURIComponent(slug)}` : ''}${query}`;
}

/**
 * An article page's read: the article, or null when there is none to show (the API answers 404 for an unknown or
 * unpublished one). Not an error, so the server renders the page's 'Artikel tidak ditemukan' as it is (a failed read
 * would be dropped and the page sent still loading). `preview`: /admin's preview token, which shows a draft too.
 */
export const articleQueryOptions = ({ id, slug }: ArticleRef, preview?: string) =>
  queryOptions({
    queryKey: ['articles', 'detail', id ?? null, slug ?? null, ...(preview ? [preview] : [])],
    queryFn: async ({ signal }): Promise<Article | null> => {
      const path = articleApiPath({ id, slug }, preview);
      if (!path) return null;
      try {
        return await api.get<Article>(path, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Boolean(id || slug),
  });
