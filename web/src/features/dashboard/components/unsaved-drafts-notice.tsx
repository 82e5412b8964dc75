import { useState } from 'react';
import { Link } from 'react-router';
import { useUser } from '@/lib/auth';
import { formatDateTime } from '@/lib/dates';
import { listDrafts } from '@/lib/drafts';

/** After signing in again: the edits this user left unsaved in this browser, each with a link back to it. */
export function UnsavedDraftsNotice() {
  const owner = useUser().data?.username;
  const [drafts] = useState(() => (owner ? listDrafts(owner) : []).filter((d) => d.href.startsWith('/dashboard/')));
  if (!drafts.length) return null;
  return (
    <section
      aria-labelledby="unsaved-drafts-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <h2 id="unsaved-drafts-title" className="font-semibold">
        Perubahan yang belum disimpan
      </h2>
      <ul className="mt-2 space-y-1">
        {drafts.map((draft) => (
          <li key={draft.key}>
            <Link to={draft.href} className="font-medium text-brand-800 underline">
              {draft.label}
            </Link>{' '}
            <span className="text-amber-800">({formatDateTime(draft.savedAt)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
