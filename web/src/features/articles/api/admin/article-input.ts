import { z } from 'zod';

export const ALL_FIELDS_REQUIRED = 'All fields are required';
export const IMAGE_REQUIRED = 'Provide a Google Drive image link';
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 50;

/** Whether HTML has any visible text (CKEditor's empty document is '' or '<p>&nbsp;</p>'). */
export const htmlHasText = (html: string): boolean => html.replace(/<[^>]*>|&nbsp;/g, '').trim().length > 0;

const isFile = (value: unknown): value is File => typeof Blob !== 'undefined' && value instanceof Blob;

/** What POST /api/articles and PUT /api/articles/{id} accept (the server checks the same rules). */
export const articleInputSchema = z.object({
  title: z.string().trim().min(1, ALL_FIELDS_REQUIRED).max(200),
  excerpt: z.string().trim().min(1, ALL_FIELDS_REQUIRED).max(1000),
  content: z.string().refine(htmlHasText, ALL_FIELDS_REQUIRED),
  published: z.boolean(),
  tags: z.array(z.string().trim().min(1).max(MAX_TAG_LENGTH)).max(MAX_TAGS),
  gdriveUrl: z.string().trim().optional(),
  image: z.custom<File>(isFile).optional(),
});

/** A new article also needs a picture: an uploaded file or a Drive link. */
export const newArticleSchema = articleInputSchema.refine((input) => Boolean(input.image || input.gdriveUrl), {
  message: IMAGE_REQUIRED,
});

export type ArticleInput = z.input<typeof articleInputSchema>;

/** The multipart form of the spec: published as text, tags as a JSON list, optional gdriveUrl and image. */
export function toArticleFormData(input: z.output<typeof articleInputSchema>): FormData {
  const form = new FormData();
  form.set('title', input.title);
  form.set('excerpt', input.excerpt);
  form.set('content', input.content);
  form.set('published', String(input.published));
  form.set('tags', JSON.stringify(input.tags));
  if (input.gdriveUrl) form.set('gdriveUrl', input.gdriveUrl);
  if (input.image) form.set('image', input.image);
  return form;
}
