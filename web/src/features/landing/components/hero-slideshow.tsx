import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { HERO_BANNERS, nextSlideIndex, SLIDESHOW_INTERVAL_MS } from '../lib/constants';
import { BannerImage } from './banner-image';

/**
 * The slideshow's clock: the slide on screen (`index`), the next one every 3 s while `running` (a picked dot restarts
 * the wait; not running, only a picked dot changes it). Slides 0..mounted-1 have their picture in the page: the next
 * one is put there halfway through the current slide, not all eight together with the first screen.
 */
export function useSlideshow(running: boolean) {
  const [index, setIndex] = useState(0);
  const [mounted, setMounted] = useState(1);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setIndex((i) => nextSlideIndex(i, HERO_BANNERS.length)), SLIDESHOW_INTERVAL_MS);
    const prefetch = setTimeout(() => setMounted((m) => Math.max(m, index + 2)), SLIDESHOW_INTERVAL_MS / 2);
    return () => {
      clearTimeout(timer);
      clearTimeout(prefetch);
    };
  }, [index, running]);
  return { index, mounted, pick: setIndex };
}
type Slideshow = ReturnType<typeof useSlideshow>;

/** The 8 banners filling their box, the current one shown, under a dark gradient for the texts above them. */
export function HeroSlides({ slideshow: { index, mounted }, className }: { slideshow: Slideshow; className?: string }) {
  return (
    <div className={cn('absolute inset-0', className)} aria-hidden="true">
      {HERO_BANNERS.map((src, i) =>
        i < mounted || i === index ? (
          <BannerImage
            key={src}
            banner={i + 1}
            drawn="fullScreen"
            loading="eager"
            priority={i === 0}
            className={cn(
              'absolute inset-0 h-full w-full transition-opacity duration-700 motion-reduce:transition-none',
              i === index ? 'opacity-100' : 'opacity-0',
            )}
          />
        ) : null,
      )}
      <div className="absolute inset-0 bg-gradient-to-b from-brand-900/75 via-brand-900/55 to-brand-900/85" />
    </div>
  );
}

/**
 * One dot per banner; the current one is drawn wide. Each dot keeps its place: the wide one is a pill over its dot,
 * cut to a dot's width on the others (clip-path), so a change of slide moves nothing on the page.
 */
export function SlideDots({ slideshow: { index, pick }, className }: { slideshow: Slideshow; className?: string }) {
  return (
    // Without JavaScript the first picture stays: no dots to choose another.
    <div
      className={cn('flex items-center gap-1 noscript:hidden', className)}
      role="group"
      aria-label="Pilih gambar banner"
    >
      {HERO_BANNERS.map((src, i) => (
        <button
          key={src}
          type="button"
          className="p-1.5"
          aria-label={`Gambar ${i + 1}`}
          aria-pressed={i === index}
          onClick={() => pick(i)}
        >
          <span className="relative block h-2.5 w-2.5">
            <span
              className={cn(
                'absolute top-0 left-1/2 h-2.5 w-6 -translate-x-1/2 rounded-full transition-[clip-path,background-color]',
                i === index
                  ? 'bg-white [clip-path:inset(0_round_5px)]'
                  : 'bg-white/60 [clip-path:inset(0_7px_round_5px)]',
              )}
            />
          </span>
        </button>
      ))}
    </div>
  );
}
