import type { QueryClient } from '@tanstack/react-query';

export const adminArticleKeys = {
  all: ['articles', 'manage'] as const,
  detail: (id: number) => ['articles', 'manage', id] as const,
};

/** After any article change: public lists/details/tags, the landing's latest articles, stats and the dashboard. */
export function invalidateArticleQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['articles'] }),
    queryClient.invalidateQueries({ queryKey: ['landing', 'articles'] }),
    queryClient.invalidateQueries({ queryKey: ['stats'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
