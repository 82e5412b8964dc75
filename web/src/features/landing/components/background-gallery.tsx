import { useMemo, useState } from 'react';
import { useHydrating } from '@/lib/hydration';
import { useGalleryItems } from '../api/get-gallery-items';
import { pickGalleryImages, seededRandom } from '../lib/gallery';

/** The server-rendered page's pick (its markup is taken over as it is): a fixed, repeatable shuffle. */
const SERVER_PICK_SEED = 2024;

function GalleryColumn({ images, side }: { images: string[]; side: 'left' | 'right' }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const shown = images.filter((src) => !failed.has(src));
  if (shown.length === 0) return null;
  return (
    <div
      className={`fixed top-16 bottom-0 ${side === 'left' ? 'left-0' : 'right-0'} hidden w-24 flex-col gap-4 overflow-hidden p-3 opacity-30 xl:flex 2xl:w-44`}
    >
      {shown.map((src) => (
        <img
          key={src}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[3/4] w-full shrink-0 rounded-2xl object-cover shadow-md"
          onError={() => setFailed((prev) => new Set(prev).add(src))}
        />
      ))}
    </div>
  );
}

/** Decorative photos down both sides of wide screens: up to 6 random library photos per side; failed images are hidden. */
export function BackgroundGallery() {
  const { data } = useGalleryItems();
  const hydrating = useHydrating();
  const [random] = useState(() => (hydrating ? seededRandom(SERVER_PICK_SEED) : Math.random));
  const { left, right } = useMemo(() => pickGalleryImages(data, random), [data, random]);
  return (
    <div className="pointer-events-none" aria-hidden="true" data-testid="background-gallery">
      <GalleryColumn images={left} side="left" />
      <GalleryColumn images={right} side="right" />
    </div>
  );
}
