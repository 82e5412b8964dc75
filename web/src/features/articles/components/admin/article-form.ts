import { formProblem, type FormProblem } from '@/hooks/use-save-error';
import { serverMessageOf } from '@/lib/api-client';
import type { DriveValidation } from '@/hooks/use-drive-link-validation';
import { parseDriveUrl } from '@/lib/drive-link';
import { changedFields } from '@/lib/drafts';
import {
  checkInput,
  DRIVE_NOT_A_FILE,
  type EditableArticle,
  FIELD_LABELS,
  fieldMessage,
  IMAGE_REQUIRED,
  InputError,
  SCHEDULE_IN_PAST,
} from '@hmti/contract';
import { articleInputSchema, type ArticleInput } from '../../api/admin/article-input';

const DRIVE_LABEL = FIELD_LABELS.article.gdriveUrl;
export const SCHEDULE_TIME_REQUIRED = 'Pilih tanggal dan jam terbit.';

export interface ArticleFormValues {
  title: string;
  excerpt: string;
  content: string;
  tags: string[];
  published: boolean;
  /** Published by the server at `scheduledAt` (a wall time in the site's zone); the article stays a draft until then. */
  scheduled: boolean;
  scheduledAt: string;
  imageMode: 'drive' | 'upload';
  driveUrl: string;
  file: File | null;
  /** The picture the article already has (edit only); kept unless a new one is given. */
  existingImage: string | null;
}

/**
 * What the person changed since the form opened, kept as the local draft (a picked file cannot be stored). Restoring
 * it brings back only these fields, so what others changed since (a title, publishing) stays.
 */
export function articleDraftOf(initial: ArticleFormValues, current: ArticleFormValues) {
  const { file: _file, ...fields } = current;
  return changedFields<Omit<ArticleFormValues, 'file'>>(initial, fields);
}

/** True when the person changed anything since the form opened. */
export const isArticleFormChanged = (initial: ArticleFormValues, current: ArticleFormValues) =>
  current.file !== null || Object.keys(articleDraftOf(initial, current)).length > 0;

/** New articles start empty and as drafts; existing ones with their stored values. */
export function initialArticleForm(article?: EditableArticle | null): ArticleFormValues {
  return {
    title: article?.title ?? '',
    excerpt: article?.excerpt ?? '',
    content: article?.content ?? '',
    tags: article?.tags ?? [],
    published: article?.published ?? false,
    scheduled: Boolean(article?.scheduledLocal),
    scheduledAt: article?.scheduledLocal ?? '',
    // An uploaded picture is changed by uploading another; a Drive one (or none yet) by a link.
    imageMode: article?.imageSource === 'local' ? 'upload' : 'drive',
    driveUrl: '',
    file: null,
    existingImage: article?.image || null,
  };
}

/**
 * The form's first problem (the server checks it all again) and its field, the input's key ('title', 'excerpt',
 * 'content', 'tags') or 'image' for the picture; null when it may be saved.
 */
export function validateArticleForm(values: ArticleFormValues, drive: DriveValidation): FormProblem | null {
  const base = checkInput(articleInputSchema, { ...toArticleInput(values), image: undefined, gdriveUrl: undefined });
  if (!base.ok) return formProblem(base);
  const image = (message: string) => ({ message, field: 'image' });
  const link = values.driveUrl.trim();
  if (values.imageMode === 'drive' && link) {
    const local = parseDriveUrl(link);
    if (!local.ok) return image(fieldMessage(DRIVE_LABEL, local.reason));
    if (local.kind !== 'file') return image(fieldMessage(DRIVE_LABEL, DRIVE_NOT_A_FILE));
    return drive.state === 'invalid' ? image(drive.error) : null;
  }
  return (values.imageMode === 'upload' && values.file) || values.existingImage ? null : image(IMAGE_REQUIRED);
}

/** A wall time ('2030-01-01T09:00') as a number, to compare wall times with (read as if it were UTC). */
const wallTime = (local: string): number => Date.parse(`${local.slice(0, 16)}:00.000Z`);

/** The site's wall clock now (a `wallTime`): the schedule clock's `nowLocal` read at `fetchedAt`, plus time since. */
export const siteWallNow = (nowLocal: string, fetchedAt: number, now = Date.now()): number =>
  wallTime(nowLocal) + Math.max(0, now - fetchedAt);

/**
 * The schedule field's problem, or null: Jadwalkan without a time, or a time the site's clock (`siteNow`, from
 * `siteWallNow`; null while unknown) has passed. A schedule left as it was stored is not judged again (the server
 * keeps it even if it came due meanwhile). The server refuses the same with the same message.
 */
export function scheduleProblem(values: ArticleFormValues, stored: string, siteNow: number | null): string | null {
  if (!values.scheduled) return null;
  const at = values.scheduledAt.trim();
  if (!at) return SCHEDULE_TIME_REQUIRED;
  if (at === stored || siteNow === null) return null;
  const time = wallTime(at);
  return Number.isFinite(time) && time <= siteNow ? SCHEDULE_IN_PAST : null;
}

/** What is sent: only the image source that is chosen, and only when it is new. */
export function toArticleInput(values: ArticleFormValues): ArticleInput {
  const link = values.driveUrl.trim();
  return {
    title: values.title,
    excerpt: values.excerpt,
    content: values.content,
    published: values.scheduled ? false : values.published,
    scheduledAt: values.scheduled ? values.scheduledAt.trim() : '',
    tags: values.tags,
    gdriveUrl: values.imageMode === 'drive' && link ? link : undefined,
    image: values.imageMode === 'upload' && values.file ? values.file : undefined,
  };
}

/** A failed save's message: the server's (or the schema's) when there is one, else a generic text. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof InputError) return error.message;
  return serverMessageOf(error) ?? 'Failed to save the article. Please try again.';
}
