/** Where a link in an answer may lead: a page of this site (client-side navigation), an http(s) page elsewhere, or an email address. */
export type SafeHref =
  { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'mail'; href: string };

// Whitespace and control characters inside a URL are how scheme filters get fooled ("java\tscript:").
// (U+0000–U+001F, U+007F: compared by code, since a regex of control characters is easy to misread.)
const hasUnsafeChars = (s: string) =>
  /\s/.test(s) || Array.from(s).some((c) => c.charCodeAt(0) <= 0x1f || c.charCodeAt(0) === 0x7f);
// The contact answer links the association's address; a plain address only, no headers or body.
const MAILTO = /^mailto:[^\s@<>()"',;:?&=]+@[a-z0-9.-]+\.[a-z]{2,}$/i;

/**
 * Only site-relative paths ('/artikel/1/x', not '//host' or '/\host'), absolute http(s) URLs and plain
 * mailto: addresses pass; an absolute URL on `origin` becomes an internal path. Everything else
 * (javascript:, data:, relative paths without a leading slash, garbage) is null: no link is made.
 */
export function safeHref(raw: string, origin: string): SafeHref | null {
  const href = raw.trim();
  if (!href || hasUnsafeChars(href)) return null;
  if (href.startsWith('/')) {
    // Also when the second slash or the backslash comes percent-encoded (as a Markdown parser writes it).
    if (/^\/(\/|\\|%2f|%5c)/i.test(href)) return null;
    return { kind: 'internal', to: href };
  }
  if (MAILTO.test(href)) return { kind: 'mail', href };
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return null;
  if (url.origin === origin) return { kind: 'internal', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}

/** An image address from the server may only be same-site, http(s), or the browser's own blob: preview. */
export function safeImageSrc(raw: string | null | undefined, origin: string): string | undefined {
  if (!raw) return undefined;
  if (raw.startsWith(`blob:${origin}/`)) return raw;
  const href = safeHref(raw, origin);
  if (!href || href.kind === 'mail') return undefined;
  return href.kind === 'internal' ? href.to : href.href;
}
