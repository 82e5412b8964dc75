import { PUBLISH_DENIED } from '@hmti/contract';
import { cn } from '@/lib/cn';

/** Published/Draft switch; shown disabled (with the reason) to users who may not move it for this article. */
export function PublishSwitch({
  published,
  onChange,
  canPublish,
  disabled,
}: {
  published: boolean;
  onChange: (published: boolean) => void;
  canPublish: boolean;
  disabled?: boolean;
}) {
  const locked = !canPublish || disabled;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        role="switch"
        aria-checked={published}
        aria-label="Published"
        aria-describedby={canPublish ? undefined : 'publish-switch-hint'}
        disabled={locked}
        onClick={() => onChange(!published)}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          published ? 'bg-green-600' : 'bg-slate-400',
        )}
      >
        <span
          className={cn(
            'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
            published ? 'translate-x-6' : 'translate-x-1',
          )}
          aria-hidden="true"
        />
      </button>
      <span className="text-sm font-medium text-slate-800" aria-hidden="true">
        {published ? 'Published' : 'Draft'}
      </span>
      {canPublish ? null : (
        <span id="publish-switch-hint" className="text-sm text-slate-600">
          {PUBLISH_DENIED}
        </span>
      )}
    </div>
  );
}
