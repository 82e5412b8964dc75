/** Google Drive links on the client: the shared link rules, plus the fallback forms a Drive file is shown in. */
export { guessMediaType, parseDriveUrl } from '@hmti/contract';

/** The Drive file id inside any of the URL forms we store or display, or null. */
export function driveIdOf(url: string): string | null {
  const m = /\/d\/([A-Za-z0-9_-]{10,200})|[?&]id=([A-Za-z0-9_-]{10,200})/.exec(url);
  return m ? (m[1] ?? m[2]) : null;
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
          `https://drive.google.com/file/d/${id}/preview`,
          `https://drive.google.com/uc?export=download&id=${id}`,
          `https://drive.google.com/uc?export=view&id=${id}`,
          `https://drive.google.com/file/d/${id}/view`,
        ]
      : [
          `https://lh3.googleusercontent.com/d/${id}=s2000`,
          `https://drive.google.com/thumbnail?id=${id}&sz=w2000`,
          `https://drive.google.com/uc?export=view&id=${id}`,
          `https://drive.google.com/uc?export=download&id=${id}`,
          `https://lh3.googleusercontent.com/d/${id}`,
          `https://drive.google.com/thumbnail?id=${id}`,
        ];
  return [...new Set([url, ...forms])].slice(0, type === 'video' ? 4 : 7);
}

/** Iframe-embeddable video URL (Drive's /preview), or null when the URL is a direct media file. */
export const videoEmbedUrl = (url: string): string | null => (/\/preview(\?|$)/.test(url) ? url : null);
