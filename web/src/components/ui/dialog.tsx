import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';
import { useCoversPage } from '@/lib/page-cover';
import { CloseIcon } from './close-icon';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [contenteditable="true"], iframe, video[controls], [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Extra classes for the panel (width, padding). */
  className?: string;
  /** Visually hides the title (it still names the dialog). */
  hideTitle?: boolean;
  /** false: neither Escape, the backdrop nor a close button closes it — only the buttons inside. */
  dismissible?: boolean;
  /** Elements outside the panel that may hold the focus (e.g. an editor's popups rendered at the end of <body>). */
  focusAllowedIn?: string;
}

/**
 * A modal dialog: named by its title, focus kept inside while open and returned afterwards,
 * Escape or the backdrop closes it, the page behind does not scroll.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  className,
  hideTitle,
  dismissible = true,
  focusAllowedIn,
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  // Floating page furniture (the chat button) steps aside while a dialog and its backdrop are up.
  useCoversPage(open);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('[data-autofocus]') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog opened on top of this one (e.g. "discard changes?") handles the keys alone.
      const modals = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
      if (panel && modals.length > 1 && modals[modals.length - 1] !== panel) return;
      if (event.key === 'Escape' && dismissible) {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      if (focusAllowedIn && document.activeElement?.closest(focusAllowedIn)) return;
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (el) => el.offsetParent !== null || el === document.activeElement,
      );
      if (focusable.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const firstEl = focusable[0];
      const lastEl = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === firstEl || !panel.contains(active))) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && (active === lastEl || !panel.contains(active))) {
        event.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, [open, dismissible, focusAllowedIn]);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div
        className="absolute inset-0 bg-slate-950/70"
        aria-hidden="true"
        onClick={dismissible ? () => onCloseRef.current() : undefined}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={cn(
          'relative max-h-[calc(100vh-2rem)] w-full max-w-3xl overflow-y-auto rounded-2xl bg-white p-6 text-slate-900 shadow-2xl outline-none',
          className,
        )}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className={cn('text-xl font-bold', hideTitle && 'sr-only')}>
            {title}
          </h2>
          {dismissible ? (
            <button
              type="button"
              onClick={() => onCloseRef.current()}
              className="ml-auto rounded-full p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
              aria-label="Tutup"
            >
              <CloseIcon />
            </button>
          ) : null}
        </div>
        {description ? (
          <div id={descriptionId} className="mb-4 text-sm text-slate-600">
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
