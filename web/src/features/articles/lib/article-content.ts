import DOMPurify from 'dompurify';

/** Content that already carries paragraph, div or line-break tags is shown as it is. */
const HAS_BLOCK_MARKUP = /<(p|div|br)(\s[^>]*)?\/?>/i;

/** Text between tags: runs of two or more spaces become non-breaking spaces (tags untouched). */
function keepSpaceRuns(text: string): string {
  return text
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : part.replace(/ {2,}/g, (run) => '&nbsp;'.repeat(run.length))))
    .join('');
}

/**
 * The rule for article bodies: a body with block markup is kept as it is; plain text gets its space
 * runs kept, its newlines turned into line breaks and its blank-line-separated blocks wrapped in
 * paragraphs. Not sanitised (see renderArticleContent).
 */
export function formatArticleContent(content: string | null | undefined): string {
  const source = (content ?? '').replace(/\r\n?/g, '\n');
  if (!source.trim()) return '';
  if (HAS_BLOCK_MARKUP.test(source)) return source;
  return source
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(/^\n+|\n+$/g, ''))
    .filter((block) => block.trim() !== '')
    .map((block) => `<p>${keepSpaceRuns(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

const ALLOWED_TAGS = [
  'p',
  'br',
  'div',
  'span',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'a',
  'img',
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
  'code',
  'pre',
  'kbd',
  'samp',
  'figure',
  'figcaption',
  'blockquote',
  'q',
  'cite',
  'abbr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'ins',
  'mark',
  'sub',
  'sup',
  'small',
];
const ALLOWED_ATTR = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'loading',
  'id',
  'class',
  'colspan',
  'rowspan',
  'scope',
  'start',
  'reversed',
  'type',
  'cite',
  'datetime',
];

let hooksInstalled = false;
function installHooks() {
  if (hooksInstalled || !DOMPurify.isSupported) return;
  hooksInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
}

export function sanitizeArticleHtml(html: string): string {
  installHooks();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

/** What the detail page puts into the DOM: formatted by formatArticleContent, then always sanitised. */
export function renderArticleContent(content: string | null | undefined): string {
  return sanitizeArticleHtml(formatArticleContent(content));
}
