/** Where a link in an answer may lead: a page of this site (client-side navigation) or an http(s) page elsewhere. */
export type SafeHref = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

// Whitespace and control characters inside a URL are how scheme filters get fooled ("java\tscript:").
const UNSAFE_CHARS = /[\s\u0000-\u001f\u007f]/;

/**
 * Only site-relative paths ('/artikel/1/x', not '//host' or '/\host') and absolute http(s) URLs pass;
 * an absolute URL on `origin` becomes an internal path. Everything else (javascript:, data:, mailto:,
 * relative paths without a leading slash, garbage) is null and stays text.
 */
export function safeHref(raw: string, origin: string): SafeHref | null {
  const href = raw.trim();
  if (!href || UNSAFE_CHARS.test(href)) return null;
  if (href.startsWith('/')) {
    if (href.startsWith('//') || href.startsWith('/\\')) return null;
    return { kind: 'internal', to: href };
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (url.origin === origin) return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}

/** An image address from the server may only be same-site, http(s), or the browser's own blob: preview. */
export function safeImageSrc(raw: string | null | undefined, origin: string): string | undefined {
  if (!raw) return undefined;
  if (raw.startsWith(`blob:${origin}/`)) return raw;
  const href = safeHref(raw, origin);
  if (!href) return undefined;
  return href.kind === 'internal' ? href.to : href.href;
}
