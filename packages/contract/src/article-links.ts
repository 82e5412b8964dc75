import type { ArticleListItem } from './article-input.js';

/**
 * An article's picture and address, which every card and page shows: apart from the head builder (article-head.ts),
 * which only the article page needs.
 */

export const ARTICLE_PLACEHOLDER_IMAGE = '/images/placeholder-article.svg';

/** The article's picture: its URL, else a Drive view link built from the file id, else the placeholder. */
export function articleImageUrl(article: Pick<ArticleListItem, 'image' | 'imageSource' | 'gdriveFileId'>): string {
  if (article.image) return article.image;
  if (article.imageSource === 'gdrive' && article.gdriveFileId) {
    return `https://drive.google.com/thumbnail?id=${encodeURIComponent(article.gdriveFileId)}&sz=w1200`;
  }
  return ARTICLE_PLACEHOLDER_IMAGE;
}

/** The article's page: /artikel/<id>/<slug>, or /artikel/<id> when it has no slug. */
export const articlePath = (article: Pick<ArticleListItem, 'id' | 'slug'>) =>
  `/artikel/${article.id}${article.slug ? `/${encodeURIComponent(article.slug)}` : ''}`;
