import type { QueryClient } from '@tanstack/react-query';

/** After any library change: the management list, the public library queries and the dashboard stats. */
export const invalidateLibraryQueries = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['library'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
