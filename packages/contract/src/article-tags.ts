/**
 * An article's tags: their limits and how a tag list is edited (the dashboard's editor and /admin's chips). Without
 * zod, so /admin's tag input, which is in the admin's main bundle, brings no schema code with it.
 */
export const ARTICLE_TAGS_MAX = 20;
export const ARTICLE_TAG_MAX_LENGTH = 50;

/** A tag as typed, as it is kept: trimmed, inner spaces collapsed, at most ARTICLE_TAG_MAX_LENGTH characters. */
export const cleanTag = (raw: string): string => raw.trim().replace(/\s+/g, ' ').slice(0, ARTICLE_TAG_MAX_LENGTH);

/**
 * A tag typed into a tag list (the dashboard's editor and /admin's): added cleaned, never empty, never twice (in any
 * case), and never beyond ARTICLE_TAGS_MAX tags.
 */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = cleanTag(raw);
  if (!tag || tags.some((t) => t.toLowerCase() === tag.toLowerCase()) || tags.length >= ARTICLE_TAGS_MAX)
    return [...tags];
  return [...tags, tag];
}

/** A tag's chip pressed: the tag taken out of the list. */
export const removeTag = (tags: readonly string[], tag: string): string[] => tags.filter((t) => t !== tag);
