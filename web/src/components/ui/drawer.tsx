import type { ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { cn } from '@/lib/cn';
import { useCoversPage } from '@/lib/page-cover';
import { useDialogFocus } from './dialog-focus';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Names the drawer for screen readers (not shown). */
  title: string;
  id?: string;
  /** The panel's width and colours. */
  className?: string;
  children: ReactNode;
}

/**
 * A modal panel along the left edge of the screen (the dashboard's menu on a phone), on the same Radix primitive as
 * Dialog and with its behaviour: named by its title, focus kept inside while open and returned afterwards (to the
 * button that opened it), Escape or the backdrop closes it, the page behind does not scroll and is hidden from screen
 * readers. The element inside marked `data-autofocus` gets the focus first.
 *
 * It reaches the bottom of the screen, where a phone shows the toasts, so it is layered above them
 * (`--toastify-z-index`, the toast library's own layer): a toast shown just before it opened (the welcome after
 * signing in) waits behind the backdrop instead of covering the panel's last controls. A navigation panel raises no
 * toasts of its own.
 */
export function Drawer({ open, onClose, title, id, className, children }: DrawerProps) {
  const { overlayRef, ...focus } = useDialogFocus(onClose);
  useCoversPage(open);

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          ref={overlayRef}
          className="fixed inset-0 z-[calc(var(--toastify-z-index,9999)+1)] bg-slate-950/50"
        />
        <RadixDialog.Content
          id={id}
          aria-modal="true"
          aria-describedby={undefined}
          {...focus}
          className={cn(
            'fixed inset-y-0 left-0 z-[calc(var(--toastify-z-index,9999)+1)] flex flex-col shadow-2xl outline-none',
            className,
          )}
        >
          <RadixDialog.Title className="sr-only">{title}</RadixDialog.Title>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
