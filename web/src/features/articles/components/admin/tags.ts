import { MAX_TAG_LENGTH, MAX_TAGS } from '../../api/admin/article-input';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Adds a tag: trimmed (inner spaces collapsed), never empty, never a duplicate; the list stays within the limits. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim().replace(/\s+/g, ' ').slice(0, MAX_TAG_LENGTH);
  if (!tag || tags.some((t) => same(t, tag)) || tags.length >= MAX_TAGS) return [...tags];
  return [...tags, tag];
}

/** Clicking a chip takes its tag out of the list. */
export const removeTag = (tags: readonly string[], tag: string): string[] => tags.filter((t) => t !== tag);
