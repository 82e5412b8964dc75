import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { MediaWithFallback } from '@/components/drive/media-with-fallback';
import { CloseIcon } from '@/components/ui/close-icon';
import { stepIndex, type GalleryFile } from './lib/gallery';
import { ChevronLeftIcon, ChevronRightIcon } from './media-icons';
import { MediaThumbnailStrip } from './media-thumbnail-strip';

interface Props {
  files: GalleryFile[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const FOCUSABLE = 'button:not([disabled]), a[href], iframe, video[controls], [tabindex]:not([tabindex="-1"])';
const ARROW =
  'absolute top-1/2 z-10 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white';

/**
 * One item's media over the whole screen. Escape closes it (before any dialog underneath sees the key),
 * arrow keys step through multi-file items, Tab stays inside, and the page behind does not scroll.
 */
export function MediaFullscreenOverlay({ files, title, index, onIndexChange, onClose }: Props) {
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const latest = useRef({ index, onIndexChange, onClose, count: files.length });
  useLayoutEffect(() => {
    latest.current = { index, onIndexChange, onClose, count: files.length };
  });

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // Capture phase on window: runs before the shared Dialog's document listener, which must not also close.
    const onKeyDown = (event: KeyboardEvent) => {
      const { index: current, onIndexChange: go, onClose: close, count } = latest.current;
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close();
      } else if ((event.key === 'ArrowLeft' || event.key === 'ArrowRight') && count > 1) {
        event.preventDefault();
        event.stopPropagation();
        go(stepIndex(current, event.key === 'ArrowLeft' ? -1 : 1, count));
      } else if (event.key === 'Tab') {
        event.stopPropagation();
        const root = rootRef.current;
        if (!root) return;
        const focusable = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
        if (!focusable.length) return;
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        const active = document.activeElement;
        if (event.shiftKey && (active === first || !root.contains(active))) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && (active === last || !root.contains(active))) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, []);

  const count = files.length;
  const file = files[index];
  return createPortal(
    <div
      ref={rootRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-[60] flex flex-col bg-slate-950 text-white"
      data-testid="media-fullscreen"
    >
      <div className="flex items-center gap-4 px-4 py-3">
        <h2 id={titleId} className="min-w-0 flex-1 truncate text-lg font-semibold">
          {title}
        </h2>
        {count > 1 ? (
          <span className="rounded-full bg-white/15 px-3 py-0.5 text-sm" aria-live="polite" data-testid="media-counter">
            {index + 1} / {count}
          </span>
        ) : null}
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          className="rounded-full p-2 hover:bg-white/15"
          aria-label="Close full screen"
        >
          <CloseIcon className="h-6 w-6" strokeWidth={2.5} />
        </button>
      </div>
      <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-4 sm:px-20">
        {file ? (
          file.kind === 'video' ? (
            <div className="aspect-video max-h-full w-full max-w-6xl">
              <MediaWithFallback
                key={file.url}
                url={file.url}
                type="video"
                alt={`${title} (${index + 1} of ${count})`}
                className="h-full w-full"
                loading="eager"
              />
            </div>
          ) : (
            <MediaWithFallback
              key={file.url}
              url={file.url}
              type="image"
              alt={`${title} (${index + 1} of ${count})`}
              className="h-full w-full object-contain"
              loading="eager"
            />
          )
        ) : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${ARROW} left-3`}
              onClick={() => onIndexChange(stepIndex(index, -1, count))}
              aria-label="Previous media"
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className={`${ARROW} right-3`}
              onClick={() => onIndexChange(stepIndex(index, 1, count))}
              aria-label="Next media"
            >
              <ChevronRightIcon />
            </button>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <div className="flex justify-center px-4 pb-4">
          <MediaThumbnailStrip files={files} index={index} onSelect={onIndexChange} title={title} onDark />
        </div>
      ) : null}
    </div>,
    document.body,
  );
}
