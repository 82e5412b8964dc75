import { StrokeIcon } from './stroke-icon';

/** The '×' of close and remove buttons; the caller sets its size and stroke. */
export function CloseIcon({ className = 'h-5 w-5', strokeWidth = 2 }: { className?: string; strokeWidth?: number }) {
  return (
    <StrokeIcon className={className} strokeWidth={strokeWidth}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}
