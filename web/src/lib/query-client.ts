import { MutationCache, QueryClient, type EnsureQueryDataOptions, type QueryKey } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The queries showing what the mutation changes: invalidated once it succeeded (after its own onSuccess). */
      invalidates?: QueryKey[];
      /** After a failure too: the server's data may have changed under the user (a conflict, a stale list). */
      evenOnError?: boolean;
    };
  }
}

/**
 * The client of one page (or one server render). A mutation's `meta.invalidates` are read again when it settles (a
 * read still loading is dropped: it began before the write), and it stays pending until the shown ones have
 * refetched, so a caller awaiting `mutateAsync` (a dialog that closes) finds the fresh data.
 */
export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    // Every query: fresh for 10 s, refetched on focus, no retries, no polling, kept 5 min.
    defaultOptions: {
      queries: { staleTime: 10_000, gcTime: 5 * 60_000, refetchOnWindowFocus: true, retry: false },
      mutations: { retry: false },
    },
    mutationCache: new MutationCache({
      onSettled: (_data, error, _variables, _context, mutation) => {
        const { invalidates = [], evenOnError = false } = mutation.meta ?? {};
        if (error && !evenOnError) return;
        return Promise.all(
          invalidates.map(async (queryKey) => {
            // A read still loading began before the write; invalidating would wait for it (TanStack cancels a
            // running read only when the query has data), so the list would come back without what was saved.
            await queryClient.cancelQueries({ queryKey, predicate: (query) => query.state.data === undefined });
            await queryClient.invalidateQueries({ queryKey });
          }),
        );
      },
    }),
  });
  return queryClient;
}

/** Reads queries into the cache unless there; a failed read leaves no trace (its component shows it loading, asks again). */
export const readsInto =
  (queryClient: QueryClient) =>
  <T, K extends QueryKey>(options: EnsureQueryDataOptions<T, Error, T, K>) =>
    queryClient.ensureQueryData(options).catch(() => {
      queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
      return undefined;
    });
