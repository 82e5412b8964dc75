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
}

/** One article loaded for the editor. */
export interface EditableArticle extends ManagedArticle {
  content: string;
  gdriveFileId: string | null;
  imageSource: 'local' | 'gdrive' | null;
}
