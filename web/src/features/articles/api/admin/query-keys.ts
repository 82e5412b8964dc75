import type { QueryClient } from '@tanstack/react-query';
import type { EditableArticle } from '@hmti/contract';

export const adminArticleKeys = {
  list: ['articles', 'manage', 'list'] as const,
  detail: (id: number) => ['articles', 'manage', id] as const,
  revisions: (id: number) => ['articles', 'manage', id, 'revisions'] as const,
};

/** Everything that shows articles: public lists, pages and tags, the landing's latest, stats, the dashboard. */
const SHOWING_ARTICLES = [['articles'], ['landing', 'articles'], ['stats'], ['dashboard']];

/**
 * After an article changed: the server's answer (the saved article as the editor reads it) becomes its detail, and
 * the management list is fetched again; whatever else shows articles is marked stale, fetched when next shown.
 */
export function articleChanged(queryClient: QueryClient, saved?: EditableArticle) {
  if (saved) queryClient.setQueryData(adminArticleKeys.detail(saved.id), saved);
  return Promise.all([
    ...SHOWING_ARTICLES.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' })),
    queryClient.invalidateQueries({ queryKey: adminArticleKeys.list }),
    // A restore happens in the history dialog, which then shows the new entry.
    saved && queryClient.invalidateQueries({ queryKey: adminArticleKeys.revisions(saved.id) }),
  ]);
}
