/** Google Drive share links: which links are accepted, how the file or folder id is read, and the messages. */

export const DRIVE_INVALID_FORMAT = 'Invalid Google Drive URL format';
export const DRIVE_INVALID_FORMAT_SUGGESTION = 'Please use a valid Google Drive share link (file or folder)';
export const DRIVE_NO_FOLDER_ID = 'Could not extract folder ID from URL';
export const DRIVE_NO_FILE_ID = 'Could not extract file ID from URL';
/** A folder link where one file is wanted (a photo). */
export const DRIVE_NOT_A_FILE = 'Invalid Google Drive link';

export type DriveLink =
  { ok: true; kind: 'file' | 'folder'; id: string } | { ok: false; error: string; suggestion?: string };

const DRIVE_ID = /^[A-Za-z0-9_-]{10,200}$/;
const invalid: DriveLink = { ok: false, error: DRIVE_INVALID_FORMAT, suggestion: DRIVE_INVALID_FORMAT_SUGGESTION };

/** A https://drive.google.com file or folder link (share, open or uc form) and the id in it. */
export function parseDriveUrl(raw: unknown): DriveLink {
  if (typeof raw !== 'string') return invalid;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return invalid;
  }
  if (url.protocol !== 'https:' || url.hostname !== 'drive.google.com') return invalid;
  const p = url.pathname;
  if (/^\/(drive\/(u\/\d+\/)?)?folders\//.test(p)) {
    const id = /folders\/([^/?#]+)/.exec(p)?.[1];
    return id && DRIVE_ID.test(id) ? { ok: true, kind: 'folder', id } : { ok: false, error: DRIVE_NO_FOLDER_ID };
  }
  if (p.startsWith('/file/d/')) {
    const id = /^\/file\/d\/([^/?#]+)/.exec(p)?.[1];
    return id && DRIVE_ID.test(id) ? { ok: true, kind: 'file', id } : { ok: false, error: DRIVE_NO_FILE_ID };
  }
  if (p === '/open' || p === '/uc') {
    const id = url.searchParams.get('id');
    return id && DRIVE_ID.test(id) ? { ok: true, kind: 'file', id } : { ok: false, error: DRIVE_NO_FILE_ID };
  }
  return invalid;
}

const VIDEO_EXTENSION = /\.(mp4|webm|mov|mkv|avi|m4v|3gp|wmv|flv|ogv)(\?|$)/i;

/** The given type when it is one; otherwise video for a video file extension, image for everything else. */
export const guessMediaType = (url: string, given?: unknown): 'image' | 'video' =>
  given === 'video' || given === 'image' ? given : VIDEO_EXTENSION.test(url) ? 'video' : 'image';
