import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Full-screen covers (the loading screen, the splash, the maintenance screen) say they are showing, so
 * floating page furniture such as the chat launcher can step aside instead of sitting on top of them.
 */
let covers = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Call in a full-screen cover; the page counts as covered while it is mounted. */
export function useCoversPage() {
  useLayoutEffect(() => {
    covers += 1;
    emit();
    return () => {
      covers -= 1;
      emit();
    };
  }, []);
}

export const usePageCovered = () => useSyncExternalStore(subscribe, () => covers > 0, () => false);
