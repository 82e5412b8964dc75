import { useMemo, type ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import { CHAT_TEXTS } from '../lib/chat-texts';
import { inlineText, REMARK_PLUGINS } from '../lib/markdown';
import { safeHref } from '../lib/safe-link';

interface MarkdownTextProps {
  markdown: string;
  /** Which absolute links count as this site's own: the page's origin. */
  origin: string;
  /** Called when a link to a page of this site is followed. */
  onNavigate?: () => void;
}

const LINK_CLASS = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';
// Anything else (block quotes, rules, tables, strike-through) is left as its plain text.
const ALLOWED = ['p', 'br', 'strong', 'em', 'code', 'pre', 'a', 'ul', 'ol', 'li', 'img'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

// A heading in a chat bubble is only a bold line.
const Heading = ({ children }: { children?: ReactNode }) => <p className="font-semibold">{children}</p>;

/** An answer's Markdown (react-markdown) as React elements: raw HTML comes out as text, unsafe links as their label. */
export function MarkdownText({ markdown, origin, onNavigate }: MarkdownTextProps) {
  const components = useMemo<Components>(
    () => ({
      a: ({ href, children }) => {
        const safe = safeHref(href ?? '', origin);
        // A refused target makes no link: the label stays as text.
        if (!safe) return <>{children}</>;
        if (safe.kind === 'mail')
          return (
            <a href={safe.href} className={LINK_CLASS}>
              {children}
            </a>
          );
        if (safe.kind === 'internal')
          return (
            <Link to={safe.to} className={LINK_CLASS} onClick={onNavigate}>
              {children}
            </Link>
          );
        return (
          <a href={safe.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
            {children}
            <span className="sr-only"> {CHAT_TEXTS.newTab}</span>
          </a>
        );
      },
      ...Object.fromEntries(HEADINGS.map((h) => [h, Heading])),
      code: ({ children }) => (
        <code className="rounded bg-slate-200 px-1 py-0.5 font-mono text-[0.85em]">{children}</code>
      ),
      pre: ({ node }) => (
        <pre className="overflow-x-auto rounded-lg bg-slate-800 p-2 font-mono text-xs text-slate-50">
          <code>{(node ? inlineText(node) : '').replace(/\n$/, '')}</code>
        </pre>
      ),
      ul: ({ children }) => <ul className="list-disc space-y-1 pl-5">{children}</ul>,
      ol: ({ children, start }) => (
        <ol start={start} className="list-decimal space-y-1 pl-5">
          {children}
        </ol>
      ),
      // An image in an answer is never loaded: only its description is shown.
      img: ({ alt }) => <>{alt}</>,
    }),
    [origin, onNavigate],
  );
  return (
    <div className="space-y-2 break-words">
      <Markdown
        remarkPlugins={REMARK_PLUGINS}
        allowedElements={[...ALLOWED, ...HEADINGS]}
        unwrapDisallowed
        // The link renderer above decides on the raw target; nothing else in the answer carries a URL.
        urlTransform={(url) => url}
        components={components}
      >
        {markdown}
      </Markdown>
    </div>
  );
}
