/** Google Drive share links: validation, id extraction and display URLs (pure; no network). */

export const INVALID_FORMAT = 'Invalid Google Drive URL format';
export const INVALID_FORMAT_SUGGESTION = 'Please use a valid Google Drive share link (file or folder)';
export const NO_FOLDER_ID = 'Could not extract folder ID from URL';
export const NO_FILE_ID = 'Could not extract file ID from URL';

export type DriveLink =
  { ok: true; kind: 'file' | 'folder'; id: string } | { ok: false; error: string; suggestion?: string };

const ID = /^[A-Za-z0-9_-]{10,200}$/;

export function parseDriveUrl(raw: unknown): DriveLink {
  if (typeof raw !== 'string') return { ok: false, error: INVALID_FORMAT, suggestion: INVALID_FORMAT_SUGGESTION };
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return { ok: false, error: INVALID_FORMAT, suggestion: INVALID_FORMAT_SUGGESTION };
  }
  if (url.protocol !== 'https:' || url.hostname !== 'drive.google.com')
    return { ok: false, error: INVALID_FORMAT, suggestion: INVALID_FORMAT_SUGGESTION };
  const p = url.pathname;
  if (/^\/(drive\/(u\/\d+\/)?)?folders\//.test(p)) {
    const id = /folders\/([^/?#]+)/.exec(p)?.[1];
    return id && ID.test(id) ? { ok: true, kind: 'folder', id } : { ok: false, error: NO_FOLDER_ID };
  }
  if (p.startsWith('/file/d/')) {
    const id = /^\/file\/d\/([^/?#]+)/.exec(p)?.[1];
    return id && ID.test(id) ? { ok: true, kind: 'file', id } : { ok: false, error: NO_FILE_ID };
  }
  if (p === '/open' || p === '/uc') {
    const id = url.searchParams.get('id');
    return id && ID.test(id) ? { ok: true, kind: 'file', id } : { ok: false, error: NO_FILE_ID };
  }
  return { ok: false, error: INVALID_FORMAT, suggestion: INVALID_FORMAT_SUGGESTION };
}

const VIDEO_EXT = /\.(mp4|webm|mov|mkv|avi|m4v|3gp|wmv|flv|ogv)(\?|$)/i;
/** image unless the given type says video, or the URL looks like a video file. */
export const guessMediaType = (url: string, given?: unknown): 'image' | 'video' =>
  given === 'video' || given === 'image' ? given : VIDEO_EXT.test(url) || /video/i.test(url) ? 'video' : 'image';

export const displayUrl = (id: string, type: 'image' | 'video', bases: { baseUrl: string; imageBaseUrl: string }) =>
  type === 'video' ? `${bases.baseUrl}/file/d/${id}/preview` : `${bases.imageBaseUrl}/d/${id}=s2000`;
