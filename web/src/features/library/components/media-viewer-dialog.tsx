import { useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useFailedPicture } from '@/lib/pictures';
import type { LibraryItem } from '@hmti/contract';
import { mediaKindAt, typeLabel, videoSource } from '../lib/media';
import { ArrowButtons } from './media-icons';
import { MediaThumbnail, PlayOverlay } from './media-thumbnail';
import { TypeAndDate } from './item-date';

function MainMedia({ item, index }: { item: LibraryItem; index: number }) {
  const url = item.images[index];
  const { failed, pictureProps } = useFailedPicture(url);
  if (!url) return <div className="flex h-full items-center justify-center text-slate-300">Media tidak tersedia</div>;
  const kind = mediaKindAt(item, index);
  if (failed)
    return (
      <div className="flex h-full items-center justify-center text-slate-300">
        {kind === 'video' ? 'Video tidak dapat dimuat' : 'Gambar tidak dapat dimuat'}
      </div>
    );
  if (kind === 'image') {
    return (
      <img
        src={url}
        alt={`${item.title} (${index + 1} dari ${item.images.length})`}
        draggable={false}
        className="h-full w-full object-contain"
        {...pictureProps}
      />
    );
  }
  const source = videoSource(url);
  if (source.kind === 'embed') {
    return (
      <iframe
        key={source.src}
        src={source.src}
        title={`${item.title} (video ${index + 1})`}
        className="h-full w-full"
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
      />
    );
  }
  return (
    <video
      key={source.src}
      src={source.src}
      controls
      playsInline
      className="h-full w-full bg-black"
      aria-label={`${item.title} (video ${index + 1})`}
      onError={pictureProps.onError}
    />
  );
}

/** How far a pointer must travel across the picture to count as a swipe. */
const SWIPE_PX = 40;
/** The height of a video's own controls along its bottom, whose drags are not swipes. */
const VIDEO_CONTROLS_PX = 56;

const NAV_BUTTON = 'h-11 w-11 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A library item in a dialog: its pictures or videos one at a time with previous/next (buttons, arrow keys, a swipe)
 * and thumbnails, then date, time and the full description; `key={item?.id}` opens each item on its first media.
 */
export function MediaViewerDialog({ item, onClose }: { item: LibraryItem | null; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  // Where a pointer went down on the picture, read when it comes up.
  const swipeFrom = useRef<number | null>(null);

  if (!item) return null;
  const count = item.images.length;
  const isFirst = index <= 0;
  const isLast = index >= count - 1;
  const step = (by: -1 | 1) => {
    if (!(by < 0 ? isFirst : isLast)) setIndex(index + by);
  };
  // The arrow keys step through the media, unless a video's own controls or a form field has them.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLMediaElement || event.target instanceof HTMLInputElement) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') step(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <Dialog open onClose={onClose} title={item.title} width="max-w-4xl" onKeyDown={onKeyDown}>
      <div className="space-y-4">
        <div
          className="relative aspect-video touch-pan-y overflow-hidden rounded-xl bg-slate-950"
          // A swipe across the picture (a finger, or the mouse held down) steps to the next or previous one; a drag
          // on a video's controls (the strip along its bottom: seek, volume) is the video's.
          onPointerDown={(event) => {
            const { target, clientX, clientY } = event;
            const onControls =
              target instanceof HTMLMediaElement && clientY > target.getBoundingClientRect().bottom - VIDEO_CONTROLS_PX;
            swipeFrom.current = onControls ? null : clientX;
          }}
          onPointerUp={(event) => {
            const from = swipeFrom.current;
            swipeFrom.current = null;
            if (from !== null && Math.abs(event.clientX - from) > SWIPE_PX) step(event.clientX < from ? 1 : -1);
          }}
          onPointerCancel={() => (swipeFrom.current = null)}
        >
          <MainMedia item={item} index={index} />
          {count > 1 ? (
            <ArrowButtons
              classNames={[`${NAV_BUTTON} left-3`, `${NAV_BUTTON} right-3`]}
              labels={['Sebelumnya', 'Berikutnya']}
              onStep={step}
              disabled={[isFirst, isLast]}
            />
          ) : null}
          {count > 0 ? (
            <span
              className="absolute right-3 bottom-3 rounded-full bg-black/70 px-2.5 py-0.5 text-xs font-medium text-white"
              data-testid="media-counter"
              aria-live="polite"
            >
              {index + 1}/{count}
            </span>
          ) : null}
        </div>

        {count > 1 ? (
          <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Thumbnail">
            {item.images.map((url, i) => (
              <li key={`${url}-${i}`} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-label={`Tampilkan media ${i + 1}`}
                  aria-current={i === index ? 'true' : undefined}
                  className={cn(
                    'relative block h-16 w-24 overflow-hidden rounded-lg border-2',
                    i === index ? 'border-brand-600' : 'border-transparent opacity-70 hover:opacity-100',
                  )}
                >
                  <MediaThumbnail item={{ ...item, images: [url], mediaKinds: [mediaKindAt(item, i)] }} />
                  {mediaKindAt(item, i) === 'video' ? <PlayOverlay small /> : null}
                </button>
              </li>
            ))}
          </ul>
        ) : null}

        <TypeAndDate label={typeLabel(item.type)} item={item} />
        <p className="whitespace-pre-line text-slate-800">{item.fullDescription || item.description}</p>
      </div>
    </Dialog>
  );
}
