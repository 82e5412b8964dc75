import { z } from 'zod';
import {
  LIBRARY_DESCRIPTION_MAX as DESCRIPTION_MAX,
  LIBRARY_FULL_DESCRIPTION_MAX as FULL_DESCRIPTION_MAX,
  LIBRARY_ITEM_TYPES,
  LIBRARY_LINK_REQUIRED as LINK_REQUIRED,
  LIBRARY_LINKS_MAX,
  LIBRARY_MEDIA_TYPES,
  LIBRARY_TITLE_MAX as TITLE_MAX,
  LIBRARY_TOO_MANY_LINKS,
  libraryFieldsSchema,
} from '@hmti/contract';

export { LIBRARY_LINKS_INVALID as LINKS_INVALID } from '@hmti/contract';
export { DESCRIPTION_MAX, FULL_DESCRIPTION_MAX, TITLE_MAX };
export const INVALID_ITEM_ID = 'Invalid item ID';

const driveLinkSchema = z.object({ url: z.string().trim(), mediaType: z.enum(LIBRARY_MEDIA_TYPES) });

/**
 * The library form (create and update); empty link rows are dropped. `keep` lists the item's files that are
 * not on Drive (e.g. uploaded) and stay; an item needs at least one kept file or link.
 */
export const libraryItemInputSchema = libraryFieldsSchema
  .extend({
    type: z.enum(LIBRARY_ITEM_TYPES),
    keep: z.array(z.string()).default([]),
    links: z
      .array(driveLinkSchema)
      .transform((links) => links.filter((link) => link.url))
      .pipe(z.array(driveLinkSchema).max(LIBRARY_LINKS_MAX, LIBRARY_TOO_MANY_LINKS)),
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
