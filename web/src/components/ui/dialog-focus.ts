import { useRef, type KeyboardEvent, type KeyboardEventHandler } from 'react';

const TABBABLE = 'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled)';

/**
 * Where the focus goes back to when the dialog closes, as the page was when it opened: the element that had the focus,
 * else, when that has gone with what held it (a deleted row, a closed menu), the nearest place still shown — the next
 * of what held it, else the one before, else what held that — at its first control.
 */
function focusReturn(from: Element | null) {
  const places: Array<Element | null> = [];
  for (let at = from; at && at !== document.body; at = at.parentElement)
    places.push(at, at.nextElementSibling, at.previousElementSibling);
  return () => {
    for (const place of places) {
      if (!place?.isConnected) continue;
      const target = place.matches(TABBABLE) ? place : place.querySelector(TABBABLE);
      if (target instanceof HTMLElement && target.checkVisibility()) return target.focus();
    }
  };
}

/**
 * Focus, key and outside-press handlers for a Radix dialog opened without a Radix trigger: the element marked
 * `data-autofocus` gets the focus first (else Radix's first tabbable one), the focus goes back afterwards to whatever
 * had it when the dialog opened (or the nearest place still shown: `focusReturn`), and Escape or a click on the
 * backdrop (`overlay`, spread on Radix's Overlay) calls `close` (null: neither closes it). A press anywhere else
 * outside, on a toast or an editor's popup above the page, never does. The backdrop's own click handler, not
 * Radix's outside-press listener: Radix adds that listener a task after the dialog opens, so a press in between was
 * lost.
 * Escape is the panel's own keydown, so the dialog holding the focus is the one it closes (Radix's document listener
 * goes by its open layers as of its last render, which can be stale); Radix gets only keys pressed outside dialogs.
 */
export function useDialogFocus(close: (() => void) | null, onKeyDown?: KeyboardEventHandler<HTMLDivElement>) {
  const returnFocus = useRef<() => void>(() => {});
  return {
    overlay: { onClick: () => close?.() },
    onOpenAutoFocus: (event: Event) => {
      returnFocus.current = focusReturn(document.activeElement);
      const preferred = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-autofocus]');
      if (!preferred) return;
      event.preventDefault();
      preferred.focus();
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      returnFocus.current();
    },
    onEscapeKeyDown: (event: globalThis.KeyboardEvent) => {
      if (!close || (event.target instanceof Element && event.target.closest('[role="dialog"]')))
        event.preventDefault();
    },
    onInteractOutside: (event: Event) => event.preventDefault(),
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      onKeyDown?.(event);
      if (event.key !== 'Escape') return;
      // This dialog's alone: the one below (its parent in React's tree, which the event would reach next) leaves it.
      event.stopPropagation();
      close?.();
    },
  };
}
