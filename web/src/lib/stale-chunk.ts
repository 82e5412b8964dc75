// A page's code that can no longer be loaded: after a deploy the old chunk names are gone from the server.
let preloadFailed = false;

/** Vite fires `vite:preloadError` when a chunk's dependency (script or stylesheet) fails to load. */
export function watchChunkPreloadErrors() {
  window.addEventListener('vite:preloadError', () => {
    preloadFailed = true;
  });
}

const STALE_CHUNK_MESSAGES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export function isStaleChunkError(error: unknown): boolean {
  if (preloadFailed) return true;
  const message = error instanceof Error ? error.message : String(error);
  return STALE_CHUNK_MESSAGES.some((m) => message.includes(m));
}
