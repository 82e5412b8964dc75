import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { useHeroScroll } from '../hooks/use-hero-scroll';
import { heroOpacity } from '../lib/hero-scroll';
import { BannerImage } from './banner-image';
import { HeroActions, ScrollHint } from './hero-actions';
import type { HeroTexts } from './hero';
import { StatsTiles } from './stats-tiles';

/** Large screens: fixed banner, centred card and a foreground picture that fade and shift while scrolling. */
export function HeroDesktop({ texts }: { texts: HeroTexts }) {
  const { scrollY, settled } = useHeroScroll(true);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const opacity = heroOpacity(scrollY);
  const transition = settled ? 'transition-[opacity,transform] duration-300 ease-out' : '';

  return (
    <div className="relative">
      <div
        className={cn('pointer-events-none fixed inset-x-0 top-0 -z-10 h-screen', transition)}
        style={{ opacity, visibility: opacity === 0 ? 'hidden' : 'visible' }}
        aria-hidden="true"
      >
        <BannerImage banner={1} drawn="fullScreen" loading="eager" priority className="h-full w-full" />
        <div className="absolute inset-0 bg-gradient-to-b from-brand-900/60 via-brand-900/40 to-slate-50" />
      </div>

      <div className="flex min-h-[calc(100vh-4rem)] flex-col items-center justify-center px-6 pb-10 pt-12">
        <div
          className="w-full max-w-3xl rounded-3xl bg-white/95 p-10 text-center shadow-2xl transition-opacity duration-300"
          style={{ transform: `translateY(${scrollY * -0.15}px)`, opacity: shown ? opacity : 0 }}
        >
          {texts.logoUrl ? (
            <img
              src={texts.logoUrl}
              alt={`Logo ${texts.name}`}
              width={80}
              height={80}
              className="mx-auto mb-5 h-20 w-20 object-contain"
            />
          ) : null}
          <h1 id="hero-title" className="text-5xl font-black tracking-tight text-brand-900">
            {texts.name}
          </h1>
          <p className="mt-3 text-xl font-semibold text-brand-700">{texts.tagline}</p>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{texts.description}</p>
          <div className="mt-8">
            <HeroActions />
          </div>
        </div>
        <ScrollHint className="mt-10 rounded-full bg-white/90 p-2 text-brand-900 shadow-lg hover:bg-white" />
      </div>

      <div className="mx-auto max-w-5xl px-6 pb-16">
        <div
          className={cn('overflow-hidden rounded-3xl border-4 border-white shadow-2xl', transition)}
          style={{ transform: `translateY(${Math.min(scrollY, 1200) * -0.08}px)` }}
        >
          <BannerImage banner={2} drawn="band" className="aspect-[21/9] w-full" />
        </div>
        <StatsTiles className="relative -mt-12 px-8" />
      </div>
    </div>
  );
}
