import type { ResponsiveImage } from '@hmti/contract';

export interface ArticleListItem {
  _id: number;
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string | null;
  /** The stored picture's widths for srcset; null for Drive links, the placeholder and older answers. */
  imageSet?: ResponsiveImage | null;
  imageSource?: 'local' | 'gdrive' | null;
  gdriveFileId?: string | null;
  tags: string[];
  author: string | null;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  /** When it went public (a scheduled article: its scheduled time): the date readers see and lists sort by. */
  publishedDate: string;
}

export interface Article extends ArticleListItem {
  content: string;
}

export interface PageMeta {
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

export interface ArticlePage {
  data: ArticleListItem[];
  meta: PageMeta;
}

export interface ArticleTagCount {
  tag: string;
  count: number;
}

/** How the detail routes name an article: /artikel/:id/:slug, /artikel/:id or /artikel/slug/:slug. */
export interface ArticleRef {
  id?: string;
  slug?: string;
}
