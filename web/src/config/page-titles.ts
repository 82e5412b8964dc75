/**
 * The document title of every page, in one place (an article's own comes with its head: features/articles/lib/article-head.ts).
 * Pages name themselves with `usePageTitle` (lib/page-title.ts), which the server writes into `<title>` too.
 */
export const pageTitles = {
  home: (siteName: string) => siteName,
  articles: (siteName: string) => `All Articles | ${siteName}`,
  articleNotFound: () => 'Artikel tidak ditemukan',
  library: (siteName: string) => `Library | ${siteName}`,
  login: (brand: string) => `${brand} Login`,
  error: (code: number, title: string) => `${code} · ${title}`,
  notFound: () => '404 · Page Not Found',
};
