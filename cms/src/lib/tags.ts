import { addTag } from '@hmti/contract';

/** Tags as stored: each added as a tag list adds one (trimmed, non-empty, unique in any case, a bounded number). */
export function normaliseTags(raw: unknown): string[] {
  const list: unknown[] = Array.isArray(raw) ? raw : typeof raw === 'string' && raw.trim() ? raw.split(',') : [];
  return list.filter((item) => typeof item === 'string').reduce<string[]>(addTag, []);
}

/** '|workshop|teknologi|': lets the database filter by tag with a plain LIKE on one column. */
export const tagIndexOf = (tags: readonly string[]): string =>
  tags.length ? `|${tags.map((t) => t.toLowerCase()).join('|')}|` : '';

export const tagNeedle = (tag: string): string => `|${tag.trim().toLowerCase()}|`;

/** A stored article's tags: its list, or none (a row written otherwise may hold anything). */
export const tagsOf = (row: { tags?: unknown }): string[] => (Array.isArray(row.tags) ? row.tags : []);
