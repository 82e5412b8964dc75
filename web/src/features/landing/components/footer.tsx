import { DEFAULT_SITE_SETTINGS } from '@/config/site-defaults';
import { useSiteSettings } from '@/lib/site-settings';

/** Each network with its simple monochrome mark (inline, no external assets). */
const SOCIALS = [
  {
    key: 'instagram',
    label: 'Instagram',
    icon: 'M12 2.2c3.2 0 3.6 0 4.8.1 3.3.1 4.8 1.7 4.9 4.9.1 1.3.1 1.6.1 4.8s0 3.6-.1 4.8c-.1 3.2-1.7 4.8-4.9 4.9-1.3.1-1.6.1-4.8.1s-3.6 0-4.8-.1c-3.3-.1-4.8-1.7-4.9-4.9C2.2 15.6 2.2 15.2 2.2 12s0-3.6.1-4.8C2.4 3.9 3.9 2.4 7.2 2.3 8.4 2.2 8.8 2.2 12 2.2zm0 4.7a5.1 5.1 0 100 10.2 5.1 5.1 0 000-10.2zm0 8.4a3.3 3.3 0 110-6.6 3.3 3.3 0 010 6.6zm5.3-9.8a1.2 1.2 0 100 2.4 1.2 1.2 0 000-2.4z',
  },
  {
    key: 'tiktok',
    label: 'TikTok',
    icon: 'M16.6 5.8A4.3 4.3 0 0113.7 2h-3.1v12.4a2.6 2.6 0 11-2.6-2.6c.3 0 .5 0 .8.1V8.7a5.7 5.7 0 104.9 5.7V8.1a7.4 7.4 0 004.3 1.4V6.4a4.3 4.3 0 01-1.4-.6z',
  },
  {
    key: 'youtube',
    label: 'YouTube',
    icon: 'M23 7.2a3 3 0 00-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 001 7.2 31 31 0 00.5 12a31 31 0 00.5 4.8 3 3 0 002.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 002.1-2.1 31 31 0 00.5-4.8 31 31 0 00-.5-4.8zM9.7 15V9l5.8 3-5.8 3z',
  },
  {
    key: 'facebook',
    label: 'Facebook',
    icon: 'M22 12a10 10 0 10-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.4v7A10 10 0 0022 12z',
  },
] as const;

function ColumnTitle({ children }: { children: string }) {
  return <h2 className="mb-4 text-lg font-bold text-white">{children}</h2>;
}

/** Four columns (About, Kontak, Tautan, Media Sosial) and the footer text; defaults fill missing settings. */
export function Footer() {
  const { data: settings } = useSiteSettings(1000);
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
          <p className="mt-2 italic">Salam Satu Saudara Informatika</p>
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
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
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
            {SOCIALS.map(({ key, label, icon }) => (
              <li key={key}>
                <a
                  href={s.socialLinks[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={label}
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
                    <path d={icon} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/15 px-6 py-5 text-center text-sm" data-testid="footer-bottom-line">
        {s.footerText}
      </div>
    </footer>
  );
}
