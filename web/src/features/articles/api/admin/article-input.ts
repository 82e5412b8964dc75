import { z } from 'zod';
import {
  ALL_FIELDS_REQUIRED,
  ARTICLE_TAG_MAX_LENGTH,
  ARTICLE_TAGS_MAX,
  articleFieldsSchema,
  IMAGE_REQUIRED,
} from '@hmti/contract';

export { ALL_FIELDS_REQUIRED, ARTICLE_TAG_MAX_LENGTH as MAX_TAG_LENGTH, ARTICLE_TAGS_MAX as MAX_TAGS, IMAGE_REQUIRED };

const isFile = (value: unknown): value is File => typeof Blob !== 'undefined' && value instanceof Blob;

/** What POST /api/articles and PUT /api/articles/{id} accept (the contract's fields, which the server checks too). */
export const articleInputSchema = articleFieldsSchema.extend({
  published: z.boolean(),
  /** A wall time in the site's zone ('2026-12-01T09:00') for a scheduled draft; empty: no schedule. */
  scheduledAt: z.string().optional(),
  image: z.custom<File>(isFile).optional(),
});

/** A new article also needs a picture: an uploaded file or a Drive link. */
export const newArticleSchema = articleInputSchema.refine((input) => Boolean(input.image || input.gdriveUrl), {
  message: IMAGE_REQUIRED,
});

export type ArticleInput = z.input<typeof articleInputSchema>;

/** The multipart form the server reads: published as text, tags as a JSON list, optional gdriveUrl and image. */
export function toArticleFormData(input: z.output<typeof articleInputSchema>): FormData {
  const form = new FormData();
  form.set('title', input.title);
  form.set('excerpt', input.excerpt);
  form.set('content', input.content);
  form.set('published', String(input.published));
  form.set('scheduledAt', input.scheduledAt ?? '');
  form.set('tags', JSON.stringify(input.tags));
  if (input.gdriveUrl) form.set('gdriveUrl', input.gdriveUrl);
  if (input.image) form.set('image', input.image);
  return form;
}
