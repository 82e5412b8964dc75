import { useState } from 'react';
import { useHydrating } from '@/lib/hydration';
import { usePurifiedHtml, type PurifiedHtml } from '@/hooks/use-purified-html';
import { renderingOnServer, sanitizeOnServer } from '@/lib/server-sanitizer';
import { HTML_WITH_PLAYERS } from '@/lib/embeds';

/**
 * HTML cleaned before it is shown (raw HTML is never rendered): on the server at once by the cms's sanitiser, which
 * every stored text already went through; a page hydrating that markup keeps it. HTML the server did not render (a
 * later visit within the app, changed settings) is cleaned by DOMPurify, loaded on demand to stay out of the landing
 * page's download. `html`: what to render, or null for nothing new (the server's markup stays, or nothing yet);
 * `pending`: the cleaning has not finished; `failed` and `retry`: its code could not be loaded.
 */
export function useSanitizedHtml(html: string): PurifiedHtml & { pending: boolean } {
  const hydrating = useHydrating();
  // The HTML whose server-cleaned markup this component hydrated, if it did.
  const [serverSource] = useState(() => (hydrating && !renderingOnServer() ? html : null));
  const keepsServerMarkup = html === serverSource;
  const purified = usePurifiedHtml(html, HTML_WITH_PLAYERS, keepsServerMarkup);
  if (renderingOnServer()) return { ...purified, html: sanitizeOnServer(html), pending: false };
  return { ...purified, pending: !keepsServerMarkup && purified.html === null && !purified.failed };
}
