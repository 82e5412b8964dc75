import { useState, type ReactNode } from 'react';
import { HydrationBoundary, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { AppErrorFallback } from '@/components/errors/app-error-fallback';
import { createQueryClient } from '@/lib/query-client';
import { ToastHost } from './toast-host';

export function AppProvider({
  children,
  dehydratedState,
  queryClient: given,
}: {
  children: ReactNode;
  /** The server's query cache, when it rendered the page. */
  dehydratedState?: DehydratedState;
  /** The server renderer brings its own client (filled before rendering). */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <ErrorBoundary FallbackComponent={AppErrorFallback}>
      <QueryClientProvider client={queryClient}>
        <HydrationBoundary state={dehydratedState}>
          {children}
          <ToastHost />
        </HydrationBoundary>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
