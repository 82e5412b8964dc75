import { DEFAULT_SITE_SETTINGS } from '@/config/site-defaults';
import { playEmbeds } from '@/lib/embeds';
import { useSiteSettings } from '@/lib/site-settings';
import { useSanitizedHtml } from '../hooks/use-sanitized-html';
import { LandingSection } from './landing-section';
import { LoadFailed } from '@/components/ui/load-failed';

const DEFAULT_ABOUT =
  '<p>Himpunan Mahasiswa Teknik Informatika adalah organisasi kemahasiswaan yang menjadi wadah mahasiswa untuk belajar, berkarya, dan berkontribusi bersama.</p>';

/** 'Tentang Kami' (anchor about): the settings' aboutUs HTML, its media embeds as players, sanitised before it is shown. */
export function AboutSection() {
  const { data: settings } = useSiteSettings(5 * 60_000);
  const s = settings ?? DEFAULT_SITE_SETTINGS;
  const about = useSanitizedHtml(playEmbeds(s.aboutUs || DEFAULT_ABOUT));

  return (
    <LandingSection id="about" eyebrow={s.siteName} title="Tentang Kami">
      <div className="grid items-center gap-8 rounded-3xl bg-white p-6 shadow-xl ring-1 ring-slate-200 md:grid-cols-[1fr_2fr] md:p-10">
        <div className="flex flex-col items-center gap-3 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-center text-white md:gap-4 md:p-8">
          <img src={s.logoUrl} alt="" width={96} height={96} className="h-16 w-16 object-contain md:h-24 md:w-24" />
          <p className="text-2xl font-black">{s.navbarBrand}</p>
          <p className="text-brand-100">{s.siteTagline}</p>
        </div>
        {about.failed ? <LoadFailed message="Teks gagal dimuat." onRetry={about.retry} /> : null}
        <div
          hidden={about.failed}
          className="space-y-4 text-lg leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-brand-900 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-xl [&_iframe]:bg-slate-900 [&_li]:ml-6 [&_ol]:list-decimal [&_strong]:text-slate-900 [&_ul]:list-disc"
          data-testid="about-content"
          aria-busy={about.pending}
          // After hydrating, html is null here and the server's (sanitised) markup stays.
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: about.html ?? '' }}
        />
      </div>
    </LandingSection>
  );
}
