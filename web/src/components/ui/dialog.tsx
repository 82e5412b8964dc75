import type { KeyboardEventHandler, ReactNode } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { cn } from '@/lib/cn';
import { useCoversPage } from '@/lib/page-cover';
import { CloseIcon } from './close-icon';
import { useDialogFocus } from './dialog-focus';
import { FocusBranch } from './focus-branch';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** The panel's max-width class. */
  width?: string;
  /** The panel's padding classes. */
  padding?: string;
  /** false: neither Escape, the backdrop nor a close button closes it — only the buttons inside. */
  dismissible?: boolean;
  /** Elements outside the panel that may hold the focus (e.g. an editor's popups rendered at the end of <body>). */
  focusAllowedIn?: string;
  /** Keys pressed anywhere in the panel (a viewer's arrow keys). */
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
}

/**
 * A modal dialog (Radix): named by its title, focus kept inside while open and returned afterwards,
 * Escape or the backdrop closes it, the page behind does not scroll and is hidden from screen readers.
 * The element inside marked `data-autofocus` gets the focus first.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  width = 'max-w-3xl',
  padding = 'p-6',
  dismissible = true,
  focusAllowedIn,
  onKeyDown,
}: DialogProps) {
  const { overlay, ...focus } = useDialogFocus(dismissible ? onClose : null, onKeyDown);
  // Floating page furniture (the chat button) steps aside while a dialog and its backdrop are up.
  useCoversPage(open);

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <div className="fixed inset-0 z-50 flex items-center justify-center p-4">
          <RadixDialog.Overlay {...overlay} className="absolute inset-0 bg-slate-950/70" />
          <RadixDialog.Content
            aria-modal="true"
            {...(description ? {} : { 'aria-describedby': undefined })}
            {...focus}
            className={cn(
              'relative max-h-[calc(100vh-2rem)] w-full overflow-y-auto rounded-2xl bg-white text-slate-900 shadow-2xl outline-none',
              width,
              padding,
            )}
          >
            {focusAllowedIn ? <FocusBranch selector={focusAllowedIn} /> : null}
            <div className="mb-4 flex items-start justify-between gap-4">
              <RadixDialog.Title className="text-xl font-bold">{title}</RadixDialog.Title>
              {dismissible ? (
                <button
                  type="button"
                  onClick={onClose}
                  className="ml-auto rounded-full p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                  aria-label="Tutup"
                >
                  <CloseIcon />
                </button>
              ) : null}
            </div>
            {description ? (
              <RadixDialog.Description asChild>
                <div className="mb-4 text-sm text-slate-600">{description}</div>
              </RadixDialog.Description>
            ) : null}
            {children}
          </RadixDialog.Content>
        </div>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
