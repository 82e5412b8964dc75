import { useState } from 'react';
import { buildSrcSet, IMAGE_SIZES, type LibraryItem } from '@hmti/contract';
import { cn } from '@/lib/cn';
import { useFailedPicture } from '@/lib/pictures';
import { thumbnailOf, videoSource } from '../lib/media';
import { PlayIcon } from './media-icons';

/** Drive links and plain files have no known size: the card's 16:9 box, so the page does not shift when they arrive. */
const CARD_BOX = { width: 640, height: 360 };

/**
 * An item's first picture (a video's first frame for video files); a picture that fails is hidden. A file of the
 * media library comes in the width the card needs; other pictures keep their URL.
 */
export function MediaThumbnail({ item, priority = 'lazy' }: { item: LibraryItem; priority?: 'high' | 'lazy' }) {
  const [videoFailed, setVideoFailed] = useState(false);
  const thumb = thumbnailOf(item);
  const picture = useFailedPicture(thumb?.kind === 'image' ? thumb.url : null);
  const box = 'h-full w-full bg-gradient-to-br from-brand-900 to-brand-600 object-cover';
  if (!thumb || picture.failed || videoFailed) return <div className={box} aria-hidden="true" />;
  if (thumb.kind === 'image') {
    const srcSet = buildSrcSet(thumb.imageSet);
    const size = thumb.imageSet ?? CARD_BOX;
    return (
      <img
        {...(srcSet ? { srcSet, sizes: IMAGE_SIZES.libraryCard } : {})}
        src={thumb.url}
        alt=""
        width={size.width}
        height={size.height}
        loading={priority === 'high' ? 'eager' : 'lazy'}
        fetchPriority={priority === 'high' ? 'high' : 'auto'}
        decoding="async"
        className={box}
        {...picture.pictureProps}
      />
    );
  }
  const source = videoSource(thumb.url);
  if (source.kind === 'embed') return <div className={box} aria-hidden="true" />;
  return (
    <video
      src={`${source.src}#t=0.1`}
      preload="metadata"
      muted
      playsInline
      className={box}
      aria-hidden="true"
      tabIndex={-1}
      onError={() => setVideoFailed(true)}
    />
  );
}

export function PlayOverlay({ small }: { small?: boolean }) {
  return (
    <span className="pointer-events-none absolute inset-0 flex items-center justify-center" aria-hidden="true">
      <span
        className={cn(
          'flex items-center justify-center rounded-full bg-black/60 text-white',
          small ? 'h-7 w-7' : 'h-14 w-14',
        )}
      >
        <PlayIcon className={small ? 'h-3.5 w-3.5' : 'h-7 w-7'} />
      </span>
    </span>
  );
}
