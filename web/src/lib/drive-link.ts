/** Google Drive share links on the client: the same rules and messages as the server (spec doc 2 §5, §8). */

export const INVALID_FORMAT = 'Invalid Google Drive URL format';
export const INVALID_FORMAT_SUGGESTION = 'Please use a valid Google Drive share link (file or folder)';
export const NO_FOLDER_ID = 'Could not extract folder ID from URL';
export const NO_FILE_ID = 'Could not extract file ID from URL';

export type DriveLink =
  { ok: true; kind: 'file' | 'folder'; id: string } | { ok: false; error: string; suggestion?: string };

const ID = /^[A-Za-z0-9_-]{10,200}$/;

export function parseDriveUrl(raw: string): DriveLink {
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
/** Video for the listed video extensions, image for everything else (unless a type is given). */
export const guessMediaType = (url: string, given?: string): 'image' | 'video' =>
  given === 'video' || given === 'image' ? given : VIDEO_EXT.test(url) ? 'video' : 'image';

/** The Drive file id inside any of the URL forms we store or display, or null. */
export function driveIdOf(url: string): string | null {
  const m = /\/d\/([A-Za-z0-9_-]{10,200})|[?&]id=([A-Za-z0-9_-]{10,200})|\/file\/d\/([A-Za-z0-9_-]{10,200})/.exec(url);
  return m ? (m[1] ?? m[2] ?? m[3]) : null;
}

/**
 * The forms a Drive-hosted image or video is tried in, in order, when one fails to load:
 * the stored URL first, then up to 7 forms for images and 4 for videos. Non-Drive URLs have only themselves.
 */
export function mediaUrlCandidates(url: string, type: 'image' | 'video'): string[] {
  const id = driveIdOf(url);
  if (!id) return [url];
  const forms =
    type === 'video'
      ? [
          url,
          `https://drive.google.com/file/d/${id}/preview`,
          `https://drive.google.com/uc?export=download&id=${id}`,
          `https://drive.google.com/uc?export=view&id=${id}`,
          `https://drive.google.com/file/d/${id}/view`,
        ]
      : [
          url,
          `https://lh3.googleusercontent.com/d/${id}=s2000`,
          `https://drive.google.com/thumbnail?id=${id}&sz=w2000`,
          `https://drive.google.com/uc?export=view&id=${id}`,
          `https://drive.google.com/uc?export=download&id=${id}`,
          `https://lh3.googleusercontent.com/d/${id}`,
          `https://drive.google.com/thumbnail?id=${id}`,
        ];
  return [...new Set(forms)].slice(0, type === 'video' ? 4 : 7);
}

/** Iframe-embeddable video URL (Drive's /preview), or null when the URL is a direct media file. */
export const videoEmbedUrl = (url: string): string | null => (/\/preview(\?|$)/.test(url) ? url : null);
