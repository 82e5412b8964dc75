import type { DocumentHeadSpec } from '@hmti/contract';

const MARK = 'data-article-head';

/** JSON inside a <script> must not be able to close it. */
export const serializeJsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/**
 * Writes the head description into <head> and returns the undo: elements it created are removed, the page's
 * own description and title get their previous values back. Tags the server put into the first
 * page load (data-ssr) are dropped for good: from here on the app keeps <head> up to date.
 */
export function applyDocumentHead(spec: DocumentHeadSpec): () => void {
  const head = document.head;
  head.querySelectorAll('[data-ssr]').forEach((el) => el.remove());
  const previousTitle = document.title;
  const restore: Array<() => void> = [];
  document.title = spec.title;

  const seen = new Set<string>();
  for (const { attr, key, content } of spec.meta) {
    const selector = `meta[${attr}="${key}"]`;
    // Repeated keys (article:tag) are always new elements; the first of a key may reuse the page's own.
    const existing = seen.has(selector) ? null : head.querySelector<HTMLMetaElement>(`${selector}:not([${MARK}])`);
    seen.add(selector);
    if (existing) {
      const before = existing.content;
      existing.content = content;
      restore.push(() => {
        existing.content = before;
      });
    } else {
      const el = document.createElement('meta');
      el.setAttribute(attr, key);
      el.content = content;
      el.setAttribute(MARK, '');
      head.appendChild(el);
      restore.push(() => el.remove());
    }
  }

  const canonical = document.createElement('link');
  canonical.rel = 'canonical';
  canonical.href = spec.canonical;
  canonical.setAttribute(MARK, '');
  head.appendChild(canonical);
  restore.push(() => canonical.remove());

  for (const data of spec.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = serializeJsonLd(data);
    script.setAttribute(MARK, '');
    head.appendChild(script);
    restore.push(() => script.remove());
  }

  return () => {
    for (const undo of restore.reverse()) undo();
    document.title = previousTitle;
  };
}
