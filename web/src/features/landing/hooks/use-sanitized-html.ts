import { useEffect, useState } from 'react';
import { renderingOnServer, sanitizeOnServer } from '@/lib/server-sanitizer';

/**
 * HTML cleaned by DOMPurify, or null until the sanitiser (loaded on demand, so it stays out of the
 * landing's first download) has run. Raw HTML is never rendered. On the server it is cleaned at once (by the cms's
 * sanitiser); a page hydrating that markup keeps it (null renders nothing new) until DOMPurify's result replaces it.
 */
export function useSanitizedHtml(html: string): string | null {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(() =>
    renderingOnServer() ? { source: html, html: sanitizeOnServer(html) } : null,
  );
  useEffect(() => {
    let active = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (active) setClean({ source: html, html: DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }) });
    });
    return () => {
      active = false;
    };
  }, [html]);
  return clean && clean.source === html ? clean.html : null;
}
