import { Link } from 'react-router';
import { PageHead } from '@/components/page-head';
import { pageHeads } from '@/config/page-heads';
import { paths } from '@/config/paths';
import { MAIN_CONTENT_ID } from '@/config/landmarks';
import { useSiteSettings } from '@/lib/site-settings';

/** The article page without an article; `message`: why, when the server said (an ended preview link). */
export function ArticleNotFound({ message }: { message?: string }) {
  const { data: settings } = useSiteSettings();
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="outline-none flex min-h-screen items-center justify-center bg-slate-50 p-6"
    >
      <PageHead {...pageHeads.articleNotFound(settings)} />
      <div className="text-center">
        <h1 className="text-2xl font-bold text-slate-900">Artikel tidak ditemukan</h1>
        <p className="mt-2 text-slate-600">
          {message ?? 'Artikel yang Anda cari tidak ada atau belum dipublikasikan.'}
        </p>
        <Link
          to={`${paths.home.getHref()}#articles`}
          className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-900"
        >
          Kembali ke Beranda
        </Link>
      </div>
    </main>
  );
}
