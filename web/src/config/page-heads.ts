import type { DocumentHeadSpec } from '@hmti/contract';
import { DEFAULT_SITE_SETTINGS } from './site-defaults';

type Site = { siteName?: string; siteDescription?: string } | undefined;
const named = (site: Site) => site?.siteName || DEFAULT_SITE_SETTINGS.siteName;
/** A page's own name, then the site's. */
const titled = (page: string, site: Site) => `${page} | ${named(site)}`;

/**
 * The title and description of every page, in one place (an article's own come from @hmti/contract's
 * buildArticleHead). Pages render theirs with `<PageHead>` (components/page-head.tsx).
 */
export const pageHeads = {
  home: (site: Site) => ({
    title: named(site),
    description: site?.siteDescription || DEFAULT_SITE_SETTINGS.siteDescription,
  }),
  articles: (site: Site) => ({
    title: titled('All Articles', site),
    description: `Artikel, berita dan kabar kegiatan ${named(site)}.`,
  }),
  articleNotFound: (site: Site) => ({
    title: titled('Artikel tidak ditemukan', site),
    description: 'Artikel yang Anda cari tidak ada atau belum dipublikasikan.',
  }),
  library: (site: Site) => ({
    title: titled('Library', site),
    description: `Foto dan video kegiatan ${named(site)}.`,
  }),
  maintenance: (site: Site) => ({
    title: titled('Sedang Dalam Pemeliharaan', site),
    description: 'Situs sedang dirapikan dan akan segera kembali.',
  }),
  login: (brand: string) => ({ title: `${brand} Login`, description: `Masuk ke dashboard pengurus ${brand}.` }),
  error: ({ code, title, message }: { code: number; title: string; message: string }, site: Site) => ({
    title: titled(`${code} · ${title}`, site),
    description: message || title,
  }),
  notFound: (site: Site) => ({
    title: titled('404 · Page Not Found', site),
    description: 'Halaman yang Anda cari tidak ditemukan.',
  }),
  /** A staff screen (never indexed): its name in the sidebar, so open tabs and the history tell them apart. */
  dashboard: (site: Site, screen: string | undefined) => ({
    title: screen ? titled(screen, site) : named(site),
  }),
} satisfies Record<string, (...args: never[]) => PageHeadProps>;

/** A page's title and description, or an article's whole head (its meta tags, canonical link and structured data). */
export type PageHeadProps = Pick<DocumentHeadSpec, 'title'> & Partial<DocumentHeadSpec> & { description?: string };
