/**
 * Google Drive share links: which links are accepted, how the file or folder id is read, and why one is refused —
 * worded to follow the field's label ('Google Drive link 1' + reason), with a suggestion of what to do instead.
 */

const DRIVE_INVALID_FORMAT = 'bukan link berbagi Google Drive yang valid';
export const DRIVE_INVALID_FORMAT_SUGGESTION =
  'Gunakan link berbagi Google Drive sebuah file atau folder, misalnya https://drive.google.com/file/d/…/view.';
const DRIVE_NO_FOLDER_ID = 'tidak memuat ID folder yang valid';
const DRIVE_NO_FILE_ID = 'tidak memuat ID file yang valid';
/** A folder link where one file is wanted (a photo). */
export const DRIVE_NOT_A_FILE = 'harus link ke satu file, bukan folder';

/** The server's access check of a link (POST /api/gdrive/check-access), in the same wording. */
export const DRIVE_PRIVATE = 'bersifat privat sehingga tidak dapat dibuka server';
export const DRIVE_PRIVATE_SUGGESTION = 'Bagikan file dengan akses “Siapa saja yang memiliki link”.';
export const DRIVE_UNVERIFIABLE = 'belum dapat diperiksa karena Google Drive tidak menjawab';
export const DRIVE_UNVERIFIABLE_SUGGESTION = 'Periksa koneksi internet lalu coba lagi; link tetap dapat disimpan.';
export const DRIVE_FOLDER_LISTING = 'adalah folder yang isinya tidak dapat dibaca';
export const DRIVE_FOLDER_LISTING_SUGGESTION = 'Salin link berbagi tiap file satu per satu.';
/**
 * A public folder whose page shows no file: empty, or (the page is read best effort, by its file links) laid out so
 * the server finds none. The words fit both, since the server cannot tell them apart.
 */
export const DRIVE_FOLDER_EMPTY = 'adalah folder yang tidak memperlihatkan satu pun foto atau video';
export const DRIVE_FOLDER_EMPTY_SUGGESTION =
  'Pastikan folder itu berisi foto atau video, atau salin link berbagi tiap file satu per satu.';

type DriveLink = { ok: true; kind: 'file' | 'folder'; id: string } | { ok: false; reason: string; suggestion?: string };

const DRIVE_ID = /^[A-Za-z0-9_-]{10,200}$/;
const invalid: DriveLink = { ok: false, reason: DRIVE_INVALID_FORMAT, suggestion: DRIVE_INVALID_FORMAT_SUGGESTION };

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
    return id && DRIVE_ID.test(id) ? { ok: true, kind: 'folder', id } : { ok: false, reason: DRIVE_NO_FOLDER_ID };
  }
  if (p.startsWith('/file/d/')) {
    const id = /^\/file\/d\/([^/?#]+)/.exec(p)?.[1];
    return id && DRIVE_ID.test(id) ? { ok: true, kind: 'file', id } : { ok: false, reason: DRIVE_NO_FILE_ID };
  }
  if (p === '/open' || p === '/uc') {
    const id = url.searchParams.get('id');
    return id && DRIVE_ID.test(id) ? { ok: true, kind: 'file', id } : { ok: false, reason: DRIVE_NO_FILE_ID };
  }
  return invalid;
}

const VIDEO_EXTENSION = /\.(mp4|webm|mov|mkv|avi|m4v|3gp|wmv|flv|ogv|ogg)(\?|#|$)/i;

/** The given type when it is one; otherwise video for a video file extension, image for everything else. */
export const guessMediaType = (url: string, given?: unknown): 'image' | 'video' =>
  given === 'video' || given === 'image' ? given : VIDEO_EXTENSION.test(url) ? 'video' : 'image';
