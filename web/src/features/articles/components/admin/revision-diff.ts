import { diffWords } from 'diff';
import { htmlToText } from '../../lib/html-text';
import type { ArticleRevision, EditableArticle, RevisionField } from '@hmti/contract';

const FIELD_LABELS: Record<RevisionField, string> = {
  title: 'Judul',
  excerpt: 'Ringkasan',
  content: 'Isi',
  tags: 'Tag',
  image: 'Gambar',
  published: 'Status',
};

export interface TextPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Unchanged stretches longer than this many words show only their ends around the changes. */
const CONTEXT_WORDS = 12;

const shorten = (text: string, first: boolean, last: boolean) => {
  const words = text.split(/(\s+)/);
  if (words.filter((w) => w.trim()).length <= CONTEXT_WORDS * 3) return text;
  const keep = CONTEXT_WORDS * 2; // words and the spaces between them
  const head = first ? '' : words.slice(0, keep).join('');
  const tail = last ? '' : words.slice(-keep).join('');
  return `${head}${head ? ' … ' : '… '}${tail}`;
};

/**
 * The words of an article's content that differ between an older version and a newer one, read as text (tags
 * dropped) so markup alone never shows as a change; long unchanged stretches are cut to their ends.
 */
export function contentDiff(olderHtml: string, newerHtml: string): TextPart[] {
  const parts = diffWords(htmlToText(olderHtml), htmlToText(newerHtml));
  return parts.map((part, index) => {
    if (part.added) return { kind: 'added', text: part.value };
    if (part.removed) return { kind: 'removed', text: part.value };
    return { kind: 'same', text: shorten(part.value, index === 0, index === parts.length - 1) };
  });
}

const shown = (field: RevisionField, value: unknown): string => {
  if (field === 'tags') return Array.isArray(value) && value.length ? value.join(', ') : '—';
  return typeof value === 'string' && value ? value : '—';
};

/** The fields other than the content whose value in `older` differs from `newer`, both as shown to a person. */
export function fieldChanges(older: ArticleRevision, newer: EditableArticle) {
  // A restore leaves the article's status as it is: the version's own shows in its heading.
  return (['title', 'excerpt', 'tags', 'image'] as const)
    .map((field) => ({
      field,
      label: FIELD_LABELS[field],
      before: shown(field, older[field]),
      after: shown(field, newer[field]),
    }))
    .filter((change) => change.before !== change.after);
}

/** "Judul, Isi diubah" — what one save changed, in the history list. */
export function changeSummary(
  changes: RevisionField[] | null,
  restoredFrom: number | null,
  restoredAt?: string,
): string {
  if (restoredFrom !== null) return restoredAt ? `Versi ${restoredAt} dipulihkan` : 'Versi lama dipulihkan';
  if (changes === null) return 'Versi pertama';
  if (changes.length === 0) return 'Tanpa perubahan isi';
  return `${changes.map((field) => FIELD_LABELS[field]).join(', ')} diubah`;
}

export interface MediaChange {
  kind: 'added' | 'removed';
  type: 'image' | 'video';
  /** The picture's address, or the embedded video's. */
  src: string;
  alt: string;
}
type Media = Omit<MediaChange, 'kind'>;

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'i')
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined) ?? '';
const decode = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** The pictures and embedded videos of an article's content, in order. */
function mediaOf(html: string): Media[] {
  const found: Media[] = [];
  for (const [tag, name] of html.matchAll(/<(img|oembed|iframe)\b[^>]*>/gi)) {
    const lower = name.toLowerCase();
    const src = decode(attribute(tag, lower === 'oembed' ? 'url' : 'src'));
    if (src) found.push({ type: lower === 'img' ? 'image' : 'video', src, alt: decode(attribute(tag, 'alt')) });
  }
  return found;
}

/**
 * The pictures and embedded videos only one of two versions of the content has (a text diff cannot show them):
 * removed = only in `olderHtml`, added = only in `newerHtml`; a picture in both, however often, is no change.
 */
export function mediaDiff(olderHtml: string, newerHtml: string): MediaChange[] {
  const key = (m: Media) => `${m.type} ${m.src}`;
  const left = (from: Media[], other: Media[]) => {
    const remaining = new Map<string, number>();
    for (const m of other) remaining.set(key(m), (remaining.get(key(m)) ?? 0) + 1);
    return from.filter((m) => {
      const n = remaining.get(key(m)) ?? 0;
      remaining.set(key(m), n - 1);
      return n <= 0;
    });
  };
  const older = mediaOf(olderHtml);
  const newer = mediaOf(newerHtml);
  return [
    ...left(older, newer).map((m) => ({ ...m, kind: 'removed' as const })),
    ...left(newer, older).map((m) => ({ ...m, kind: 'added' as const })),
  ];
}

/** The revision against the current version: its changed fields, the content's words (older → current), its media. */
export function compareRevision(revision: ArticleRevision, current: EditableArticle) {
  const fields = fieldChanges(revision, current);
  const words = contentDiff(revision.content, current.content);
  const media = mediaDiff(revision.content, current.content);
  const contentChanged = words.some((part) => part.kind !== 'same');
  // Restoring a revision that differs in nothing would change nothing.
  return { fields, words, media, contentChanged, differs: fields.length > 0 || contentChanged || media.length > 0 };
}
