import { createContext, lazy, useContext, useState, type ComponentType } from 'react';

/**
 * Code-split components that server rendering and hydration can use. The server loads every one of them before it
 * renders and records which ones a page used; the browser loads those before it hydrates, so the first render finds
 * them ready, exactly as the server did, and no boundary has to wait. Later navigations load them on demand.
 */
const loaders = new Map<string, () => Promise<unknown>>();

/** Collects the ids of the lazy components a server render used (provided by the server entry only). */
export const LazyUsage = createContext<Set<string> | null>(null);

export function lazyComponent<P extends object>(id: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  loaders.set(id, preload);
  function LazyComponent(props: P) {
    useContext(LazyUsage)?.add(id);
    // Chosen once per mount: switching between the two later would remount the page.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  LazyComponent.displayName = `Lazy(${id})`;
  return LazyComponent;
}

/**
 * Loads the given lazy components (all when no ids are given). A loaded module may register more (the landing page's
 * sections live in the home page's chunk), so it goes round until nothing new turns up.
 */
export async function preloadLazyComponents(ids?: readonly string[]): Promise<void> {
  const done = new Set<string>();
  for (;;) {
    const next = [...loaders.keys()].filter((id) => !done.has(id) && (!ids || ids.includes(id)));
    if (!next.length) return;
    next.forEach((id) => done.add(id));
    await Promise.all(next.map((id) => loaders.get(id)?.() ?? Promise.resolve()));
  }
}
