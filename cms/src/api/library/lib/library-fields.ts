import { appConfig } from '../../../config/app-config';
import type { UploadImageRow } from '../../../lib/responsive-image';
import { pickFields } from '../../../lib/schema-fields';
import { wallDateAndTime } from '../../../lib/schedule/zoned-time';
import { storedEntries } from './media-entries';

/** The library-item attributes the site's services handle by name; any other scalar attribute is passed through. */
export const LIBRARY_ATTRIBUTES = [
  'title',
  'description',
  'fullDescription',
  'type',
  'media',
  'uploads',
  'eventDate',
  'published',
  'authorUser',
] as const;

/** A library item as the query engine answers it (the management list also reads its author). */
export interface LibraryRow {
  id: number;
  title: string;
  description: string;
  fullDescription: string | null;
  type: 'photo' | 'video';
  media?: unknown;
  eventDate?: string | null;
  createdAt: string;
  updatedAt: string;
  uploads?: Array<UploadImageRow & { id?: number }>;
  published?: boolean | null;
  authorUser?: { id: number } | null;
}

/**
 * What the public library and the dashboard both give of an item: its `added` fields, its files' addresses (its `media`
 * entries, then the pictures added in /admin's "Uploaded pictures"), and when it happened (its event date, or else when
 * it was added) as a day and a time in the site's zone.
 */
export const sharedLibraryFields = (row: LibraryRow, added: readonly string[]) => ({
  ...pickFields(row as unknown as Record<string, unknown>, added),
  _id: row.id,
  id: row.id,
  title: row.title,
  description: row.description,
  type: row.type,
  images: [...storedEntries(row.media).map((m) => m.url), ...(row.uploads ?? []).map((u) => u.url)],
  ...wallDateAndTime(row.eventDate ?? row.createdAt, appConfig.siteTimeZone),
  createdAt: row.createdAt,
});
