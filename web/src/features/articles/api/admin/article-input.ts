import { z } from 'zod';
import { articleFieldsSchema, FIELD_LABELS, IMAGE_MISSING, labelled } from '@hmti/contract';

/** What POST /api/articles and PUT /api/articles/{id} accept (the contract's fields, which the server checks too). */
export const articleInputSchema = labelled(
  articleFieldsSchema.extend({
    published: z.boolean(),
    /** A wall time in the site's zone ('2026-12-01T09:00') for a scheduled draft; empty: no schedule. */
    scheduledAt: z.string().optional(),
    /** 'Ajukan terbit': save and ask someone who may publish to publish this draft; false: take that request back. */
    submitForReview: z.boolean().optional(),
    /** The version the editor loaded (its updatedAt): the server refuses the save when a newer one was saved since. */
    basedOn: z.string().optional(),
    image: z.custom<File>((value) => typeof Blob !== 'undefined' && value instanceof Blob).optional(),
  }),
  FIELD_LABELS.article,
);

/** A new article also needs a picture: an uploaded file or a Drive link. */
export const newArticleSchema = labelled(
  articleInputSchema.refine((input) => Boolean(input.image || input.gdriveUrl), {
    message: IMAGE_MISSING,
    path: ['image'],
  }),
  FIELD_LABELS.article,
);

export type ArticleInput = z.input<typeof articleInputSchema>;

/** The multipart form the server reads: booleans as text, tags as a JSON list, optional gdriveUrl and image. */
export function toArticleFormData(input: z.output<typeof articleInputSchema>): FormData {
  const form = new FormData();
  form.set('title', input.title);
  form.set('excerpt', input.excerpt);
  form.set('content', input.content);
  form.set('published', String(input.published));
  form.set('scheduledAt', input.scheduledAt ?? '');
  form.set('tags', JSON.stringify(input.tags));
  if (input.submitForReview !== undefined) form.set('submitForReview', String(input.submitForReview));
  if (input.basedOn) form.set('basedOn', input.basedOn);
  if (input.gdriveUrl) form.set('gdriveUrl', input.gdriveUrl);
  if (input.image) form.set('image', input.image);
  return form;
}
