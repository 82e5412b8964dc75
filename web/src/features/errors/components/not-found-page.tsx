import { Link } from 'react-router';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { PageHead } from '@/components/page-head';
import { pageHeads } from '@/config/page-heads';
import { paths } from '@/config/paths';
import { useSiteSettings } from '@/lib/site-settings';

export function NotFoundPage() {
  const { data: settings } = useSiteSettings();
  return (
    <CenteredLayout>
      <PageHead {...pageHeads.notFound(settings)} />
      <section className="text-center">
        <p className="text-7xl font-black text-brand-700">404</p>
        <h1 className="mt-2 text-2xl font-bold">Page Not Found</h1>
        <p className="mt-2 text-slate-600">Halaman yang Anda cari tidak ditemukan.</p>
        <Link
          to={paths.home.getHref()}
          className="mt-6 inline-block rounded-lg bg-brand-700 px-4 py-2 text-white hover:bg-brand-900"
        >
          Kembali ke Beranda
        </Link>
      </section>
    </CenteredLayout>
  );
}
