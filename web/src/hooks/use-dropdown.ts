import { useEffect, useId, useRef, useState } from 'react';

/**
 * A button's dropdown panel: whether it is open, the panel's id, and refs for the whole (button and panel; a `div`
 * unless `Root` says otherwise) and the button. While it is open, a pointer or the focus going outside the whole
 * closes it, and Escape closes it and gives the focus back to the button. `initiallyOpen` as useState takes it.
 */
export function useDropdown<Root extends HTMLElement = HTMLDivElement>(
  initiallyOpen: boolean | (() => boolean) = false,
) {
  const [open, setOpen] = useState(initiallyOpen);
  const panelId = useId();
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const listening = new AbortController();
    const { signal } = listening;
    document.addEventListener('pointerdown', onOutside, { signal });
    document.addEventListener('focusin', onOutside, { signal });
    document.addEventListener('keydown', onKey, { signal });
    return () => listening.abort();
  }, [open]);

  return { open, setOpen, panelId, rootRef, buttonRef };
}
