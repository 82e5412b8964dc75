// A Map: entity names come from article HTML, and `&constructor;` must not find Object.prototype.
const ENTITIES = new Map([
  ['nbsp', ' '],
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
]);

/** The visible text of an HTML fragment (tags dropped, common entities decoded, whitespace collapsed). */
export function htmlToText(html: string | null | undefined): string {
  return (html ?? '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      const named = ENTITIES.get(lower);
      if (named !== undefined) return named;
      if (!lower.startsWith('#')) return entity;
      const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : Number(lower.slice(1));
      // Beyond Unicode reads as U+FFFD, as in a browser (String.fromCodePoint would throw).
      return code > 0x10ffff ? '\uFFFD' : String.fromCodePoint(code || 32);
    })
    .replace(/\s+/g, ' ')
    .trim();
}
