import type { FallbackProps } from 'react-error-boundary';
import { Button } from '@/components/ui/button';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { isStaleChunkError } from '@/lib/stale-chunk';

/** What a person sees instead of a blank page when a page fails to render or its code cannot be loaded. */
export function AppErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  const stale = isStaleChunkError(error);
  return (
    <CenteredLayout>
      <section
        role="alert"
        aria-labelledby="app-error-title"
        className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-lg"
      >
        <h1 id="app-error-title" className="text-2xl font-bold text-slate-900">
          {stale ? 'Versi baru situs tersedia' : 'Terjadi kesalahan'}
        </h1>
        <p className="mt-2 text-slate-600">
          {stale
            ? 'Situs diperbarui sejak halaman ini dibuka. Muat ulang untuk melanjutkan.'
            : 'Halaman ini gagal ditampilkan. Coba lagi, atau muat ulang halaman.'}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {stale ? null : (
            <Button variant="secondary" onClick={resetErrorBoundary}>
              Coba lagi
            </Button>
          )}
          <Button onClick={() => window.location.reload()}>Muat ulang</Button>
          <a href="/" className="inline-flex items-center px-4 py-2 text-sm font-medium text-brand-700 underline">
            Kembali ke Beranda
          </a>
        </div>
      </section>
    </CenteredLayout>
  );
}
