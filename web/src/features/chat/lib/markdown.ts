import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import remarkBreaks from 'remark-breaks';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';

/**
 * GitHub's bare-URL links alone: what remark-gfm adds for them, without its tables, footnotes and task lists
 * (about 11 kB gzip the chat chunk does not need).
 */
function remarkBareUrls(this: Processor) {
  const data = this.data();
  data.micromarkExtensions = [...(data.micromarkExtensions ?? []), gfmAutolinkLiteral()];
  data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), gfmAutolinkLiteralFromMarkdown()];
}

/** How answers are read: CommonMark, bare URLs as links, and a single newline stays a line break, as the assistant writes them. */
export const REMARK_PLUGINS = [remarkBareUrls, remarkBreaks];

interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/** The text of a Markdown (or HTML) tree node, a line break read as a space. */
export const inlineText = (node: MdNode): string =>
  node.type === 'break' ? ' ' : (node.value ?? (node.children ?? []).map(inlineText).join(''));

/** The words of an answer without its markup, for the screen-reader announcement (list items split by "; "). */
export function markdownToPlainText(markdown: string): string {
  const tree = unified().use(remarkParse).use(remarkBareUrls).parse(markdown) as MdNode;
  return (tree.children ?? [])
    .map((block) => (block.type === 'list' ? (block.children ?? []).map(inlineText).join('; ') : inlineText(block)))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
