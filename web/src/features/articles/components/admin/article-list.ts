import type { ManagedArticle } from '../../api/admin/types';

export type ArticleTab = 'all' | 'published' | 'drafts';

export const ARTICLE_TABS: { value: ArticleTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'drafts', label: 'Drafts' },
];

export const ADMIN_ARTICLES_PER_PAGE_DESKTOP = 9;
export const ADMIN_ARTICLES_PER_PAGE_MOBILE = 6;

/** Case-insensitive substring of title or excerpt, then the tab's status. */
export function filterArticles<T extends Pick<ManagedArticle, 'title' | 'excerpt' | 'published'>>(articles: readonly T[], query: string, tab: ArticleTab): T[] {
  const needle = query.trim().toLowerCase();
  return articles.filter((a) => {
    if (tab === 'published' && !a.published) return false;
    if (tab === 'drafts' && a.published) return false;
    if (!needle) return true;
    return (a.title ?? '').toLowerCase().includes(needle) || (a.excerpt ?? '').toLowerCase().includes(needle);
  });
}

/** One page of a list (1-based; a page past the end is clamped to the last one). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
}
