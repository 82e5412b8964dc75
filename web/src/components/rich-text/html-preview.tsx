import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { PROSE_CLASSES } from './prose';

/** Rich HTML shown read-only, always passed through DOMPurify first (loaded on demand). */
export function HtmlPreview({
  html,
  className,
  emptyText,
  testId,
}: {
  html: string;
  className?: string;
  emptyText?: string;
  testId?: string;
}) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let active = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (active)
        setClean({
          source: html,
          html: DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_TAGS: ['oembed'], ADD_ATTR: ['url'] }),
        });
    });
    return () => {
      active = false;
    };
  }, [html]);
  if (!html.trim() && emptyText) return <p className="text-slate-600">{emptyText}</p>;
  const ready = clean && clean.source === html ? clean.html : null;
  return (
    <div
      className={cn(PROSE_CLASSES, className)}
      aria-busy={ready === null}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: ready ?? '' }}
    />
  );
}
