import { DEFAULT_SITE_SETTINGS } from '@/config/site-defaults';
import { useSiteSettings } from '@/lib/site-settings';
import { HERO_SETTINGS_STALE_MS } from '../lib/constants';
import { HeroIntro } from './hero-intro';
import { HeroLeadership } from './hero-leadership';

export interface HeroTexts {
  name: string;
  tagline: string;
  description: string;
  logoUrl: string;
}

/**
 * The hero (anchor home): banner + card on large screens, a slideshow on small ones; both with the stat tiles,
 * then the leadership band the content editor's Hero tab fills.
 */
export function Hero() {
  const { data: settings } = useSiteSettings(HERO_SETTINGS_STALE_MS);
  const texts: HeroTexts = {
    name: settings?.siteName || DEFAULT_SITE_SETTINGS.siteName,
    tagline: settings?.siteTagline || DEFAULT_SITE_SETTINGS.siteTagline,
    description: settings?.siteDescription || DEFAULT_SITE_SETTINGS.siteDescription,
    logoUrl: settings?.logoUrl ?? '',
  };
  return (
    <section id="home" aria-labelledby="hero-title" className="scroll-mt-16">
      <HeroIntro texts={texts} />
      <HeroLeadership settings={settings} />
    </section>
  );
}
