import type { ReactNode } from 'react';
import type { compareRevision, MediaChange, TextPart } from './revision-diff';

/** Text only in this version (struck through in red), only in the current one (green), or in both (plain). */
function Mark({ kind, children }: { kind: TextPart['kind']; children: ReactNode }) {
  if (kind === 'added')
    return <ins className="rounded bg-green-100 px-0.5 text-green-900 no-underline">{children}</ins>;
  if (kind === 'removed') return <del className="rounded bg-red-100 px-0.5 text-red-800 line-through">{children}</del>;
  return <span>{children}</span>;
}

/** The comparison shown: changed fields, then the content's words, then its pictures and videos. */
export function RevisionComparison({
  comparison: { fields, words, media, contentChanged, differs },
}: {
  comparison: ReturnType<typeof compareRevision>;
}) {
  if (!differs)
    return (
      <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="revision-same">
        Versi ini sama dengan versi saat ini.
      </p>
    );
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap gap-3 text-xs text-slate-600">
        <span>
          <Mark kind="removed">dicoret</Mark>: hanya di versi ini
        </span>
        <span>
          <Mark kind="added">hijau</Mark>: hanya di versi saat ini
        </span>
      </p>
      {fields.length ? (
        <dl className="space-y-2" data-testid="revision-field-changes">
          {fields.map((change) => (
            <div key={change.field} className="rounded-lg border border-slate-200 p-2 text-sm">
              <dt className="font-medium text-slate-700">{change.label}</dt>
              <dd className="mt-1 break-words">
                <Mark kind="removed">{change.before}</Mark> <span aria-hidden="true">→</span>{' '}
                <Mark kind="added">{change.after}</Mark>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {contentChanged ? (
        <div>
          <h4 className="mb-1 text-sm font-medium text-slate-700">Isi (teks)</h4>
          <p
            className="max-h-80 overflow-y-auto rounded-lg border border-slate-200 p-3 text-sm leading-7 break-words whitespace-pre-wrap"
            data-testid="revision-content-diff"
          >
            {words.map((part, index) => (
              <Mark key={index} kind={part.kind}>
                {part.text}
              </Mark>
            ))}
          </p>
        </div>
      ) : null}
      {media.length ? (
        <div>
          <h4 className="mb-1 text-sm font-medium text-slate-700">Isi (gambar dan video)</h4>
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="revision-media-changes">
            {media.map((change, index) => (
              <MediaChangeItem key={index} change={change} />
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

const MEDIA_WORDS = {
  image: { added: 'Gambar ditambahkan', removed: 'Gambar dihapus' },
  video: { added: 'Video ditambahkan', removed: 'Video dihapus' },
} as const;

/** One picture or video only one of the two versions has: what happened to it, and the thing itself. */
function MediaChangeItem({ change }: { change: MediaChange }) {
  const added = change.kind === 'added';
  return (
    <li
      className={`flex items-center gap-3 rounded-lg border p-2 text-sm ${added ? 'border-green-300 bg-green-50' : 'border-red-300 bg-red-50'}`}
    >
      {change.type === 'image' ? (
        <img
          src={change.src}
          alt={change.alt}
          loading="lazy"
          className={`h-16 w-24 shrink-0 rounded object-cover ${added ? '' : 'opacity-60 grayscale'}`}
        />
      ) : null}
      <span className="min-w-0">
        <span className={`block font-medium ${added ? 'text-green-900' : 'text-red-800'}`}>
          {MEDIA_WORDS[change.type][change.kind]}
        </span>
        <span className="block truncate text-slate-600" title={change.src}>
          {change.alt || change.src}
        </span>
      </span>
    </li>
  );
}
