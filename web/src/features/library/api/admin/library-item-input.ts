import type { z } from 'zod';
import { inputOf, libraryItemSchema } from '@hmti/contract';

/** The library form (create and update), checked as the server checks it. */
export type LibraryItemInput = z.input<typeof libraryItemSchema>;

/** The multipart payload, every link row at its place (blank ones too): the server names a refused link by its row. */
export function toLibraryFormData(input: LibraryItemInput): FormData {
  const data = inputOf(libraryItemSchema, input);
  const form = new FormData();
  form.append('title', data.title);
  form.append('description', data.description);
  form.append('fullDescription', data.fullDescription);
  form.append('type', data.type ?? '');
  if (data.published !== undefined) form.append('published', String(data.published));
  if (data.basedOn) form.append('basedOn', data.basedOn);
  data.keep.forEach((url, i) => form.append(`keepMedia[${i}]`, url));
  (input.links ?? []).forEach((link, i) => {
    form.append(`gdriveUrls[${i}]`, link.url.trim());
    form.append(`gdriveMediaTypes[${i}]`, typeof link.mediaType === 'string' ? link.mediaType : '');
  });
  return form;
}
