import type { EditableArticle } from './article-input.js';

/** A field a save can change, as an article's history names it. */
export type RevisionField = 'title' | 'excerpt' | 'content' | 'tags' | 'image' | 'published';

/** One entry of an article's history (GET /api/articles/manage/{id}/revisions, newest first). */
export interface ArticleRevisionSummary {
  id: number;
  articleId: number;
  savedAt: string;
  userName: string;
  actorKind: 'site' | 'admin' | 'system';
  /** What this save changed against the entry before it; null for the oldest kept entry with nothing before. */
  changes: RevisionField[] | null;
  /** The entry this one restored, when it was a restore. */
  restoredFrom: number | null;
  title: string;
  published: boolean;
}

/** What an entry keeps of the article: the fields an editor changes. */
export type ArticleSnapshot = Pick<
  EditableArticle,
  'title' | 'excerpt' | 'content' | 'tags' | 'imageSource' | 'gdriveFileId' | 'published'
> & {
  /** The stored picture link as saved (not the answer's resolved address); null for none. */
  image: string | null;
};

/** One entry in full (GET /api/articles/manage/{id}/revisions/{revisionId}): the article as it was saved. */
export interface ArticleRevision extends ArticleRevisionSummary, ArticleSnapshot {}
