import { useCallback, useEffect, useState } from 'react';
import { useUser } from '@/lib/auth';
import { clearDraft, readDraft, saveDraft, type StoredDraft } from '@/lib/drafts';

const SAVE_DELAY_MS = 300;

interface Options<T> {
  key: string;
  label: string;
  href: string;
  value: T;
  /** Only changed forms are kept. */
  dirty: boolean;
}

/**
 * Keeps a form's unsaved changes in this browser while it is being edited (and drops them when the form is changed
 * back), and offers back a draft that was left behind (e.g. when the session ended mid-edit). While a left-behind
 * draft is on offer it is not overwritten.
 */
export function useUnsavedDraft<T>({ key, label, href, value, dirty }: Options<T>) {
  const owner = useUser().data?.username;
  const [offered, setOffered] = useState<StoredDraft<T> | null>(() => (owner ? readDraft<T>(owner, key) : null));
  const [checkedFor, setCheckedFor] = useState(owner);
  if (checkedFor !== owner) {
    setCheckedFor(owner);
    setOffered(owner ? readDraft<T>(owner, key) : null);
  }

  useEffect(() => {
    if (!owner || offered) return;
    // Changed back to where it started: nothing is unsaved, and an earlier keep of the change must not be offered.
    if (!dirty) return clearDraft(owner, key);
    const keep = () => saveDraft(owner, { key, label, href, data: value });
    const timer = window.setTimeout(keep, SAVE_DELAY_MS);
    // A page left before the keep (a link followed, the tab closed, /login after a lost session) keeps it at once.
    window.addEventListener('pagehide', keep);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', keep);
    };
  }, [owner, dirty, offered, key, label, href, value]);

  const clear = useCallback(() => {
    if (owner) clearDraft(owner, key);
    setOffered(null);
  }, [owner, key]);
  const dismissOffer = useCallback(() => setOffered(null), []);

  return { offered, clear, dismissOffer };
}
