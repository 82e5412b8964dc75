import { z } from 'zod';

export const TITLE_REQUIRED = 'Title is required';
export const DESCRIPTION_REQUIRED = 'Please provide a short description';
export const LINK_REQUIRED = 'Please provide at least one Google Drive link';
export const LINKS_INVALID = 'Please make sure all Google Drive links are valid and accessible';
export const INVALID_ITEM_ID = 'Invalid item ID';

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 500;
export const FULL_DESCRIPTION_MAX = 10000;

const driveLinkSchema = z.object({ url: z.string().trim(), mediaType: z.enum(['image', 'video']) });

/**
 * The library form (create and update); empty link rows are dropped. `keep` lists the item's files that are
 * not on Drive (e.g. uploaded) and stay; an item needs at least one kept file or link.
 */
export const libraryItemInputSchema = z
  .object({
    title: z.string().trim().min(1, TITLE_REQUIRED).max(TITLE_MAX),
    description: z.string().trim().min(1, DESCRIPTION_REQUIRED).max(DESCRIPTION_MAX),
    fullDescription: z.string().trim().max(FULL_DESCRIPTION_MAX),
    type: z.enum(['photo', 'video']),
    keep: z.array(z.string()).default([]),
    links: z.array(driveLinkSchema).transform((links) => links.filter((link) => link.url)),
  })
  .refine((form) => form.links.length + form.keep.length > 0, { message: LINK_REQUIRED, path: ['links'] });

export type LibraryItemInput = z.input<typeof libraryItemInputSchema>;

/** The multipart payload: title, description, fullDescription, type, keepMedia[i], gdriveUrls[i], gdriveMediaTypes[i]. */
export function toLibraryFormData(input: LibraryItemInput): FormData {
  const data = libraryItemInputSchema.parse(input);
  const form = new FormData();
  form.append('title', data.title);
  form.append('description', data.description);
  form.append('fullDescription', data.fullDescription);
  form.append('type', data.type);
  data.keep.forEach((url, i) => form.append(`keepMedia[${i}]`, url));
  data.links.forEach((link, i) => {
    form.append(`gdriveUrls[${i}]`, link.url);
    form.append(`gdriveMediaTypes[${i}]`, link.mediaType);
  });
  return form;
}

export function assertItemId(id: number): number {
  if (!Number.isSafeInteger(id) || id < 1) throw new Error(INVALID_ITEM_ID);
  return id;
}
