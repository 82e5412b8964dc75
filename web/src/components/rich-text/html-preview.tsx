import { usePurifiedHtml } from '@/hooks/use-purified-html';
import { PROSE_CLASSES } from './prose';
import { LoadFailed } from '@/components/ui/load-failed';

/** CKEditor's media embeds (<oembed url>) are kept. */
const PREVIEW_CONFIG = { USE_PROFILES: { html: true }, ADD_TAGS: ['oembed'], ADD_ATTR: ['url'] };

/** Rich HTML shown read-only, always passed through DOMPurify first (loaded on demand). */
export function HtmlPreview({ html, emptyText, testId }: { html: string; emptyText: string; testId?: string }) {
  const ready = usePurifiedHtml(html, PREVIEW_CONFIG);
  if (!html.trim()) return <p className="text-slate-600">{emptyText}</p>;
  if (ready.failed) return <LoadFailed message="Pratinjau gagal dimuat." onRetry={ready.retry} />;
  return (
    <div
      className={PROSE_CLASSES}
      aria-busy={ready.html === null}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: ready.html ?? '' }}
    />
  );
}
