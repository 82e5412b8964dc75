import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadFailed } from './ui/load-failed';

/**
 * A part of a page whose code loads on demand (React.lazy). When that code cannot be loaded — offline, a dropped
 * connection — the part says `failed` in its place with "Coba lagi", and the rest of the page stays; without this the
 * failure would reach the page's error screen, which takes it for a new deploy. React keeps a failed lazy component
 * failed, so a retry (or the part's next mount) loads the code anew. `fallback` shows while the code loads;
 * `failedClassName` places the failure (a dialog's, which has no place of its own on the page).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, failed: string) {
  const fresh = () => {
    loaded.failed = false;
    return (loaded.Part = lazy(() => load().then((component) => ({ default: component }))));
  };
  const loaded = { Part: null as unknown as ComponentType<P>, failed: false };
  fresh();
  function LazyPart({
    fallback = null,
    failedClassName,
    ...props
  }: P & { fallback?: ReactNode; failedClassName?: string }) {
    const [Part, setPart] = useState(() => (loaded.failed ? fresh() : loaded.Part));
    return (
      <ErrorBoundary
        onError={() => (loaded.failed = true)}
        onReset={() => setPart(fresh)}
        fallbackRender={({ resetErrorBoundary }) => (
          <div className={failedClassName}>
            <LoadFailed message={failed} onRetry={resetErrorBoundary} />
          </div>
        )}
      >
        <Suspense fallback={fallback}>
          <Part {...(props as P)} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return LazyPart;
}
