import { PUBLISH_DENIED } from '@hmti/contract';
import { Switch } from '@/components/ui/switch';

/** Published/Draft switch; shown disabled (with the reason) to users who may not move it for this article. */
export function PublishSwitch({
  published,
  onChange,
  canSwitch,
  disabled,
}: {
  published: boolean;
  onChange: (published: boolean) => void;
  canSwitch: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Switch
        checked={published}
        onChange={onChange}
        disabled={!canSwitch || disabled}
        aria-label="Published"
        aria-describedby={canSwitch ? undefined : 'publish-switch-hint'}
      />
      <span className="text-sm font-medium text-slate-800" aria-hidden="true">
        {published ? 'Published' : 'Draft'}
      </span>
      {canSwitch ? null : (
        <span id="publish-switch-hint" className="text-sm text-slate-600">
          {PUBLISH_DENIED}
        </span>
      )}
    </div>
  );
}
