import type { UploadImageRow } from '../../../lib/responsive-image';
import { pickFields } from '../../../lib/schema-fields';
import { tagsOf } from '../../../lib/tags';
import { articlePicture } from './article-picture';

/** The article attributes the site's services handle by name; any other scalar attribute is passed through. */
export const ARTICLE_ATTRIBUTES = [
  'title',
  'slug',
  'excerpt',
  'content',
  'image',
  'imageSource',
  'gdriveFileId',
  'cover',
  'tags',
  'published',
  'author',
  'authorUser',
  'tagIndex',
  'slugHistory',
  'scheduledAt',
  'publishedDate',
  'submittedAt',
] as const;

/** The columns a list of articles reads (no bodies). */
export const LIST_FIELDS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'image',
  'imageSource',
  'gdriveFileId',
  'tags',
  'author',
  'published',
  'createdAt',
  'updatedAt',
  'publishedDate',
];

/** An article row as the services read it: the fields every answer about an article gives. */
export interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string | null;
  imageSource: 'local' | 'gdrive' | null;
  gdriveFileId: string | null;
  cover?: UploadImageRow | null;
  tags: unknown;
  author: string | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  publishedDate: string | null;
  content?: string;
}

/**
 * What the public answers and the dashboard's both give of an article: its `added` fields, then the contract's as
 * stored, its picture resolved.
 */
export const sharedArticleFields = (row: ArticleRow, added: readonly string[]) => ({
  ...pickFields(row as unknown as Record<string, unknown>, added),
  _id: row.id,
  id: row.id,
  slug: row.slug,
  title: row.title,
  excerpt: row.excerpt,
  ...articlePicture(row),
  tags: tagsOf(row),
  author: row.author ?? '',
  published: !!row.published,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});
