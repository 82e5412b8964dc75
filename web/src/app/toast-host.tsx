import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastContainerWanted, onToastContainerWanted } from '@/lib/toast';

const ToastContainer = lazy(() => import('./toast-container'));

/** Mounts the toast container (and loads the toast library) once the first toast is raised. */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToastContainerWanted, isToastContainerWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  ) : null;
}
