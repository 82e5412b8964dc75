import { useState } from 'react';
import { buildSrcSet, IMAGE_SIZES } from '@hmti/contract';
import { useHydrating } from '@/lib/hydration';
import { useQuery } from '@tanstack/react-query';
import { galleryItemsQueryOptions } from '../api/get-gallery-items';
import { pickGalleryImages, seededRandom, type GalleryPicture } from '../lib/gallery';

/** The 3:4 box of a picture whose size is not known (Drive links, plain files). */
const PHOTO_BOX = { width: 300, height: 400 };

/**
 * One side's column. A file of the media library comes in the width the column needs, anything else by its URL;
 * pictures that fail to load are left out.
 */
function GalleryColumn({ images, side }: { images: GalleryPicture[]; side: 'left' | 'right' }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const shown = images.filter((picture) => !failed.has(picture.url));
  if (shown.length === 0) return null;
  return (
    <div
      className={`fixed top-(--sticky-bar) bottom-0 ${side === 'left' ? 'left-0' : 'right-0'} hidden w-24 flex-col gap-4 overflow-hidden p-3 opacity-30 xl:flex 2xl:w-44`}
    >
      {shown.map(({ url, imageSet }) => {
        const srcSet = buildSrcSet(imageSet);
        const size = imageSet ?? PHOTO_BOX;
        return (
          <img
            key={url}
            {...(srcSet ? { srcSet, sizes: IMAGE_SIZES.galleryPhoto } : {})}
            src={url}
            alt=""
            width={size.width}
            height={size.height}
            loading="lazy"
            decoding="async"
            className="aspect-[3/4] w-full shrink-0 rounded-2xl object-cover shadow-md"
            onError={() => setFailed((prev) => new Set(prev).add(url))}
          />
        );
      })}
    </div>
  );
}

/**
 * Decorative photos down both sides of wide screens: up to 6 random library photos per side, in a new order on every
 * load; failed images are hidden. The pick is the browser's alone: the server (whose page is kept and shared for a
 * moment) and the hydrating first render show no photo, and the photos come once the app has taken the page over.
 * The columns are fixed and beside the content, so their arrival moves nothing, and no picture is fetched twice.
 */
export function BackgroundGallery() {
  const { data } = useQuery(galleryItemsQueryOptions());
  const hydrating = useHydrating();
  const [seed] = useState(() => Math.floor(Math.random() * 2 ** 32));
  // The seed keeps the pick the same from one render to the next.
  const { left, right } = hydrating ? { left: [], right: [] } : pickGalleryImages(data, seededRandom(seed));
  return (
    <div className="pointer-events-none" aria-hidden="true" data-testid="background-gallery">
      <GalleryColumn images={left} side="left" />
      <GalleryColumn images={right} side="right" />
    </div>
  );
}
