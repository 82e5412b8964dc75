import { createContext, useContext, useEffect } from 'react';

/** Where a server render notes the page's title (provided by the server entry only; the last one noted wins). */
export const PageTitleSink = createContext<((title: string) => void) | null>(null);

/**
 * The document's title while the calling page shows: the one place pages name themselves. The server writes it
 * into the page's `<title>` (so it is right before any script runs, and without any); the browser sets it as the
 * page shows.
 */
export function usePageTitle(title: string | null) {
  const note = useContext(PageTitleSink);
  if (title !== null) note?.(title);
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}
