import { useLayoutEffect, useState } from 'react';

/**
 * Full-screen covers (the loading screen, the splash, the maintenance screen, an open dialog) say they are showing, so
 * floating page furniture such as the chat launcher can step aside instead of sitting on top of them. Both sides work
 * in layout effects: a cover that mounts together with the launcher hides it before the first paint.
 */
let covers = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Call in a full-screen cover; the page counts as covered while it is mounted (and `active`). */
export function useCoversPage(active = true) {
  useLayoutEffect(() => {
    if (!active) return;
    // index.html's static first-visit screen (outside the app's root) steps down once the app draws a cover itself.
    document.documentElement.classList.remove('boot', 'boot-splash');
    covers += 1;
    emit();
    return () => {
      covers -= 1;
      emit();
    };
  }, [active]);
}

export function usePageCovered(): boolean {
  const [covered, setCovered] = useState(() => covers > 0);
  useLayoutEffect(() => {
    const update = () => setCovered(covers > 0);
    update();
    listeners.add(update);
    return () => void listeners.delete(update);
  }, []);
  return covered;
}
