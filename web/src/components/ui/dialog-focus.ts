import { useRef, type KeyboardEvent, type KeyboardEventHandler } from 'react';

/**
 * Focus, key and outside-press handlers for a Radix dialog opened without a Radix trigger: the element marked
 * `data-autofocus` gets the focus first (else Radix's first tabbable one), the focus goes back afterwards to whatever
 * had it when the dialog opened, and Escape or a click on the backdrop (`overlay`, spread on Radix's Overlay) calls
 * `close` (null: neither closes it). A press anywhere else outside, on a toast or an editor's popup above the page,
 * never does. The backdrop's own click handler, not Radix's outside-press listener: Radix adds that listener a task
 * after the dialog opens, so a press in between was lost.
 * Escape is the panel's own keydown, so the dialog holding the focus is the one it closes (Radix's document listener
 * goes by its open layers as of its last render, which can be stale); Radix gets only keys pressed outside dialogs.
 */
export function useDialogFocus(close: (() => void) | null, onKeyDown?: KeyboardEventHandler<HTMLDivElement>) {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    overlay: { onClick: () => close?.() },
    onOpenAutoFocus: (event: Event) => {
      returnTo.current = document.activeElement as HTMLElement | null;
      const preferred = (event.currentTarget as HTMLElement).querySelector<HTMLElement>('[data-autofocus]');
      if (!preferred) return;
      event.preventDefault();
      preferred.focus();
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (returnTo.current?.isConnected) returnTo.current.focus();
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
