import DOMPurify from 'dompurify';
import { RICH_TEXT_TAGS, RICH_TEXT_URL_SCHEMES, richTextAttributeNames } from '@hmti/contract';
import { keepPlayersOnly, playEmbeds } from '@/lib/embeds';
import { renderingOnServer, sanitizeOnServer } from '@/lib/server-sanitizer';

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
 * The rule for article bodies: a body with block markup is kept as it is; plain text gets its space runs kept, its
 * newlines turned into line breaks and its blank-line-separated blocks wrapped in paragraphs. Not sanitised.
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

const ALLOWED_TAGS = [...RICH_TEXT_TAGS, 'iframe'];
const ALLOWED_ATTR = richTextAttributeNames();
/** An address is kept when it names an allowed scheme or none (a relative link, an anchor). */
const ALLOWED_URI_REGEXP = new RegExp(
  `^(?:(?:${RICH_TEXT_URL_SCHEMES.join('|')}):|[^a-z]|[a-z+.\\-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

let hooksInstalled = false;
function installHooks() {
  if (hooksInstalled || !DOMPurify.isSupported) return;
  hooksInstalled = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
      node.setAttribute('rel', 'noopener noreferrer');
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  });
  // Only a player embedPlayerUrl knows is loaded (the server already keeps no other frame).
  keepPlayersOnly(DOMPurify);
}

export function sanitizeArticleHtml(html: string): string {
  if (renderingOnServer()) return sanitizeOnServer(html);
  installHooks();
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP, ALLOW_DATA_ATTR: false });
}

/** What the detail page puts into the DOM: formatted by formatArticleContent, embeds as players, always sanitised. */
export function renderArticleContent(content: string | null | undefined): string {
  return sanitizeArticleHtml(playEmbeds(formatArticleContent(content)));
}
