import { useEffect, useState, type CSSProperties } from 'react';
import { DEFAULT_SITE_SETTINGS, type ShownSettings } from '@/config/site-defaults';
import { useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { useHydrating } from '@/lib/hydration';
import { usePageCovered } from '@/lib/page-cover';
import { useHeroScroll } from '../hooks/use-hero-scroll';
import { HERO_DESKTOP_QUERY, heroOpacity } from '../lib/constants';
import { HeroActions, ScrollHint } from './hero-actions';
import { BannerImage } from './banner-image';
import { HeroSlides, SlideDots, useSlideshow } from './hero-slideshow';
import { StatsTiles } from './stats-tiles';

/**
 * The hero's first screen, one markup for every screen and CSS for the two looks (the server cannot know the screen,
 * and what it sends is what the visitor keeps): below 1024 px a slideshow of the 8 banners filling the screen between
 * the navigation bar and the chat's band, with the texts over it and the stat tiles below; from 1024 px a fixed banner
 * behind a centred card, a second banner under it with the stat tiles over its lower edge, card and banners fading
 * and shifting while the page scrolls.
 */
export function HeroIntro({ settings }: { settings: ShownSettings | undefined }) {
  const name = settings?.siteName || DEFAULT_SITE_SETTINGS.siteName;
  const large = useMediaQuery(HERO_DESKTOP_QUERY);
  // The slides wait while the first-visit loading screen (or another cover) hides them: the first picture a visitor
  // sees is the first one, shown for its whole 3 s.
  const covered = usePageCovered();
  // Asked for less motion, the banner changes only when a dot is picked.
  const still = useMediaQuery('(prefers-reduced-motion: reduce)');
  const slideshow = useSlideshow(!large && !covered && !still);
  const { scrollY, settled } = useHeroScroll(large);
  // A page the server rendered shows its card at once; one the browser draws itself fades it in.
  const hydrating = useHydrating();
  const [shown, setShown] = useState(hydrating);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  const opacity = heroOpacity(scrollY);
  const transition = settled ? 'transition-[opacity,transform] duration-300 ease-out' : '';

  return (
    <div className="relative">
      {/* The first screen centres its card in the hero: drawn before the rest of it is parsed (a page arriving
          slowly), the card would move as the rest came in. The browser waits to draw until the section after the
          hero begins (a server-rendered page only: a render block asked for later does nothing). */}
      <link rel="expect" href="#about" blocking="render" />
      {/* Large screens: the first banner fixed behind the first screen, fading out as the page scrolls past the hero. */}
      <div
        className={cn('pointer-events-none fixed inset-x-0 top-0 -z-10 hidden h-screen lg:block', transition)}
        style={{ opacity, visibility: opacity === 0 ? 'hidden' : 'visible' }}
        aria-hidden="true"
      >
        <BannerImage banner={1} drawn="fullScreen" loading="eager" priority className="h-full w-full" />
        <div className="absolute inset-0 bg-gradient-to-b from-brand-900/60 via-brand-900/40 to-slate-50" />
      </div>
      <div
        className="relative flex min-h-[calc(100svh-var(--site-bar)-var(--chat-dock))] flex-col items-center justify-center overflow-hidden px-5 py-16 text-center lg:min-h-[calc(100vh-var(--site-bar)-var(--chat-dock))] lg:overflow-visible lg:px-6 lg:pt-12 lg:pb-10"
        data-testid="hero-slideshow"
      >
        <HeroSlides slideshow={slideshow} className="lg:hidden" />
        <div
          className="relative z-10 flex flex-col items-center lg:w-full lg:max-w-3xl lg:translate-y-(--hero-shift) lg:rounded-3xl lg:bg-white/95 lg:p-10 lg:opacity-(--hero-opacity) lg:shadow-2xl lg:transition-opacity lg:duration-300"
          style={{ '--hero-shift': `${scrollY * -0.15}px`, '--hero-opacity': shown ? opacity : 0 } as CSSProperties}
        >
          {settings?.logoUrl ? (
            <img
              src={settings.logoUrl}
              alt={`Logo ${name}`}
              width={80}
              height={80}
              className="mb-5 h-18 w-18 rounded-2xl bg-white/10 object-contain p-1 lg:h-20 lg:w-20 lg:rounded-none lg:bg-transparent lg:p-0"
            />
          ) : null}
          <h1 id="hero-title" className="text-4xl font-black tracking-tight text-white lg:text-5xl lg:text-brand-900">
            {name}
          </h1>
          <p className="mt-3 text-lg font-semibold text-brand-100 lg:text-xl lg:text-brand-700">
            {settings?.siteTagline || DEFAULT_SITE_SETTINGS.siteTagline}
          </p>
          <p className="mt-3 max-w-md text-base text-white lg:mt-4 lg:max-w-2xl lg:text-lg lg:text-slate-700">
            {settings?.siteDescription || DEFAULT_SITE_SETTINGS.siteDescription}
          </p>
          <HeroActions />
          <SlideDots slideshow={slideshow} className="mt-8 lg:hidden" />
        </div>
        <ScrollHint className="absolute bottom-4 left-1/2 z-10 -translate-x-1/2 rounded-full p-2 text-white lg:static lg:mt-10 lg:translate-x-0 lg:bg-white/90 lg:text-brand-900 lg:shadow-lg lg:hover:bg-white" />
      </div>
      <div className="px-4 py-8 lg:mx-auto lg:max-w-5xl lg:px-6 lg:pt-0 lg:pb-16">
        {/* Large screens: the second banner under the card, rising a little slower than the page. */}
        <div
          className={cn('hidden overflow-hidden rounded-3xl border-4 border-white shadow-2xl lg:block', transition)}
          style={{ transform: `translateY(${Math.min(scrollY, 1200) * -0.08}px)` }}
        >
          <BannerImage banner={2} drawn="band" className="aspect-[21/9] w-full" />
        </div>
        <StatsTiles className="lg:relative lg:-mt-12 lg:px-8" />
      </div>
    </div>
  );
}
