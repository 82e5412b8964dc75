import { StrokeIcon } from '@/components/ui/stroke-icon';

/** Shown on the site tabs to users without settings.edit. */
export function ReadOnlyBanner() {
  return (
    <div
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="read-only-banner"
    >
      <StrokeIcon className="mt-0.5 h-5 w-5 shrink-0">
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 118 0v4" />
      </StrokeIcon>
      <p>
        <span className="font-semibold">Mode baca saja.</span> Anda tidak memiliki izin <code>settings.edit</code>,
        sehingga pengaturan situs tidak dapat diubah.
      </p>
    </div>
  );
}
