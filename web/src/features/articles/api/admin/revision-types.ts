/** A field a save can change, as the history names it. */
export type RevisionField = 'title' | 'excerpt' | 'content' | 'tags' | 'image' | 'published';

/** One entry of an article's history (newest first). */
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

/** One entry in full: the article as it was saved. */
export interface ArticleRevision extends ArticleRevisionSummary {
  excerpt: string;
  content: string;
  tags: string[];
  image: string | null;
  imageSource: string | null;
  gdriveFileId: string | null;
}
