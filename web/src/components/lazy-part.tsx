import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { LoadFailed } from './ui/load-failed';

/**
 * A part of a page whose code loads on demand (React.lazy). When that code cannot be loaded — offline, a dropped
 * connection — the part says `failed` in its place with "Coba lagi", and the rest of the page stays; without this the
 * failure would reach the page's error screen, which takes it for a new deploy. React keeps a failed lazy component
 * failed, so each try loads the code anew. `fallback` shows while the code loads.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, failed: string) {
  const loadPart = () => lazy(() => load().then((component) => ({ default: component })));
  const loaded = { Part: loadPart() };
  function LazyPart({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [Part, setPart] = useState(() => loaded.Part);
    return (
      <ErrorBoundary
        onReset={() => {
          loaded.Part = loadPart();
          setPart(() => loaded.Part);
        }}
        fallbackRender={({ resetErrorBoundary }) => <LoadFailed message={failed} onRetry={resetErrorBoundary} />}
      >
        <Suspense fallback={fallback}>
          <Part {...(props as P)} />
        </Suspense>
      </ErrorBoundary>
    );
  }
  return LazyPart;
}
