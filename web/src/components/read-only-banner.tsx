import { PERMISSIONS, type PermissionName } from '@hmti/contract';
import { StrokeIcon } from '@/components/ui/stroke-icon';

/** Each permission's label, as the Roles screen lists it. */
const LABELS = new Map<string, string>(PERMISSIONS.map((p) => [p.name, p.displayName]));

/** 'A'; 'A' atau 'B'; 'A', 'B' atau 'C'. */
function permissionList(names: readonly PermissionName[]): string {
  const quoted = names.map((name) => `'${LABELS.get(name) ?? name}'`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} atau ${quoted.at(-1)}` : (quoted[0] ?? '');
}

/**
 * Tells a user who may only look at a screen (or a part of it, `subject`) that it is read-only, and which permission
 * changing it needs (any one of `needs`), by the label the Roles screen shows for it. Shown where the edit controls
 * are missing or disabled, so the screen does not just seem to lack them.
 */
export function ReadOnlyBanner({
  needs,
  subject = 'halaman ini',
}: {
  needs: readonly PermissionName[];
  subject?: string;
}) {
  return (
    <div
      role="note"
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="read-only-banner"
    >
      <StrokeIcon className="mt-0.5 h-5 w-5 shrink-0">
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 118 0v4" />
      </StrokeIcon>
      <p>
        <span className="font-semibold">Mode baca saja.</span> Anda hanya dapat melihat {subject}. Mengubahnya
        memerlukan izin {permissionList(needs)}.
      </p>
    </div>
  );
}
