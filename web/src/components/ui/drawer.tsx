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
 * A modal panel along the left edge of the screen (the dashboard's menu on a phone), behaving as Dialog does. It is
 * layered above the toasts (`--toastify-z-index`), which a phone shows at the bottom: a toast shown just before it
 * opened (the welcome after signing in) waits behind the backdrop instead of covering the panel's last controls.
 */
export function Drawer({ open, onClose, title, id, className, children }: DrawerProps) {
  const { overlay, ...focus } = useDialogFocus(onClose);
  useCoversPage(open);

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          {...overlay}
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
