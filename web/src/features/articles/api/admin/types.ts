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
  /** A draft waiting to be published by the server at this moment; null when not scheduled. */
  scheduledAt: string | null;
  /** The same moment as the site's wall clock ('2026-12-01T09:00'), and the site's time zone. */
  scheduledLocal: string | null;
  timeZone: string;
  /** Since when its writer, who may not publish, has asked for it to be published ('Ajukan terbit'); null otherwise. */
  submittedAt: string | null;
  /** Page views of the article over the days analytics keeps. */
  views: number;
}

/** One article loaded for the editor. */
export interface EditableArticle extends Omit<ManagedArticle, 'views'> {
  content: string;
  gdriveFileId: string | null;
  imageSource: 'local' | 'gdrive' | null;
}
