import { DEFAULT_SITE_SETTINGS } from '@/config/site-defaults';
import { useSiteSettings } from '@/lib/site-settings';
import { FOOTER_SETTINGS_STALE_MS } from '../lib/constants';
import { SocialIcon, type SocialNetwork } from './social-icons';

const MOTTO = 'Salam Satu Saudara Informatika';

const SOCIALS: ReadonlyArray<{ key: SocialNetwork; label: string }> = [
  { key: 'instagram', label: 'Instagram' },
  { key: 'tiktok', label: 'TikTok' },
  { key: 'youtube', label: 'YouTube' },
  { key: 'facebook', label: 'Facebook' },
];

const external = (href: string) => (href && href !== '#' ? { target: '_blank', rel: 'noopener noreferrer' } : {});

function ColumnTitle({ children }: { children: string }) {
  return <h2 className="mb-4 text-lg font-bold text-white">{children}</h2>;
}

/** Four columns (About, Kontak, Tautan, Media Sosial) and the footer text; defaults fill missing settings. */
export function Footer() {
  const { data: settings } = useSiteSettings(FOOTER_SETTINGS_STALE_MS);
  const s = settings ?? DEFAULT_SITE_SETTINGS;
  const links = [
    { href: s.links.uinMalang, label: 'UIN Maulana Malik Ibrahim Malang' },
    { href: s.links.fakultasSainsTeknologi, label: 'Fakultas Sains dan Teknologi' },
    { href: s.links.jurusanTeknikInformatika, label: 'Jurusan Teknik Informatika' },
    { href: s.links.perpustakaan, label: 'Perpustakaan' },
  ];

  return (
    <footer className="relative z-10 bg-brand-900 text-brand-100" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-10 px-6 py-14 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <ColumnTitle>About</ColumnTitle>
          <p className="font-semibold text-white">{s.siteName}</p>
          <p className="mt-2 italic">{MOTTO}</p>
        </div>
        <div>
          <ColumnTitle>Kontak</ColumnTitle>
          <a
            href={`mailto:${s.contactEmail}`}
            className="break-all underline-offset-4 hover:text-white hover:underline"
          >
            {s.contactEmail}
          </a>
          <address className="mt-2 not-italic">{s.address}</address>
        </div>
        <div>
          <ColumnTitle>Tautan</ColumnTitle>
          <ul className="space-y-2">
            {links.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href || '#'}
                  {...external(link.href)}
                  className="underline-offset-4 hover:text-white hover:underline"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <ColumnTitle>Media Sosial</ColumnTitle>
          <ul className="flex gap-3">
            {SOCIALS.map(({ key, label }) => {
              const href = s.socialLinks[key] || '#';
              return (
                <li key={key}>
                  <a
                    href={href}
                    {...external(href)}
                    aria-label={label}
                    className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                  >
                    <SocialIcon network={key} />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15 px-6 py-5 text-center text-sm" data-testid="footer-bottom-line">
        {s.footerText}
      </div>
    </footer>
  );
}
