import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { HERO_BANNERS, SLIDESHOW_INTERVAL_MS } from '../lib/constants';
import { nextSlideIndex } from '../lib/slideshow';
import { BannerImage } from './banner-image';
import { HeroActions, ScrollHint } from './hero-actions';
import type { HeroTexts } from './hero';
import { StatsTiles } from './stats-tiles';

/** Small screens: a full-screen slideshow of the 8 banners (every 3 s, dots to pick one) under the texts. */
export function HeroSlideshow({ texts }: { texts: HeroTexts }) {
  const [index, setIndex] = useState(0);
  // Slides 0..mounted-1 have their picture in the page. The next one is fetched halfway through the
  // current slide, not all eight together with the first screen.
  const [mounted, setMounted] = useState(1);
  useEffect(() => {
    // Keyed on the index, so picking a dot restarts the 3 s wait.
    const timer = setTimeout(() => setIndex((i) => nextSlideIndex(i, HERO_BANNERS.length)), SLIDESHOW_INTERVAL_MS);
    const prefetch = setTimeout(() => setMounted((m) => Math.max(m, index + 2)), SLIDESHOW_INTERVAL_MS / 2);
    return () => {
      clearTimeout(timer);
      clearTimeout(prefetch);
    };
  }, [index]);

  return (
    <div>
      <div
        className="relative flex min-h-[calc(100svh-4rem)] flex-col items-center justify-center overflow-hidden px-5 py-16 text-center"
        data-testid="hero-slideshow"
      >
        {HERO_BANNERS.map((src, i) =>
          i < mounted || i === index ? (
            <BannerImage
              key={src}
              banner={i + 1}
              drawn="fullScreen"
              loading="eager"
              priority={i === 0}
              className={cn(
                'absolute inset-0 h-full w-full transition-opacity duration-700',
                i === index ? 'opacity-100' : 'opacity-0',
              )}
            />
          ) : null,
        )}
        <div
          className="absolute inset-0 bg-gradient-to-b from-brand-900/75 via-brand-900/55 to-brand-900/85"
          aria-hidden="true"
        />

        <div className="relative z-10 flex flex-col items-center">
          {texts.logoUrl ? (
            <img
              src={texts.logoUrl}
              alt={`Logo ${texts.name}`}
              width={72}
              height={72}
              className="mb-5 h-18 w-18 rounded-2xl bg-white/10 object-contain p-1"
            />
          ) : null}
          <h1 id="hero-title" className="text-4xl font-black tracking-tight text-white">
            {texts.name}
          </h1>
          <p className="mt-3 text-lg font-semibold text-brand-100">{texts.tagline}</p>
          <p className="mt-3 max-w-md text-base text-white">{texts.description}</p>
          <div className="mt-8">
            <HeroActions />
          </div>
          <div className="mt-8 flex items-center gap-1" role="group" aria-label="Pilih gambar banner">
            {HERO_BANNERS.map((src, i) => (
              <button
                key={src}
                type="button"
                className="p-1.5"
                aria-label={`Gambar ${i + 1}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <span
                  className={cn(
                    'block h-2.5 rounded-full transition-all',
                    i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/60',
                  )}
                />
              </button>
            ))}
          </div>
        </div>
        <ScrollHint className="absolute bottom-4 left-1/2 z-10 -translate-x-1/2 rounded-full p-2 text-white" />
      </div>
      <div className="px-4 py-8">
        <StatsTiles />
      </div>
    </div>
  );
}
