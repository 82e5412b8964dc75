import mapValues from 'lodash/mapValues';
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_CLASS,
  RICH_TEXT_EMBED_TAGS,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_TAGS,
  RICH_TEXT_STYLES,
  RICH_TEXT_URL_SCHEMES,
  embedPlayerUrl,
} from '@hmti/contract';

/** Hosts whose embeds (iframes) may appear in stored HTML: Drive previews and YouTube. */
const EMBED_HOSTS = ['drive.google.com', 'www.youtube.com', 'www.youtube-nocookie.com', 'youtube.com'];
/** Inline images CKEditor may keep as data: URLs; raster only (no SVG documents). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS, ...RICH_TEXT_EMBED_TAGS],
  allowedAttributes: mapValues(RICH_TEXT_ATTRIBUTES, (names) => [...names]),
  allowedStyles: { '*': mapValues(RICH_TEXT_STYLES, (values) => [...values]) },
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
      const src = embedPlayerUrl(attribs.src);
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
    (frame.tag === 'iframe' && !frame.attribs.src) || (frame.tag === 'oembed' && !embedPlayerUrl(frame.attribs.url)),
  disallowedTagsMode: 'discard',
};

/**
 * Every HTML that is stored (article content, aboutUs, library descriptions) passes here on write: what
 * CKEditor produces stays (headings, lists, links, images, tables, code, figures); scripts, event
 * handlers, javascript: URLs and iframes outside Drive/YouTube go.
 */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
