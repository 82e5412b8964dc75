/**
 * What stored rich text (article bodies, "Tentang Kami", library descriptions) may hold. The server sanitises
 * every write with these lists; the web sanitises again with them before it puts stored HTML into the page.
 */
export const RICH_TEXT_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'q',
  'cite',
  'abbr',
  'pre',
  'code',
  'kbd',
  'samp',
  'span',
  'div',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'mark',
  'small',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
  'figure',
  'figcaption',
  'picture',
  'source',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'colgroup',
  'col',
] as const;

/** Embeds the server keeps only when embedPlayerUrl knows their address; the page shows an <oembed> as its player. */
export const RICH_TEXT_EMBED_TAGS = ['iframe', 'oembed'] as const;

/** Attributes per tag; '*' applies to every tag. Style values are narrowed further by the server. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  // The Alignment plugin writes text-align on any block: paragraphs, headings, General HTML Support's <div>.
  ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'div'].map((tag) => [tag, ['style']])),
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading', 'style'],
  source: ['srcset', 'type', 'media', 'sizes'],
  iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder', 'title', 'referrerpolicy', 'loading'],
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
  ol: ['start', 'reversed', 'type', 'style'],
  ul: ['style'],
  blockquote: ['cite'],
  q: ['cite'],
  del: ['cite', 'datetime'],
  ins: ['cite', 'datetime'],
  '*': ['id', 'dir', 'lang'],
};

/** Classes any allowed tag may carry (what CKEditor's images, tables, code blocks, media and font sizes write). */
export const RICH_TEXT_CLASS = /^(image|image-style-[\w-]+|table|language-[\w-]+|media|text-(tiny|small|big|huge))$/;

const CSS_COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^hsla?\([\d\s.,%deg]+\)$/i];
/** Style properties (and their values) kept on the tags whose attributes above include `style`. */
export const RICH_TEXT_STYLES: Readonly<Record<string, readonly RegExp[]>> = {
  'text-align': [/^(left|right|center|justify)$/],
  width: [/^\d+(\.\d+)?(px|%|em|rem)$/],
  height: [/^\d+(\.\d+)?(px|%|em|rem)$/],
  'aspect-ratio': [/^[\d./ ]+$/],
  color: CSS_COLOR,
  'background-color': CSS_COLOR,
};

/** URL schemes links and other addresses may use; images may also be inline data: URLs. */
export const RICH_TEXT_URL_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const RICH_TEXT_IMAGE_SCHEMES = ['http', 'https', 'data'] as const;

/** Every attribute name some allowed tag may carry (for sanitisers that take one flat list). */
export const richTextAttributeNames = (): string[] => [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];
