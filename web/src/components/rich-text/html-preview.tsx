import { usePurifiedHtml } from '@/hooks/use-purified-html';
import { HTML_WITH_PLAYERS, playEmbeds } from '@/lib/embeds';
import { PROSE_CLASSES } from './prose';
import { LoadFailed } from '@/components/ui/load-failed';

/** Rich HTML shown read-only, its media embeds as their players, always passed through DOMPurify first (loaded on demand). */
export function HtmlPreview({ html, emptyText, testId }: { html: string; emptyText: string; testId?: string }) {
  const ready = usePurifiedHtml(playEmbeds(html), HTML_WITH_PLAYERS);
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
