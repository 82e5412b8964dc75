import type { QueryClient } from '@tanstack/react-query';

/**
 * After any organisation change: every ['organization', …] query (periods, members, positions — the
 * public chart's too — and divisions) and the dashboard's counts.
 */
export const invalidateOrganizationQueries = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['organization'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
