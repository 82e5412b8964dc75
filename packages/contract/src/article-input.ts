import { z } from 'zod';

/** What an article save (POST /api/articles, PUT /api/articles/{id}) must hold, and the messages when it does not. */
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_EXCERPT_MAX = 1000;
export const ARTICLE_TAGS_MAX = 20;
export const ARTICLE_TAG_MAX_LENGTH = 50;

export const ALL_FIELDS_REQUIRED = 'All fields are required';
export const IMAGE_REQUIRED = 'Provide a Google Drive image link';
export const TAGS_INVALID = 'Tags must be a JSON list of strings';
export const TITLE_TOO_LONG = `Title is too long (max. ${ARTICLE_TITLE_MAX} characters)`;
export const EXCERPT_TOO_LONG = `Excerpt is too long (max. ${ARTICLE_EXCERPT_MAX} characters)`;
export const TOO_MANY_TAGS = `At most ${ARTICLE_TAGS_MAX} tags of ${ARTICLE_TAG_MAX_LENGTH} characters each`;
/** A scheduled time (`scheduledAt`, a wall time in the site's zone): the editor's field and the server say the same. */
export const SCHEDULE_INVALID = 'Waktu jadwal tidak valid. Isi tanggal dan jam, misalnya 2026-12-01 09:00.';
export const SCHEDULE_IN_PAST = 'Waktu jadwal sudah lewat. Pilih waktu yang akan datang.';
export const SCHEDULE_WHILE_PUBLISHED =
  'Artikel terjadwal tidak bisa sekaligus Published: matikan Published atau kosongkan jadwalnya.';

/** Whether HTML has any visible text (CKEditor's empty document is '' or '<p>&nbsp;</p>'). */
export const htmlHasText = (html: string): boolean => html.replace(/<[^>]*>|&nbsp;/g, '').trim().length > 0;

const required = (max: number, tooLong: string) =>
  z.string(ALL_FIELDS_REQUIRED).trim().min(1, ALL_FIELDS_REQUIRED).max(max, tooLong);
const tags = z
  .array(z.string(TAGS_INVALID).trim().min(1, TAGS_INVALID).max(ARTICLE_TAG_MAX_LENGTH, TOO_MANY_TAGS), TAGS_INVALID)
  .max(ARTICLE_TAGS_MAX, TOO_MANY_TAGS);

/** The fields both the editor and the server check; the picture (upload or Drive link) is checked by each side. */
export const articleFieldsSchema = z.object({
  title: required(ARTICLE_TITLE_MAX, TITLE_TOO_LONG),
  excerpt: required(ARTICLE_EXCERPT_MAX, EXCERPT_TOO_LONG),
  content: z.string(ALL_FIELDS_REQUIRED).refine(htmlHasText, ALL_FIELDS_REQUIRED),
  tags,
  gdriveUrl: z.string().trim().optional(),
});

/** A multipart text field holding a JSON list ('' or absent: none). */
const jsonList = <T extends z.ZodType>(list: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === '') return [];
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return null;
    }
  }, list);

/**
 * The multipart article form as the server reads it: published as 'true'/'false', tags as a JSON list, an
 * empty Drive link as none.
 */
export const articleFormSchema = articleFieldsSchema.extend({
  published: z
    .unknown()
    .optional()
    .transform((value) => value === true || value === 'true'),
  tags: jsonList(tags),
  gdriveUrl: z
    .string()
    .trim()
    .optional()
    .transform((url) => url || undefined),
});
