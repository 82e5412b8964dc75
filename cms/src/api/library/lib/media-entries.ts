/** One file of a library item as stored in its repeatable `media` component. */
export interface MediaEntry {
  url: string;
  type: 'image' | 'video';
  source: 'gdrive' | 'local';
  driveFileId: string | null;
}

const parse = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string' || !value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
};
const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** The four parallel arrays of the former schema, as its columns held them, as entries. */
export function entriesFromLegacy(
  legacy: { images: unknown; image_sources: unknown; gdrive_file_ids: unknown; media_kinds: unknown },
  itemType: 'photo' | 'video',
): MediaEntry[] {
  const sources = parse(legacy.image_sources);
  const ids = parse(legacy.gdrive_file_ids);
  const kinds = parse(legacy.media_kinds);
  return parse(legacy.images).flatMap((raw, i) => {
    const url = text(raw);
    if (!url) return [];
    const driveFileId = text(ids[i]);
    const kind = kinds[i] === 'video' || kinds[i] === 'image' ? kinds[i] : itemType === 'video' ? 'video' : 'image';
    return [{ url, type: kind, source: driveFileId || sources[i] === 'gdrive' ? 'gdrive' : 'local', driveFileId }];
  });
}

/** Stored component rows (with their ids and nulls) as entries, in order. */
export const storedEntries = (media: unknown): MediaEntry[] =>
  (Array.isArray(media) ? media : []).flatMap((m: Record<string, unknown>) => {
    const url = text(m?.url);
    if (!url) return [];
    const type = m.type === 'video' ? 'video' : 'image';
    return [{ url, type, source: m.source === 'gdrive' ? 'gdrive' : 'local', driveFileId: text(m.driveFileId) }];
  });

/**
 * The stored entries whose address `keep` names, in order, whole (with any field an operator added to the component,
 * filled in /admin) but without their ids: a dashboard save writes an item's entries anew.
 */
export const keptEntries = (media: unknown, keep: ReadonlySet<string>): MediaEntry[] =>
  (Array.isArray(media) ? (media as Array<Record<string, unknown>>) : []).flatMap(({ id: _id, ...row }) => {
    const [entry] = storedEntries([row]);
    return entry && keep.has(entry.url) ? [{ ...row, ...entry }] : [];
  });
