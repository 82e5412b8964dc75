import { useEffect, useState } from 'react';
import type { Config } from 'dompurify';
import { keepPlayersOnly } from '@/lib/embeds';

export interface PurifiedHtml {
  /** The cleaned HTML, or null until the cleaning has run for this very `html` (or while `skip` is set). */
  html: string | null;
  /** DOMPurify's code could not be loaded (offline, a dropped connection): nothing is shown until `retry` succeeds. */
  failed: boolean;
  retry: () => void;
}

/**
 * `html` cleaned by DOMPurify, loaded on demand so it stays out of the first download (a frame only as a known
 * player: `keepPlayersOnly`). `config` must be a constant (it is not watched).
 */
export function usePurifiedHtml(html: string, config: Config, skip = false): PurifiedHtml {
  const [clean, setClean] = useState<{ source: string; html: string | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (skip) return;
    let active = true;
    import('dompurify').then(
      ({ default: DOMPurify }) => {
        keepPlayersOnly(DOMPurify);
        if (active) setClean({ source: html, html: DOMPurify.sanitize(html, config) });
      },
      () => active && setClean({ source: html, html: null }),
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- config is a constant of the caller
  }, [html, skip, attempt]);
  const current = clean?.source === html ? clean : null;
  return {
    html: current?.html ?? null,
    failed: current !== null && current.html === null,
    retry: () => {
      setClean(null);
      setAttempt((n) => n + 1);
    },
  };
}
