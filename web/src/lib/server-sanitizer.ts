/**
 * HTML cleaning while rendering on the server, where DOMPurify has no DOM to work with: the cms hands over its own
 * rich-text sanitiser (the one every stored text already went through). The browser keeps using DOMPurify.
 */
let sanitizer: ((html: string) => string) | null = null;

export const sanitizeOnServerWith = (sanitize: (html: string) => string) => {
  sanitizer = sanitize;
};

export function sanitizeOnServer(html: string): string {
  if (!sanitizer) throw new Error('Server rendering needs a sanitiser (sanitizeOnServerWith)');
  return sanitizer(html);
}

export const renderingOnServer = () => typeof window === 'undefined';
