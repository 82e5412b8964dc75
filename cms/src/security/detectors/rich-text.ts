/**
 * Rich-text fields (article content, aboutUs) are written by staff in CKEditor, where code blocks
 * (<pre>, <code>) legitimately hold SQL or JavaScript. Those elements are left out; the rest of the
 * HTML is reduced to its text, which is then inspected like any other string.
 * Everything here is linear: indexOf scans that only move forward, and tag patterns that stop at '<'.
 */
const CODE_TAGS = ['pre', 'code'] as const;

function findOpenTag(lower: string, tag: string, from: number): number {
  let at = lower.indexOf(`<${tag}`, from);
  while (at >= 0) {
    const next = lower.charAt(at + tag.length + 1);
    if (next === '>' || next === '/' || /\s/.test(next)) return at;
    at = lower.indexOf(`<${tag}`, at + 1);
  }
  return -1;
}

/** Drops every closed <tag>…</tag>; an element that is never closed is kept (and so inspected). */
function withoutElements(html: string, tag: string): string {
  const lower = html.toLowerCase();
  let out = '';
  let pos = 0;
  for (;;) {
    const start = findOpenTag(lower, tag, pos);
    if (start < 0) break;
    const close = lower.indexOf(`</${tag}`, start);
    const closeEnd = close < 0 ? -1 : lower.indexOf('>', close);
    if (closeEnd < 0) break;
    out += `${html.slice(pos, start)} `;
    pos = closeEnd + 1;
  }
  return out + html.slice(pos);
}

const ENTITIES: Record<string, string> = { quot: '"', apos: "'", amp: '&', lt: '<', gt: '>', nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The text of rich-text HTML outside code blocks, with tags turned into spaces and entities decoded. */
export function proseOfRichText(html: string): string {
  let rest = html;
  for (const tag of CODE_TAGS) rest = withoutElements(rest, tag);
  return decodeEntities(rest.replace(/<[^<>]*>/g, ' '));
}
