import { parseVisionMission } from '@hmti/contract';
import { DEFAULT_SITE_SETTINGS } from '@/config/site-defaults';
import { useSiteSettings } from '@/lib/site-settings';
import { LandingSection } from './landing-section';

/** 'VISI MISI' (anchor vision-mission): the vision card and one card per mission, parsed from settings.visionMission. */
export function VisionMissionSection() {
  const { data: settings } = useSiteSettings(5 * 60_000);
  const siteName = settings?.siteName || DEFAULT_SITE_SETTINGS.siteName;
  const { vision, missions } = parseVisionMission(settings?.visionMission);

  return (
    <LandingSection id="vision-mission" eyebrow={`${siteName} ${new Date().getFullYear()}`} title="VISI MISI">
      {vision ? (
        <article
          className="mx-auto mb-10 max-w-4xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 text-center text-white shadow-xl md:p-12"
          aria-labelledby="vision-title"
        >
          <h3 id="vision-title" className="mb-4 text-2xl font-black tracking-wide">
            Visi
          </h3>
          <p className="whitespace-pre-line text-lg leading-relaxed md:text-xl" data-testid="vision-text">
            {vision}
          </p>
        </article>
      ) : null}

      {missions.length > 0 ? (
        <>
          <h3 className="mb-6 text-center text-2xl font-black text-brand-900">Misi</h3>
          <ol className="grid gap-5 md:grid-cols-2 lg:grid-cols-3" data-testid="mission-list">
            {missions.map((mission, i) => (
              <li
                key={`${i}-${mission}`}
                className="flex gap-4 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200"
              >
                <span
                  className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <p className="whitespace-pre-line leading-relaxed text-slate-700">{mission}</p>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </LandingSection>
  );
}
