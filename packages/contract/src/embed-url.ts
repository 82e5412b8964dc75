/**
 * The video embeds the site plays, as both editors store them and every page shows them: on their own, apart from the
 * rich-text allow-lists, so a page that shows an embed does not load those lists with it.
 */

/** The iframes kept (`src`): Google Drive previews and YouTube embeds (the server rewrites the latter to youtube-nocookie). */
export const DRIVE_PREVIEW_URL = /^https:\/\/drive\.google\.com\/file\/d\/[\w-]{10,}\/preview(\?[\w=&.-]*)?$/;
export const YOUTUBE_EMBED_URL = /^https:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{6,20})(\?[\w=&.-]*)?$/;
/** What CKEditor's media embed stores in <oembed url>: a YouTube watch, Shorts or short link, or a Drive file's page. */
export const YOUTUBE_PAGE_URL =
  /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[\w=.-]*&)?v=|shorts\/)|youtu\.be\/)([\w-]{6,20})[\w=&./?%-]*$/;
export const DRIVE_FILE_URL = /^https:\/\/drive\.google\.com\/file\/d\/([\w-]{10,})(?:\/\w*)?(?:\?[\w=&.-]*)?$/;
/** A start time in a YouTube page address (`t=42` or `t=42s`), which the player takes as `start`. */
const YOUTUBE_START = /[?&]t=(\d+)s?(?:&|$)/;

/**
 * The player an embed shows, or null when it is not one the site plays: YouTube through youtube-nocookie, a Drive
 * file through its preview. Takes an iframe's `src` or an <oembed>'s `url` (a page address, as CKEditor stores it).
 */
export function embedPlayerUrl(address: string | null | undefined): string | null {
  const url = (address ?? '').trim();
  if (DRIVE_PREVIEW_URL.test(url)) return url;
  const drive = DRIVE_FILE_URL.exec(url);
  if (drive) return `https://drive.google.com/file/d/${drive[1]}/preview`;
  const embed = YOUTUBE_EMBED_URL.exec(url);
  if (embed) return `https://www.youtube-nocookie.com/embed/${embed[1]}${embed[2] ?? ''}`;
  const page = YOUTUBE_PAGE_URL.exec(url);
  if (!page) return null;
  const start = YOUTUBE_START.exec(url);
  return `https://www.youtube-nocookie.com/embed/${page[1]}${start ? `?start=${start[1]}` : ''}`;
}
