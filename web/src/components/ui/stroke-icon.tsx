import type { ReactNode } from 'react';

/**
 * A decorative 24×24 outline icon (round caps and joins, drawn in the text colour); the control around it carries
 * the accessible name. `children` are its paths.
 */
export function StrokeIcon({
  className = 'h-5 w-5',
  strokeWidth = 2,
  children,
}: {
  className?: string;
  strokeWidth?: number;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
