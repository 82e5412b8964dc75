export type { Article, ArticleListItem, ArticleTagCount } from '@hmti/contract';

/** How the detail routes name an article: /artikel/:id/:slug, /artikel/:id or /artikel/slug/:slug. */
export interface ArticleRef {
  id?: string;
  slug?: string;
}
