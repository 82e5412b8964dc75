import { StrokeIcon } from './stroke-icon';

/** The '×' of close and remove buttons; the caller may set its size and stroke (StrokeIcon's otherwise). */
export function CloseIcon(look: { className?: string; strokeWidth?: number }) {
  return (
    <StrokeIcon {...look}>
      <path d="M6 6l12 12M18 6L6 18" />
    </StrokeIcon>
  );
}
