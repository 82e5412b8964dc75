import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { AppErrorFallback } from '@/components/errors/app-error-fallback';
import { isToastContainerWanted, onToastContainerWanted } from '@/lib/toast';

const ToastContainer = lazy(() => import('./toast-container'));

/**
 * The app's query cache (the server renderer's per request, the browser's for the tab), its error screen, and the
 * toast container, mounted (and the toast library loaded) once the first toast is raised.
 */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const toastsWanted = useSyncExternalStore(onToastContainerWanted, isToastContainerWanted, () => false);
  return (
    <ErrorBoundary FallbackComponent={AppErrorFallback}>
      <QueryClientProvider client={queryClient}>
        {children}
        {toastsWanted ? (
          <Suspense fallback={null}>
            <ToastContainer />
          </Suspense>
        ) : null}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
