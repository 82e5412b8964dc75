import type { ArticleListItem } from '../types';

/** /artikel/{id}/{slug}, or /artikel/{id} when the article has no slug. */
export const articleHref = (article: Pick<ArticleListItem, 'id' | 'slug'>) =>
  article.slug ? `/artikel/${article.id}/${encodeURIComponent(article.slug)}` : `/artikel/${article.id}`;
