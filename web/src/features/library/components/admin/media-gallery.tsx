import { useState } from 'react';
import { MediaWithFallback } from '@/components/drive/media-with-fallback';
import { cn } from '@/lib/cn';
import { stepIndex, type GalleryFile } from './lib/gallery';
import { StrokeIcon } from '@/components/ui/stroke-icon';
import { ArrowButtons } from '../media-icons';
import { MediaFullscreenOverlay } from './media-fullscreen-overlay';
import { MediaThumbnailStrip } from './media-thumbnail-strip';

interface Props {
  files: GalleryFile[];
  title: string;
  /** 'card': compact, cropped; 'details': whole picture plus the thumbnail strip. */
  variant: 'card' | 'details';
}

/** An item's media shown inline, one at a time, with a way into the full-screen overlay. */
export function MediaGallery({ files, title, variant }: Props) {
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const count = files.length;
  const current = Math.min(index, Math.max(count - 1, 0));
  const file = files[current];
  const small = variant === 'card';

  return (
    <div className="space-y-3">
      {/* A card is half a phone wide (two columns): a taller frame there keeps the picture readable. */}
      <div
        className={cn(
          'relative overflow-hidden rounded-xl bg-slate-900',
          small ? 'aspect-[4/3] sm:aspect-video' : 'aspect-video',
        )}
      >
        {file ? (
          <MediaWithFallback
            key={file.url}
            url={file.url}
            type={file.kind}
            alt={`${title} (${current + 1} of ${count})`}
            className={cn('h-full w-full', small ? 'object-cover' : 'object-contain')}
            loading={small ? 'lazy' : 'eager'}
          />
        ) : (
          <div className="flex h-full items-center justify-center text-sm text-slate-300">No media</div>
        )}
        {count > 1 ? (
          <>
            <ArrowButtons
              classNames={small ? ['left-2 h-8 w-8', 'right-2 h-8 w-8'] : ['left-3 h-10 w-10', 'right-3 h-10 w-10']}
              labels={[`Previous media: ${title}`, `Next media: ${title}`]}
              onStep={(by) => setIndex(stepIndex(current, by, count))}
              iconClassName="h-4 w-4"
            />
            <span
              className="absolute bottom-2 left-2 rounded-full bg-black/70 px-2.5 py-0.5 text-xs font-medium text-white"
              data-testid="media-index"
            >
              <span className="sr-only">Media </span>
              {current + 1} / {count}
            </span>
          </>
        ) : null}
        {file ? (
          <button
            type="button"
            onClick={() => setFullscreen(true)}
            aria-haspopup="dialog"
            aria-label={`View full screen: ${title}`}
            className="absolute top-2 right-2 z-10 rounded-full bg-black/70 p-2 text-white hover:bg-black/90"
          >
            <StrokeIcon className="h-4 w-4" strokeWidth={2.5}>
              <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" />
            </StrokeIcon>
          </button>
        ) : null}
      </div>
      {!small && count > 1 ? (
        <MediaThumbnailStrip files={files} index={current} onSelect={setIndex} title={title} />
      ) : null}
      {fullscreen ? (
        <MediaFullscreenOverlay
          files={files}
          title={title}
          index={current}
          onIndexChange={setIndex}
          onClose={() => setFullscreen(false)}
        />
      ) : null}
    </div>
  );
}
