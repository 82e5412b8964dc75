import { z } from 'zod';
import { FIELD_LABELS } from './field-labels.js';
import { fieldMessage, labelled, REASON } from './input-check.js';
import type { ResponsiveImage } from './responsive-image.js';
import { ARTICLE_TAG_MAX_LENGTH, ARTICLE_TAGS_MAX } from './article-tags.js';

/** What an article save (POST /api/articles, PUT /api/articles/{id}) must hold, and the messages when it does not. */
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_EXCERPT_MAX = 1000;
/**
 * An article's HTML, in characters: /admin's Save sends the whole entry back as JSON, which must stay under the
 * cms's body limit (JSON_BODY_LIMIT, 1 MB) whatever the text is made of, so what one editor saves the other can save.
 */
export const ARTICLE_CONTENT_MAX = 300_000;

const LABELS = FIELD_LABELS.article;
/**
 * An article without a picture: the reason (for a schema's issue), and the sentence the server answers. Said by every
 * door: /admin has only the file, the dashboard also the Drive link.
 */
export const IMAGE_MISSING = `wajib diisi: pilih file gambar, atau isi ${LABELS.gdriveUrl} di dashboard`;
export const IMAGE_REQUIRED = fieldMessage(LABELS.image, IMAGE_MISSING);
/** A scheduled time (`scheduledAt`, a wall time in the site's zone): the editor's field and the server say the same. */
export const SCHEDULE_INVALID = 'Waktu jadwal tidak valid. Isi tanggal dan jam, misalnya 2026-12-01 09:00.';
export const SCHEDULE_IN_PAST = 'Waktu jadwal sudah lewat. Pilih waktu yang akan datang.';
export const SCHEDULE_WHILE_PUBLISHED =
  'Artikel terjadwal tidak bisa sekaligus Published: matikan Published atau kosongkan jadwalnya.';

/**
 * Whether HTML shows the reader anything: visible text, a picture or an embedded video (a documentation post may be
 * only a video). CKEditor's empty document is '' or '<p>&nbsp;</p>'.
 */
export const htmlHasContent = (html: string): boolean =>
  /<(?:img|oembed|iframe|video)\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;/g, '').trim().length > 0;

const required = (max: number) => z.string().trim().min(1).max(max);
const tags = z.array(z.string().trim().min(1).max(ARTICLE_TAG_MAX_LENGTH)).max(ARTICLE_TAGS_MAX);

/** The fields both the editor and the server check; the picture (upload or Drive link) is checked by each side. */
export const articleFieldsSchema = labelled(
  z.object({
    title: required(ARTICLE_TITLE_MAX),
    excerpt: required(ARTICLE_EXCERPT_MAX),
    content: z.string().max(ARTICLE_CONTENT_MAX).refine(htmlHasContent, REASON.required),
    tags,
    gdriveUrl: z.string().trim().optional(),
  }),
  LABELS,
);

/** A multipart text field holding a JSON list ('' or absent: none; text that is no JSON is refused as no list). */
const jsonList = <T extends z.ZodType>(list: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === '') return [];
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, list);

/** A multipart switch: 'true' (or true) is on, anything else off. */
const formSwitch = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === 'true');

/**
 * The multipart article form as the server reads it: published and submitForReview ('Ajukan terbit': a draft its
 * writer asks a publisher to publish; 'false' takes the request back, left out it stays as it is) as 'true'/'false',
 * tags as a JSON list, an empty Drive link as none.
 */
export const articleFormSchema = labelled(
  articleFieldsSchema.extend({
    published: formSwitch,
    submitForReview: formSwitch.optional(),
    /** The `updatedAt` of the version the editor loaded (a save of an existing article): refused when newer exists. */
    basedOn: z.string().optional(),
    tags: jsonList(tags),
    gdriveUrl: z
      .string()
      .trim()
      .optional()
      .transform((url) => url || undefined),
  }),
  LABELS,
);

/** A published article as the public list answers it (GET /api/articles, its related list; no body). */
export interface ArticleListItem {
  _id: number;
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Its picture's address: the Media Library cover's, else the stored link (a Drive picture), else the placeholder. */
  image: string;
  /** The cover's widths for srcset; null for Drive links and the placeholder. */
  imageSet: ResponsiveImage | null;
  imageSource: 'local' | 'gdrive';
  gdriveFileId: string | null;
  tags: string[];
  author: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  /** When it went public (a scheduled article: its scheduled time): the date readers see and lists sort by. */
  publishedDate: string;
}

/** A published article with its body (GET /api/articles/{id}, /api/articles/slug/{slug}). */
export interface Article extends ArticleListItem {
  content: string;
}

/**
 * An article as the dashboard's list answers it (GET /api/articles/manage; drafts included): the public list's
 * fields without the picture's source, and what managing it needs.
 */
export interface ManagedArticle extends Omit<ArticleListItem, 'imageSource' | 'gdriveFileId' | 'publishedDate'> {
  authorId: number | null;
  /** Its creation as the site's wall clock: 'YYYY-MM-DD' and 'HH:mm'. */
  date: string;
  time: string;
  /** When it first went public (kept while it is a draft again); null until then. */
  publishedDate: string | null;
  /** A draft waiting to be published by the server at this moment; null when not scheduled. */
  scheduledAt: string | null;
  /** The same moment as the site's wall clock ('2026-12-01T09:00'), and the site's time zone. */
  scheduledLocal: string | null;
  timeZone: string;
  /** Since when its writer, who may not publish, has asked for it to be published ('Ajukan terbit'); null otherwise. */
  submittedAt: string | null;
  /** Page views of the article over the days analytics keeps. */
  views: number;
}

/** One article as the editor loads it (GET /api/articles/manage/{id}) and as a save or a restore answers it. */
export interface EditableArticle extends Omit<ManagedArticle, 'views'>, Pick<Article, 'content' | 'gdriveFileId'> {
  imageSource: ArticleListItem['imageSource'] | null;
}

/** One tag of the published articles and how many use it (GET /api/articles/tags), most used first. */
export interface ArticleTagCount {
  tag: string;
  count: number;
}
