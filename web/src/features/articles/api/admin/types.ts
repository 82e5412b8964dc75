/** An article as the management list shows it (drafts included). */
export interface ManagedArticle {
  _id: number;
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  author: string;
  authorId: number | null;
  published: boolean;
  tags: string[];
  date: string;
  time: string;
  createdAt: string;
  updatedAt: string;
  /** Page views of the article over the days analytics keeps. */
  views: number;
}

/** One article loaded for the editor. */
export interface EditableArticle extends Omit<ManagedArticle, 'views'> {
  content: string;
  gdriveFileId: string | null;
  imageSource: 'local' | 'gdrive' | null;
}
