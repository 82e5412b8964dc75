import { useEffect, useState } from 'react';
import type { Config } from 'dompurify';

/**
 * `html` cleaned by DOMPurify (loaded on demand, so it stays out of the first download), or null until that has run
 * for this very `html` — or while `skip` is set. `config` must be a constant (it is not watched).
 */
export function usePurifiedHtml(html: string, config: Config, skip = false): string | null {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (skip) return;
    let active = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (active) setClean({ source: html, html: DOMPurify.sanitize(html, config) });
    });
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- config is a constant of the caller
  }, [html, skip]);
  return clean?.source === html ? clean.html : null;
}
