import { serverMessageOf } from '@/lib/api-client';
import { formProblem, type FormProblem } from '@/hooks/use-save-error';
import { maySaveDriveLink, type DriveValidation } from '@/hooks/use-drive-link-validation';
import { guessMediaType } from '@/lib/drive-link';
import type { LibraryItemType, MediaKind } from '@hmti/contract';
import { checkInput, LIBRARY_LINKS_INVALID, libraryItemSchema, type ManagedLibraryItem } from '@hmti/contract';
import type { LibraryItemInput } from '../../../api/admin/library-item-input';
import { galleryFiles, type GalleryFile } from './gallery';

export interface LinkRow {
  key: string;
  url: string;
  /** Chosen by the user; null = follow the URL and the item's type. */
  mediaType: MediaKind | null;
}

export interface LibraryFormValues {
  title: string;
  description: string;
  fullDescription: string;
  type: LibraryItemType;
  /** 'Tampilkan di situs': listed on the public /library. */
  published: boolean;
  /** The edited item's files (from Drive or uploaded): kept, without a new Drive check, unless removed. */
  kept: GalleryFile[];
  links: LinkRow[];
}

/** A link's check: the DriveLinkInput states, plus 'pending' between an edit and its (debounced) check. */
export type LinkCheck = DriveValidation['state'] | 'pending';

let rowCounter = 0;
export const newLinkRow = (url = '', mediaType: MediaKind | null = null): LinkRow => ({
  key: `link-${++rowCounter}`,
  url,
  mediaType,
});

/** Video when the URL is a video file or the item is a video; image otherwise. */
export const suggestedMediaType = (url: string, itemType: LibraryItemType): MediaKind =>
  guessMediaType(url) === 'video' || itemType === 'video' ? 'video' : 'image';

export const effectiveMediaType = (row: LinkRow, itemType: LibraryItemType): MediaKind =>
  row.mediaType ?? suggestedMediaType(row.url, itemType);

/**
 * The form for a new item (one empty link, shown on the site) or for editing one: its files as kept files (a folder's
 * dozens of files stay as they are; they are not links to check again), and one empty link to add more.
 */
export function initialFormValues(item?: ManagedLibraryItem | null): LibraryFormValues {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    fullDescription: item?.fullDescription ?? '',
    type: item?.type === 'video' ? 'video' : 'photo',
    published: item?.published !== false,
    kept: item ? galleryFiles(item) : [],
    links: [newLinkRow()],
  };
}

/** The form as the server's schema reads it; every link row at its place, blank ones too (the server names rows). */
const toInput = (values: LibraryFormValues) => ({
  title: values.title,
  description: values.description,
  fullDescription: values.fullDescription,
  type: values.type,
  published: values.published,
  keep: values.kept.map((file) => file.url),
  links: values.links.map((row) => ({ url: row.url.trim(), mediaType: effectiveMediaType(row, values.type) })),
});

/** What a save of the form would keep (the texts, the type, the kept files and the non-blank links), as JSON. */
const savedJson = (values: LibraryFormValues) => {
  const input = toInput(values);
  return JSON.stringify({ ...input, links: input.links.filter((link) => link.url) });
};

/** Whether closing the form would lose something typed: anything a save would keep differs from where it started. */
export const isLibraryFormChanged = (initial: LibraryFormValues, current: LibraryFormValues) =>
  savedJson(initial) !== savedJson(current);

/**
 * The client checks, in order (the first failure is shown, with the key of its field when it is one): title, short
 * description, at least one link or kept file; then no non-empty link may have been found invalid (one still being
 * checked, or that Drive did not answer for, is the server's to decide).
 */
export function validateLibraryForm(
  values: LibraryFormValues,
  checks: Readonly<Record<string, LinkCheck | undefined>>,
): { ok: true; input: LibraryItemInput } | ({ ok: false } & FormProblem) {
  const input = toInput(values);
  const parsed = checkInput(libraryItemSchema, input);
  if (!parsed.ok) return { ok: false, ...formProblem(parsed) };
  const unchecked = values.links.some((row) => row.url.trim() && !maySaveDriveLink(checks[row.key]));
  if (unchecked) return { ok: false, message: LIBRARY_LINKS_INVALID };
  return { ok: true, input: { ...parsed.data, links: input.links } };
}

/** The server's { message } of a failed save, else a generic text. */
export const saveErrorMessage = (error: unknown): string =>
  serverMessageOf(error) ?? 'Failed to save the media item. Please try again.';

/** The toast of a failed upload: the server's reason when it refused (a link it will not take), else a generic text. */
export const uploadErrorToast = (error: unknown): string =>
  serverMessageOf(error) ?? 'Failed to upload media. Please try again.';
