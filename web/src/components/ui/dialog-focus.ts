import { useRef } from 'react';

/**
 * Focus handlers for a Radix dialog opened without a Radix trigger: the element marked `data-autofocus`
 * gets the focus first (else Radix's first tabbable one), and the focus goes back afterwards to whatever
 * had it when the dialog opened.
 */
export function useDialogFocus() {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
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
  };
}
