import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CHAT_TEXTS } from '../lib/chat-texts';
import { parseMarkdown, type Block, type Inline } from '../lib/markdown';

interface MarkdownTextProps {
  markdown: string;
  /** Which absolute links count as this site's own; the page's origin in the browser. */
  origin?: string;
  /** Called when a link to a page of this site is followed. */
  onNavigate?: () => void;
}

const LINK_CLASS = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

function renderInline(nodes: Inline[], onNavigate?: () => void): ReactNode[] {
  return nodes.map((node, i) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={i} />;
      case 'code':
        return (
          <code key={i} className="rounded bg-slate-200 px-1 py-0.5 font-mono text-[0.85em]">
            {node.text}
          </code>
        );
      case 'strong':
        return <strong key={i}>{renderInline(node.children, onNavigate)}</strong>;
      case 'em':
        return <em key={i}>{renderInline(node.children, onNavigate)}</em>;
      case 'link':
        if (node.href.kind === 'mail')
          return (
            <a key={i} href={node.href.href} className={LINK_CLASS}>
              {renderInline(node.children, onNavigate)}
            </a>
          );
        return node.href.kind === 'internal' ? (
          <Link key={i} to={node.href.to} className={LINK_CLASS} onClick={onNavigate}>
            {renderInline(node.children, onNavigate)}
          </Link>
        ) : (
          <a key={i} href={node.href.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
            {renderInline(node.children, onNavigate)}
            <span className="sr-only"> {CHAT_TEXTS.newTab}</span>
          </a>
        );
    }
  });
}

function renderBlock(block: Block, key: number, onNavigate?: () => void): ReactNode {
  switch (block.type) {
    case 'paragraph':
      return <p key={key}>{renderInline(block.children, onNavigate)}</p>;
    case 'heading':
      return (
        <p key={key} className="font-semibold">
          {renderInline(block.children, onNavigate)}
        </p>
      );
    case 'code':
      return (
        <pre key={key} className="overflow-x-auto rounded-lg bg-slate-800 p-2 font-mono text-xs text-slate-50">
          <code>{block.text}</code>
        </pre>
      );
    case 'list': {
      const items = block.items.map((item, i) => <li key={i}>{renderInline(item, onNavigate)}</li>);
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start} className="list-decimal space-y-1 pl-5">
          {items}
        </ol>
      ) : (
        <ul key={key} className="list-disc space-y-1 pl-5">
          {items}
        </ul>
      );
    }
  }
}

/** An answer's Markdown as React elements: no HTML is ever injected, unsafe links stay text. */
export function MarkdownText({ markdown, origin = window.location.origin, onNavigate }: MarkdownTextProps) {
  const blocks = useMemo(() => parseMarkdown(markdown, origin), [markdown, origin]);
  return <div className="space-y-2 break-words">{blocks.map((block, i) => renderBlock(block, i, onNavigate))}</div>;
}
