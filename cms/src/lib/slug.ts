/** URL slug from a title: lowercase ASCII words joined by dashes, at most 60 characters. */
export function slugify(title: string, maxLength = 60): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = base.slice(0, maxLength).replace(/-+$/g, '');
  return cut || 'artikel';
}
