import { useSiteSettings } from '@/lib/site-settings';
import { HeroIntro } from './hero-intro';
import { HeroLeadership } from './hero-leadership';

/**
 * The hero (anchor home): banner + card on large screens, a slideshow on small ones; both with the stat tiles,
 * then the leadership band the content editor's Hero tab fills.
 */
export function Hero() {
  const { data: settings } = useSiteSettings(5 * 60_000);
  return (
    <section id="home" aria-labelledby="hero-title">
      <HeroIntro settings={settings} />
      <HeroLeadership settings={settings} />
    </section>
  );
}
