import type { ArticleListItem } from '@hmti/contract';

/** The name an article is signed with on the site: its author's, or 'Admin' when it has none (an imported one). */
export const articleAuthor = (article: Pick<ArticleListItem, 'author'>): string => article.author || 'Admin';
