// A page's code that can no longer be loaded: after a deploy the old chunk names are gone from the server. Only the
// errors Vite announced count, not every error after one (a part retried after a dropped connection loads fine).
const preloadErrors = new WeakSet<object>();

/** Vite fires `vite:preloadError` with the error it then throws when a chunk or its dependency fails to load. */
export function watchChunkPreloadErrors() {
  window.addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown };
    if (payload && typeof payload === 'object') preloadErrors.add(payload);
  });
}

const STALE_CHUNK_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export function isStaleChunkError(error: unknown): boolean {
  if (error && typeof error === 'object' && preloadErrors.has(error)) return true;
  const message = error instanceof Error ? error.message : String(error);
  return STALE_CHUNK_MESSAGES.some((m) => message.includes(m));
}
