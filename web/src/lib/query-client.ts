import { QueryClient, type DefaultOptions, type EnsureQueryDataOptions, type QueryKey } from '@tanstack/react-query';

/** Defaults for every query: fresh for 10 s, refetch on focus, no retries, no polling, kept 5 min. */
export const queryDefaults: DefaultOptions = {
  queries: {
    staleTime: 10_000,
    gcTime: 5 * 60_000,
    refetchOnWindowFocus: true,
    retry: false,
  },
  mutations: { retry: false },
};

/** Backoff where a query opts into retries: 1000 ms × 2^attempt, capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

export const createQueryClient = () => new QueryClient({ defaultOptions: queryDefaults });

/** Reads queries into the cache unless there; a failed read leaves no trace (its component shows it loading, asks again). */
export const readsInto =
  (queryClient: QueryClient) =>
  <T, K extends QueryKey>(options: EnsureQueryDataOptions<T, Error, T, K>) =>
    queryClient.ensureQueryData(options).catch(() => {
      queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
      return undefined;
    });
