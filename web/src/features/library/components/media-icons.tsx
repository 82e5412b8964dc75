import { StrokeIcon } from '@/components/ui/stroke-icon';
import { cn } from '@/lib/cn';

/** The round white previous and next buttons over a picture; `classNames` adds each one's size and side. */
export function ArrowButtons({
  classNames,
  labels,
  onStep,
  disabled = [false, false],
  iconClassName,
}: {
  classNames: [string, string];
  labels: [string, string];
  onStep: (by: -1 | 1) => void;
  disabled?: [boolean, boolean];
  iconClassName?: string;
}) {
  return ([-1, 1] as const).map((by, i) => (
    <button
      key={by}
      type="button"
      className={cn(
        'absolute top-1/2 z-10 flex -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white',
        classNames[i],
      )}
      onClick={() => onStep(by)}
      disabled={disabled[i]}
      aria-label={labels[i]}
    >
      <StrokeIcon className={iconClassName} strokeWidth={2.5}>
        <path d={by < 0 ? 'M15 18l-6-6 6-6' : 'M9 6l6 6-6 6'} />
      </StrokeIcon>
    </button>
  ));
}

export const PlayIcon = ({ className = 'h-6 w-6' }: { className?: string }) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
    <path d="M8 5v14l11-7z" />
  </svg>
);
