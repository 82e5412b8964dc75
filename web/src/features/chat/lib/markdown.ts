import { safeHref, type SafeHref } from './safe-link';

/**
 * The small Markdown subset assistant answers use — paragraphs, line breaks, headings, bullet and
 * numbered lists, fenced code, bold, italics, inline code, links and bare http(s) URLs — parsed into
 * a tree that components/markdown-text.tsx turns into React elements. Nothing is ever treated as
 * HTML: tags stay text, and a link whose target safeHref refuses is only its label.
 */
export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: SafeHref; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'code'; text: string };

const ESCAPABLE = '\\`*_{}[]()#+-.!<>';
const FENCE = /^\s*(```|~~~)/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s*>\s?/;
const BARE_URL = /^https?:\/\/[^\s<>"'`]+/;
const TRAILING_PUNCTUATION = /[.,;:!?'"]+$/;
const isSpace = (ch: string | undefined) => ch === undefined || /\s/.test(ch);
const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

interface InlineContext {
  origin: string;
  inLink: boolean;
}

function pushText(out: Inline[], text: string) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.type === 'text') last.text += text;
  else out.push({ type: 'text', text });
}

/** `[label](target "title")` starting at `start`: the label, the target and where it ends, or null. */
function matchLink(src: string, start: number): { label: string; target: string; end: number } | null {
  let depth = 0;
  let i = start;
  for (; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') i++;
    else if (ch === '\n') return null;
    else if (ch === '[') depth++;
    else if (ch === ']' && --depth === 0) break;
  }
  if (i >= src.length || src[i + 1] !== '(') return null;
  const labelEnd = i;
  depth = 0;
  for (i = labelEnd + 2; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\n') return null;
    if (ch === '(') depth++;
    else if (ch === ')' && depth-- === 0) break;
  }
  if (i >= src.length) return null;
  let target = src.slice(labelEnd + 2, i).trim();
  const title = target.match(/^(\S+)\s+("[^"]*"|'[^']*')$/);
  if (title) target = title[1];
  if (target.startsWith('<') && target.endsWith('>')) target = target.slice(1, -1);
  return { label: src.slice(start + 1, labelEnd), target, end: i + 1 };
}

/** Index of the closing `marker` at or after `from`, honouring the flanking rules of `*` and `_`. */
function findClose(src: string, from: number, marker: string): number {
  const ch = marker[0];
  for (let j = from; j < src.length; j++) {
    if (src[j] === '\\') {
      j++;
      continue;
    }
    if (src[j] === '`') {
      const end = src.indexOf('`', j + 1);
      if (end > j) j = end;
      continue;
    }
    if (!src.startsWith(marker, j)) continue;
    if (marker.length === 1 && src[j + 1] === ch) {
      j++; // part of a double marker: not ours
      continue;
    }
    if (isSpace(src[j - 1])) continue;
    if (ch === '_' && isWordChar(src[j + marker.length])) continue;
    return j;
  }
  return -1;
}

function canOpen(src: string, i: number, marker: string): boolean {
  if (isSpace(src[i + marker.length])) return false;
  return marker[0] !== '_' || !isWordChar(src[i - 1]);
}

function parseInline(src: string, ctx: InlineContext): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i];
    if (ch === '\\' && i + 1 < src.length && ESCAPABLE.includes(src[i + 1])) {
      pushText(out, src[i + 1]);
      i += 2;
      continue;
    }
    if (ch === '\n') {
      out.push({ type: 'break' });
      i++;
      continue;
    }
    if (ch === '`') {
      const end = src.indexOf('`', i + 1);
      if (end > i + 1) {
        out.push({ type: 'code', text: src.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '[' && !ctx.inLink) {
      const link = matchLink(src, i);
      if (link) {
        const href = safeHref(link.target, ctx.origin);
        const children = parseInline(link.label, { ...ctx, inLink: true });
        // A refused target makes no link: the label stays as text.
        if (href) out.push({ type: 'link', href, children });
        else children.forEach((child) => (child.type === 'text' ? pushText(out, child.text) : out.push(child)));
        i = link.end;
        continue;
      }
    }
    if (ch === '*' || ch === '_') {
      const marker = src[i + 1] === ch ? ch + ch : ch;
      if (canOpen(src, i, marker)) {
        const end = findClose(src, i + marker.length, marker);
        if (end > i + marker.length) {
          const children = parseInline(src.slice(i + marker.length, end), ctx);
          out.push(marker.length === 2 ? { type: 'strong', children } : { type: 'em', children });
          i = end + marker.length;
          continue;
        }
      }
      pushText(out, marker);
      i += marker.length;
      continue;
    }
    if (ch === 'h' && !ctx.inLink && !isWordChar(src[i - 1])) {
      const bare = src.slice(i).match(BARE_URL)?.[0];
      if (bare) {
        let url = bare.replace(TRAILING_PUNCTUATION, '');
        // A closing parenthesis belongs to the URL only when the URL opened one.
        while (url.endsWith(')') && (url.match(/\(/g)?.length ?? 0) < (url.match(/\)/g)?.length ?? 0))
          url = url.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
        const href = safeHref(url, ctx.origin);
        if (href) out.push({ type: 'link', href, children: [{ type: 'text', text: url }] });
        else pushText(out, url);
        i += url.length;
        continue;
      }
    }
    pushText(out, ch);
    i++;
  }
  return out;
}

/** Parses `markdown` into blocks; `origin` decides which absolute links count as this site's own. */
export function parseMarkdown(markdown: string, origin: string): Block[] {
  const ctx: InlineContext = { origin, inLink: false };
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | null = null;

  const endParagraph = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', children: parseInline(paragraph.join('\n'), ctx) });
    paragraph = [];
  };
  const endList = () => {
    if (list)
      blocks.push({
        type: 'list',
        ordered: list.ordered,
        start: list.start,
        items: list.items.map((item) => parseInline(item, ctx)),
      });
    list = null;
  };
  const addItem = (ordered: boolean, start: number, text: string) => {
    endParagraph();
    if (!list || list.ordered !== ordered) {
      endList();
      list = { ordered, start, items: [] };
    }
    list.items.push(text.trim());
  };

  for (let n = 0; n < lines.length; n++) {
    const line = lines[n];
    const fence = line.match(FENCE)?.[1];
    if (fence) {
      endParagraph();
      endList();
      const code: string[] = [];
      for (n++; n < lines.length && !lines[n].trim().startsWith(fence); n++) code.push(lines[n]);
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    if (!line.trim() || RULE.test(line)) {
      endParagraph();
      endList();
      continue;
    }
    const heading = line.match(HEADING);
    if (heading) {
      endParagraph();
      endList();
      blocks.push({ type: 'heading', children: parseInline(heading[1], ctx) });
      continue;
    }
    const bullet = line.match(BULLET);
    if (bullet) {
      addItem(false, 1, bullet[1]);
      continue;
    }
    const numbered = line.match(NUMBERED);
    if (numbered) {
      addItem(true, Number(numbered[1]), numbered[2]);
      continue;
    }
    // `list` changes inside the helper closures, which narrowing cannot see.
    const current = list as { items: string[] } | null;
    if (current && /^\s+/.test(line)) {
      current.items[current.items.length - 1] += `\n${line.trim()}`;
      continue;
    }
    endList();
    paragraph.push(line.replace(QUOTE, '').trim());
  }
  endParagraph();
  endList();
  return blocks;
}

const inlineText = (nodes: Inline[]): string =>
  nodes
    .map((node) =>
      node.type === 'text' || node.type === 'code'
        ? node.text
        : node.type === 'break'
          ? ' '
          : inlineText(node.children),
    )
    .join('');

/** The words of an answer without its markup, for the screen-reader announcement. */
export function markdownToPlainText(markdown: string, origin: string): string {
  return parseMarkdown(markdown, origin)
    .map((block) => {
      if (block.type === 'code') return block.text;
      if (block.type === 'list') return block.items.map(inlineText).join('; ');
      return inlineText(block.children);
    })
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
