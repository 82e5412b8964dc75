import { ARTICLE_TAGS_MAX, cleanTag } from '@hmti/contract';

/** Tags as stored: trimmed, non-empty, unique (case-insensitively), a bounded number of bounded length. */
export function normaliseTags(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' && raw.trim() ? raw.split(',') : [];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of list) {
    if (typeof item !== 'string') continue;
    const tag = cleanTag(item);
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    out.push(tag);
    if (out.length === ARTICLE_TAGS_MAX) break;
  }
  return out;
}

/** '|workshop|teknologi|': lets the database filter by tag with a plain LIKE on one column. */
export const tagIndexOf = (tags: readonly string[]): string =>
  tags.length ? `|${tags.map((t) => t.toLowerCase()).join('|')}|` : '';

export const tagNeedle = (tag: string): string => `|${tag.trim().toLowerCase()}|`;

/** A stored article's tags: its list, or none (a row written otherwise may hold anything). */
export const tagsOf = (row: { tags?: unknown }): string[] => (Array.isArray(row.tags) ? row.tags : []);
