import { StrokeIcon } from '@/components/ui/stroke-icon';

/** The round white previous/next button over a picture; each use adds its size and side. */
export const ARROW_BUTTON =
  'absolute top-1/2 z-10 flex -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white';

export const ChevronLeftIcon = ({ className = 'h-5 w-5' }: { className?: string }) => (
  <StrokeIcon className={className} strokeWidth={2.5}>
    <path d="M15 18l-6-6 6-6" />
  </StrokeIcon>
);

export const ChevronRightIcon = ({ className = 'h-5 w-5' }: { className?: string }) => (
  <StrokeIcon className={className} strokeWidth={2.5}>
    <path d="M9 6l6 6-6 6" />
  </StrokeIcon>
);

export const ExpandIcon = ({ className = 'h-4 w-4' }: { className?: string }) => (
  <StrokeIcon className={className} strokeWidth={2.5}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
  </StrokeIcon>
);

export const PlayIcon = ({ className = 'h-6 w-6' }: { className?: string }) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
    <path d="M8 5v14l11-7z" />
  </svg>
);
