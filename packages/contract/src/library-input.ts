import { z } from 'zod';
import { parseDriveUrl } from './drive-url.js';
import { FIELD_LABELS } from './field-labels.js';
import { fieldMessage, labelled } from './input-check.js';
import type { ResponsiveImage } from './responsive-image.js';

/** A library item save (POST /api/library, PUT /api/library/{id}): its texts, type and links, and the messages. */
export const LIBRARY_TITLE_MAX = 200;
export const LIBRARY_DESCRIPTION_MAX = 500;
export const LIBRARY_FULL_DESCRIPTION_MAX = 10000;

const LABELS = FIELD_LABELS.library;
const LINK_REQUIRED = 'wajib diisi: minimal satu link';
export const LIBRARY_LINK_REQUIRED = fieldMessage(LABELS.links, LINK_REQUIRED);
/** A link that is well formed but that Drive refuses (private) or cannot list (a folder): the server's check. */
export const LIBRARY_LINKS_INVALID = 'Pastikan semua Google Drive link valid dan dapat diakses.';

const LIBRARY_ITEM_TYPES = ['photo', 'video'] as const;
const LIBRARY_MEDIA_TYPES = ['image', 'video'] as const;
export type LibraryItemType = (typeof LIBRARY_ITEM_TYPES)[number];
export type MediaKind = (typeof LIBRARY_MEDIA_TYPES)[number];

/** The texts both the form and the server check. */
export const libraryFieldsSchema = labelled(
  z.object({
    title: z.string().trim().min(1).max(LIBRARY_TITLE_MAX),
    description: z.string().trim().min(1).max(LIBRARY_DESCRIPTION_MAX),
    fullDescription: z.string().trim().max(LIBRARY_FULL_DESCRIPTION_MAX).default(''),
  }),
  LABELS,
);

/** One Drive link row: a share link of a file or folder, and (optionally) whether it is an image or a video. */
const driveLinkSchema = z.object({
  url: z
    .string()
    .trim()
    .superRefine((url, ctx) => {
      const link = url ? parseDriveUrl(url) : null;
      if (link && !link.ok) ctx.addIssue({ code: 'custom', message: link.reason });
    }),
  mediaType: z.enum(LIBRARY_MEDIA_TYPES).optional().catch(undefined),
});

/**
 * Whether the item is shown on the public /library: true or 'true' (multipart) shows it, false or 'false' hides it;
 * anything else is as if left out — a new item is shown, an edited one stays as it was.
 */
const shownOnSite = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')])
  .optional()
  .catch(undefined);

/**
 * A library item (create and update): blank link rows are dropped; an unknown type is left to the media to decide.
 * `keep` lists the item's files (from Drive or uploaded) that stay as they are; an item needs at least one kept file
 * or link. Whether a link's file is public, and whether a kept file is the item's, only the server can tell.
 */
export const libraryItemSchema = labelled(
  libraryFieldsSchema
    .extend({
      type: z.enum(LIBRARY_ITEM_TYPES).optional().catch(undefined),
      published: shownOnSite,
      /** The `updatedAt` of the item the form opened (an edit): refused when a newer version was saved since. */
      basedOn: z.string().optional(),
      keep: z.array(z.string()).default([]),
      links: z
        .array(driveLinkSchema)
        .default([])
        .transform((links) => links.filter((link) => link.url))
        .pipe(z.array(driveLinkSchema).max(30)),
    })
    .refine((item) => item.links.length + item.keep.length > 0, { message: LINK_REQUIRED, path: ['links'] }),
  LABELS,
);

/** A published library item as the public list answers it (GET /api/library). */
export interface LibraryItem {
  _id: number;
  id: number;
  title: string;
  description: string;
  /** The long description, else the short one. */
  fullDescription: string;
  type: LibraryItemType;
  /** Media URLs, also for videos. */
  images: string[];
  /** Each picture's widths when it is a file of the media library; null for Drive links, videos and plain files. */
  imageSets: Array<ResponsiveImage | null>;
  /** One per entry of images. */
  mediaKinds: MediaKind[];
  /** When it happened (its event date, else when it was added) in the site's time zone: 'YYYY-MM-DD' and 'HH:mm'. */
  date: string;
  time: string;
  createdAt: string;
}

/** A row of the management list (GET /api/library/manage): drafts too, with their Drive file ids and author. */
export interface ManagedLibraryItem extends Omit<LibraryItem, 'imageSets'> {
  /** One per entry of images; '' for media that did not come from Drive. */
  gdriveFileIds: string[];
  authorId: number | null;
  /** false: hidden from the site ('Tampilkan di situs' switched off in the dashboard's form, or Published in /admin). */
  published: boolean;
  /** Its version: an edit sends it back as `basedOn`. */
  updatedAt: string;
}
