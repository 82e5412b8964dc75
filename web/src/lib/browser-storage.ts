/** The page's localStorage or sessionStorage: null while rendering on the server, or where the browser refuses it. */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}
