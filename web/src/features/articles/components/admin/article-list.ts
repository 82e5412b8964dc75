export type ArticleTab = 'all' | 'published' | 'drafts';

export const ARTICLE_TABS: { value: ArticleTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'drafts', label: 'Drafts' },
];

/** The server's status filter for a tab (none for 'all'). */
export const statusOfTab = (tab: ArticleTab): 'published' | 'draft' | undefined =>
  tab === 'published' ? 'published' : tab === 'drafts' ? 'draft' : undefined;
