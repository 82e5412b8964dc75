import type { KeyboardEvent } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { MediaWithFallback } from '@/components/drive/media-with-fallback';
import { CloseIcon } from '@/components/ui/close-icon';
import { useDialogFocus } from '@/components/ui/dialog-focus';
import { stepIndex, type GalleryFile } from './lib/gallery';
import { ArrowButtons } from '../media-icons';
import { MediaThumbnailStrip } from './media-thumbnail-strip';

interface Props {
  files: GalleryFile[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * One item's media over the whole screen, a dialog on top of the item's dialog (Radix): Escape closes only
 * this one, arrow keys step through multi-file items, Tab stays inside, and the page behind does not scroll.
 */
export function MediaFullscreenOverlay({ files, title, index, onIndexChange, onClose }: Props) {
  const focus = useDialogFocus(onClose, (event: KeyboardEvent) => {
    if ((event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') || files.length < 2) return;
    event.preventDefault();
    onIndexChange(stepIndex(index, event.key === 'ArrowLeft' ? -1 : 1, files.length));
  });

  const count = files.length;
  const file = files[index];
  const media = file ? (
    <MediaWithFallback
      key={file.url}
      url={file.url}
      type={file.kind}
      alt={`${title} (${index + 1} of ${count})`}
      className={file.kind === 'video' ? 'h-full w-full' : 'h-full w-full object-contain'}
      loading="eager"
    />
  ) : null;
  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-[60] bg-slate-950" />
        <RadixDialog.Content
          aria-modal="true"
          aria-describedby={undefined}
          {...focus}
          className="fixed inset-0 z-[60] flex flex-col bg-slate-950 text-white outline-none"
          data-testid="media-fullscreen"
        >
          <div className="flex items-center gap-4 px-4 py-3">
            <RadixDialog.Title className="min-w-0 flex-1 truncate text-lg font-semibold">{title}</RadixDialog.Title>
            {count > 1 ? (
              <span
                className="rounded-full bg-white/15 px-3 py-0.5 text-sm"
                aria-live="polite"
                data-testid="media-counter"
              >
                {index + 1} / {count}
              </span>
            ) : null}
            <button
              type="button"
              data-autofocus
              onClick={onClose}
              className="rounded-full p-2 hover:bg-white/15"
              aria-label="Close full screen"
            >
              <CloseIcon className="h-6 w-6" strokeWidth={2.5} />
            </button>
          </div>
          <div className="relative flex min-h-0 flex-1 items-center justify-center px-4 pb-4 sm:px-20">
            {file?.kind === 'video' ? <div className="aspect-video max-h-full w-full max-w-6xl">{media}</div> : media}
            {count > 1 ? (
              <ArrowButtons
                classNames={['left-3 h-12 w-12', 'right-3 h-12 w-12']}
                labels={['Previous media', 'Next media']}
                onStep={(by) => onIndexChange(stepIndex(index, by, count))}
              />
            ) : null}
          </div>
          {count > 1 ? (
            <div className="flex justify-center px-4 pb-4">
              <MediaThumbnailStrip files={files} index={index} onSelect={onIndexChange} title={title} onDark />
            </div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
