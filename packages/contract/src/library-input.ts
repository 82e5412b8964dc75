import { z } from 'zod';
import { parseDriveUrl } from './drive-url.js';

/** A library item save (POST /api/library, PUT /api/library/{id}): its texts, type and links, and the messages. */
export const LIBRARY_TITLE_REQUIRED = 'Title is required';
export const LIBRARY_DESCRIPTION_REQUIRED = 'Please provide a short description';
export const LIBRARY_LINK_REQUIRED = 'Please provide at least one Google Drive link';
export const LIBRARY_LINKS_INVALID = 'Please make sure all Google Drive links are valid and accessible';
export const LIBRARY_TOO_MANY_LINKS = 'At most 30 Google Drive links per item';

export const LIBRARY_TITLE_MAX = 200;
export const LIBRARY_DESCRIPTION_MAX = 500;
export const LIBRARY_FULL_DESCRIPTION_MAX = 10000;
export const LIBRARY_LINKS_MAX = 30;

export const LIBRARY_ITEM_TYPES = ['photo', 'video'] as const;
export const LIBRARY_MEDIA_TYPES = ['image', 'video'] as const;

/** The texts both the form and the server check. */
export const libraryFieldsSchema = z.object({
  title: z.string(LIBRARY_TITLE_REQUIRED).trim().min(1, LIBRARY_TITLE_REQUIRED).max(LIBRARY_TITLE_MAX),
  description: z
    .string(LIBRARY_DESCRIPTION_REQUIRED)
    .trim()
    .min(1, LIBRARY_DESCRIPTION_REQUIRED)
    .max(LIBRARY_DESCRIPTION_MAX),
  fullDescription: z.string().trim().max(LIBRARY_FULL_DESCRIPTION_MAX).default(''),
});

/** One Drive link row: a share link of a file or folder, and (optionally) whether it is an image or a video. */
const driveLinkSchema = z.object({
  url: z
    .string(LIBRARY_LINKS_INVALID)
    .trim()
    .refine((url) => !url || parseDriveUrl(url).ok, LIBRARY_LINKS_INVALID),
  mediaType: z.enum(LIBRARY_MEDIA_TYPES).optional().catch(undefined),
});

/**
 * A library item (create and update): blank link rows are dropped; an unknown type is left to the media to decide.
 * `keep` lists the item's files that are not on Drive (e.g. uploaded) and stay; an item needs at least one kept file
 * or link. Whether a link's file is public, and whether a kept file is the item's, only the server can tell.
 */
export const libraryItemSchema = libraryFieldsSchema
  .extend({
    type: z.enum(LIBRARY_ITEM_TYPES).optional().catch(undefined),
    keep: z.array(z.string()).default([]),
    links: z
      .array(driveLinkSchema, LIBRARY_LINKS_INVALID)
      .default([])
      .transform((links) => links.filter((link) => link.url))
      .pipe(z.array(driveLinkSchema).max(LIBRARY_LINKS_MAX, LIBRARY_TOO_MANY_LINKS)),
  })
  .refine((item) => item.links.length + item.keep.length > 0, { message: LIBRARY_LINK_REQUIRED, path: ['links'] });
