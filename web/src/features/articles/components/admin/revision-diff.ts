import { diffWords } from 'diff';
import { htmlToText } from '../../lib/html-text';
import type { ArticleRevision, RevisionField } from '../../api/admin/revision-types';
import type { EditableArticle } from '../../api/admin/types';

export const FIELD_LABELS: Record<RevisionField, string> = {
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
  const count = words.filter((w) => w.trim()).length;
  if (count <= CONTEXT_WORDS * 3) return text;
  const keep = CONTEXT_WORDS * 2; // words and the spaces between them
  const head = first ? '' : words.slice(0, keep).join('');
  const tail = last ? '' : words.slice(-keep).join('');
  return `${head}${head ? ' … ' : '… '}${tail}`;
};

/**
 * The words of an article's content that differ between an older version and a newer one, read as text
 * (tags dropped), so markup alone never shows as a change; long unchanged stretches are cut to their ends.
 */
export function contentDiff(olderHtml: string, newerHtml: string): TextPart[] {
  const parts = diffWords(htmlToText(olderHtml), htmlToText(newerHtml));
  return parts.map((part, index) => {
    if (part.added) return { kind: 'added', text: part.value };
    if (part.removed) return { kind: 'removed', text: part.value };
    return { kind: 'same', text: shorten(part.value, index === 0, index === parts.length - 1) };
  });
}

export interface FieldChange {
  field: RevisionField;
  label: string;
  before: string;
  after: string;
}

const shown = (field: RevisionField, value: unknown): string => {
  if (field === 'published') return value ? 'Published' : 'Draft';
  if (field === 'tags') return Array.isArray(value) && value.length ? value.join(', ') : '—';
  return typeof value === 'string' && value ? value : '—';
};

/** The fields other than the content whose value in `older` differs from `newer`, both as shown to a person. */
export function fieldChanges(older: ArticleRevision, newer: EditableArticle): FieldChange[] {
  return (['title', 'excerpt', 'tags', 'published', 'image'] as const)
    .map((field) => ({
      field,
      label: FIELD_LABELS[field],
      before: shown(field, older[field]),
      after: shown(field, newer[field]),
    }))
    .filter((change) => change.before !== change.after);
}

/** "Judul, Isi diubah" — what one save changed, in the history list. */
export function changeSummary(changes: RevisionField[] | null, restoredFrom: number | null): string {
  if (restoredFrom !== null) return 'Versi lama dipulihkan';
  if (changes === null) return 'Versi pertama';
  if (changes.length === 0) return 'Tanpa perubahan isi';
  return `${changes.map((field) => FIELD_LABELS[field]).join(', ')} diubah`;
}
