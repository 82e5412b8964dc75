/**
 * Unsaved work kept in this browser (localStorage) per signed-in user, so an edit survives a session
 * that ends mid-edit and can be offered back after signing in again. Nothing here reaches the server.
 */
import { browserStorage } from './browser-storage';

export interface StoredDraft<T> {
  key: string;
  /** What the draft is, for the list of unsaved drafts ("Artikel baru: Judul"). */
  label: string;
  /** Where the draft is offered back. */
  href: string;
  savedAt: string;
  data: T;
}

/**
 * The fields of a form that differ from where it started (compared as JSON): what a draft keeps, so restoring it
 * over a record changed since brings back only the person's own changes.
 */
export function changedFields<T extends object>(initial: T, current: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(current).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(initial[key as keyof T])),
  ) as Partial<T>;
}

/** Whether a form's values differ from where it started (`changedFields`). */
export const hasChanges = <T extends object>(initial: T, current: T) =>
  Object.keys(changedFields(initial, current)).length > 0;

const PREFIX = 'hmti-draft:';
/** Drafts older than this are dropped when read. */
const MAX_AGE_MS = 14 * 24 * 3600 * 1000;

const storageKey = (owner: string, key: string) => `${PREFIX}${owner}:${key}`;

const storage = () => browserStorage('localStorage');

function parse<T>(raw: string | null): StoredDraft<T> | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as StoredDraft<T>;
    if (!draft || typeof draft.key !== 'string' || typeof draft.savedAt !== 'string') return null;
    if (Date.now() - Date.parse(draft.savedAt) > MAX_AGE_MS) return null;
    return draft;
  } catch {
    return null;
  }
}

export function saveDraft<T>(owner: string, draft: Omit<StoredDraft<T>, 'savedAt'>) {
  try {
    storage()?.setItem(storageKey(owner, draft.key), JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    // A full or blocked storage only means the draft is not kept.
  }
}

export const readDraft = <T>(owner: string, key: string): StoredDraft<T> | null =>
  parse<T>(storage()?.getItem(storageKey(owner, key)) ?? null);

export function clearDraft(owner: string, key: string) {
  storage()?.removeItem(storageKey(owner, key));
}

/** Every unsaved draft of this user, newest first. */
export function listDrafts(owner: string): Array<StoredDraft<unknown>> {
  const store = storage();
  if (!store) return [];
  const drafts: Array<StoredDraft<unknown>> = [];
  for (let i = 0; i < store.length; i += 1) {
    const name = store.key(i);
    if (!name?.startsWith(storageKey(owner, ''))) continue;
    const draft = parse<unknown>(store.getItem(name));
    if (draft) drafts.push(draft);
  }
  return drafts.sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}
