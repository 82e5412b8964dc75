import { cn } from '@/lib/cn';
import { BannerImage } from './banner-image';

/** Large screens: the first banner fixed behind the first screen, fading out as the page scrolls past the hero. */
export function HeroBackdrop({ opacity, className }: { opacity: number; className?: string }) {
  return (
    <div
      className={cn('pointer-events-none fixed inset-x-0 top-0 -z-10 hidden h-screen lg:block', className)}
      style={{ opacity, visibility: opacity === 0 ? 'hidden' : 'visible' }}
      aria-hidden="true"
    >
      <BannerImage banner={1} drawn="fullScreen" loading="eager" priority className="h-full w-full" />
      <div className="absolute inset-0 bg-gradient-to-b from-brand-900/60 via-brand-900/40 to-slate-50" />
    </div>
  );
}

/** Large screens: the second banner as a wide picture under the card, rising a little slower than the page. */
export function HeroBand({ scrollY, className }: { scrollY: number; className?: string }) {
  return (
    <div
      className={cn('hidden overflow-hidden rounded-3xl border-4 border-white shadow-2xl lg:block', className)}
      style={{ transform: `translateY(${Math.min(scrollY, 1200) * -0.08}px)` }}
    >
      <BannerImage banner={2} drawn="band" className="aspect-[21/9] w-full" />
    </div>
  );
}
