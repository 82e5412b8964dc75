/** The known categories, in the sidebar's order, with their labels. */
const CATEGORY_LABELS: Record<string, string> = {
  dashboard: 'Dashboard',
  articles: 'Artikel',
  library: 'Library',
  content: 'Konten',
  organization: 'Organisasi',
  divisions: 'Divisi',
  roles: 'Role',
  users: 'User',
  settings: 'Pengaturan',
};
const CATEGORY_ORDER = Object.keys(CATEGORY_LABELS);

export const categoryLabel = (category: string): string =>
  (Object.hasOwn(CATEGORY_LABELS, category) ? CATEGORY_LABELS[category] : undefined) ??
  (category ? category.charAt(0).toUpperCase() + category.slice(1) : 'Lainnya');

const rank = (category: string) => {
  const i = CATEGORY_ORDER.indexOf(category);
  return i === -1 ? CATEGORY_ORDER.length : i;
};

/** The catalogue grouped by category, known categories in the sidebar's order, then the rest alphabetically. */
export function groupPermissions<T extends { name: string; category: string }>(catalogue: readonly T[]) {
  const groups = new Map<string, T[]>();
  for (const permission of catalogue) {
    const key = permission.category || permission.name.split('.')[0] || '';
    groups.set(key, [...(groups.get(key) ?? []), permission]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, permissions]) => ({ category, label: categoryLabel(category), permissions }));
}
