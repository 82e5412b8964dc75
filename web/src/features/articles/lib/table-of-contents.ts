import { htmlToText } from './html-text';

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * The h2/h3 headings of an article as table-of-contents entries. Headings get an id (their own, or one made from
 * their text, unique within the article) so the entries can link to them.
 */
export function extractToc(html: string): { html: string; entries: TocEntry[] } {
  const entries: TocEntry[] = [];
  const used = new Set<string>();
  const out = html.replace(
    /<h([23])(\s[^>]*)?>([\s\S]*?)<\/h\1\s*>/gi,
    (whole, level: string, attrs: string | undefined, inner: string) => {
      const text = htmlToText(inner);
      if (!text) return whole;
      const existing = /\sid\s*=\s*(["'])([^"']+)\1/i.exec(attrs ?? '')?.[2];
      const base = existing ?? (slugify(text) || `bagian-${entries.length + 1}`);
      let id = base;
      for (let n = 2; !existing && used.has(id); n += 1) id = `${base}-${n}`;
      used.add(id);
      entries.push({ id, text, level: Number(level) as 2 | 3 });
      return existing ? whole : `<h${level} id="${id}"${attrs ?? ''}>${inner}</h${level}>`;
    },
  );
  return { html: out, entries };
}
