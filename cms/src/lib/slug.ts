/** The longest slug an article may be given by hand (the slug field's maxLength in its schema.json). */
export const GIVEN_SLUG_MAX_LENGTH = 120;

/** A text's lowercase ASCII words joined by dashes ('' when it has none). */
export const slugWords = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** URL slug from a title: its words (`slugWords`), at most 60 characters. */
export function slugify(title: string, maxLength = 60): string {
  return slugWords(title).slice(0, maxLength).replace(/-+$/g, '') || 'artikel';
}

/**
 * The `n`th candidate for a slug whose `base` is taken: `base` itself first, then `base-2`, `base-3`… cut so the
 * result stays within `maxLength` and never ends its base on a dash. The slug rule and the hmps import number alike.
 */
export function numberedSlug(base: string, n: number, maxLength = 60): string {
  if (n === 1) return base;
  const suffix = `-${n}`;
  return `${base.slice(0, maxLength - suffix.length).replace(/-+$/, '')}${suffix}`;
}
