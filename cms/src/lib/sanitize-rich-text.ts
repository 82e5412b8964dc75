import sanitizeHtml from 'sanitize-html';

/** Hosts whose embeds (iframes) may appear in stored HTML: Drive previews and YouTube. */
const EMBED_HOSTS = ['drive.google.com', 'www.youtube.com', 'www.youtube-nocookie.com', 'youtube.com'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'span', 'div',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'picture', 'source',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col', 'iframe', 'oembed',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'style'],
    source: ['srcset', 'type', 'media', 'sizes'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'title'],
    oembed: ['url'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'scope', 'style'],
    col: ['span', 'style'],
    figure: ['class', 'style'],
    table: ['class', 'style'],
    code: ['class'],
    pre: ['class', 'spellcheck', 'data-language'],
    span: ['class', 'style'],
    p: ['style', 'class'],
    li: ['style'],
    ol: ['start', 'reversed', 'style'],
    ul: ['style'],
    '*': ['id', 'dir', 'lang'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      width: [/^\d+(\.\d+)?(px|%|em|rem)$/],
      height: [/^\d+(\.\d+)?(px|%|em|rem)$/],
      'aspect-ratio': [/^[\d./ ]+$/],
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^hsla?\([\d\s.,%deg]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^hsla?\([\d\s.,%deg]+\)$/i],
    },
  },
  allowedClasses: { '*': [/^(image|image-style-[\w-]+|table|language-[\w-]+|media|text-(tiny|small|big|huge))$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: EMBED_HOSTS,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  disallowedTagsMode: 'discard',
};

/**
 * Every HTML that is stored (article content, aboutUs, library descriptions) passes here on write: what
 * CKEditor produces stays (headings, lists, links, images, tables, code, figures); scripts, event
 * handlers, javascript: URLs and iframes outside Drive/YouTube go.
 */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, OPTIONS);
