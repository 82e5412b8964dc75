import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { AppErrorFallback } from '@/components/errors/app-error-fallback';
import { ToastHost } from './toast-host';

/** The app's query cache (the server renderer's per request, the browser's for the tab) and its error screen. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <ErrorBoundary FallbackComponent={AppErrorFallback}>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToastHost />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
