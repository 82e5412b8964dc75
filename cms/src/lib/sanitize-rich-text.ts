import sanitizeHtml from 'sanitize-html';
import {
  DRIVE_PREVIEW_URL,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_CLASS,
  RICH_TEXT_EMBED_TAGS,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_TAGS,
  RICH_TEXT_STYLES,
  RICH_TEXT_URL_SCHEMES,
  YOUTUBE_EMBED_URL,
} from '@hmti/contract';

/** Hosts whose embeds (iframes) may appear in stored HTML: Drive previews and YouTube. */
const EMBED_HOSTS = ['drive.google.com', 'www.youtube.com', 'www.youtube-nocookie.com', 'youtube.com'];
/** Inline images CKEditor may keep as data: URLs; raster only (no SVG documents). */
/** What CKEditor's media embed stores in <oembed url>: a YouTube or Drive page address. */
const DRIVE_OR_YOUTUBE_PAGE =
  /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/watch\?v=[\w-]+|youtu\.be\/[\w-]+|drive\.google\.com\/file\/d\/[\w-]+)[\w=&./?-]*$/;
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

/** The embed URL we keep for an iframe or oembed, or null: Drive previews, YouTube through youtube-nocookie. */
export function allowedEmbedUrl(src: string | undefined): string | null {
  const url = (src ?? '').trim();
  if (DRIVE_PREVIEW_URL.test(url)) return url;
  const yt = YOUTUBE_EMBED_URL.exec(url);
  return yt ? `https://www.youtube-nocookie.com/embed/${yt[1]}${yt[2] ?? ''}` : null;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS, ...RICH_TEXT_EMBED_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedStyles: {
    '*': Object.fromEntries(Object.entries(RICH_TEXT_STYLES).map(([name, values]) => [name, [...values]])),
  },
  allowedClasses: { '*': [RICH_TEXT_CLASS] },
  allowedSchemes: [...RICH_TEXT_URL_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTS,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    iframe: (tagName, attribs) => {
      const src = allowedEmbedUrl(attribs.src);
      const { src: _src, ...rest } = attribs;
      return { tagName, attribs: src ? { ...rest, src, referrerpolicy: 'strict-origin-when-cross-origin' } : rest };
    },
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      if (!/^data:/i.test(src) || DATA_IMAGE.test(src)) return { tagName, attribs };
      const { src: _src, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
  // Frames without an allowed embed address and media embeds of other sites go entirely.
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !frame.attribs.src) ||
    (frame.tag === 'oembed' &&
      !allowedEmbedUrl(frame.attribs.url) &&
      !DRIVE_OR_YOUTUBE_PAGE.test(frame.attribs.url ?? '')),
  disallowedTagsMode: 'discard',
};

/**
 * Every HTML that is stored (article content, aboutUs, library descriptions) passes here on write: what
 * CKEditor produces stays (headings, lists, links, images, tables, code, figures); scripts, event
 * handlers, javascript: URLs and iframes outside Drive/YouTube go.
 */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
