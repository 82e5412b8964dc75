import type { ResponsiveImage } from '@hmti/contract';

export type LibraryItemType = 'photo' | 'video';
export type MediaKind = 'image' | 'video';

export interface LibraryItem {
  _id: number;
  id: number;
  title: string;
  description: string;
  fullDescription: string | null;
  type: LibraryItemType;
  /** Media URLs, also for videos. */
  images: string[];
  /** Each picture's widths when it is a file of the media library; null for Drive links, videos and plain files. */
  imageSets?: Array<ResponsiveImage | null>;
  mediaKinds?: MediaKind[];
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
  createdAt: string;
}

export interface LibraryPage {
  data: LibraryItem[];
  meta: { page: number; pageSize: number; total: number; pageCount: number };
}
