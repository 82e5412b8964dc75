import { z } from 'zod';

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

/**
 * The multipart form as the server reads it, its indexed lists (gdriveUrls[i], gdriveMediaTypes[i], keepMedia[i])
 * already collected: blank links are dropped; an unknown type is left to the media to decide.
 */
export const libraryFormSchema = libraryFieldsSchema.extend({
  type: z.enum(LIBRARY_ITEM_TYPES).optional().catch(undefined),
  gdriveUrls: z
    .array(z.string().trim())
    .transform((urls) => urls.filter(Boolean))
    .pipe(z.array(z.string()).max(LIBRARY_LINKS_MAX, LIBRARY_TOO_MANY_LINKS)),
  gdriveMediaTypes: z.array(z.string()),
  keepMedia: z.array(z.string()),
});
