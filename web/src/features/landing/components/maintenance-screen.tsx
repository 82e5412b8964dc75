import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { ShownSettings } from '@/config/site-defaults';
import { useCoversPage } from '@/lib/page-cover';

const JumpGame = lazy(() => import('./jump-game'));

/** Shown instead of the whole landing page while settings.maintenanceMode is on, with a small jump game. */
export function MaintenanceScreen({ settings: s }: { settings: ShownSettings }) {
  useCoversPage();
  return (
    <main
      className="flex min-h-screen items-center justify-center bg-gradient-to-br from-brand-900 via-brand-700 to-brand-900 px-4 py-10"
      data-testid="maintenance-screen"
    >
      <div className="w-full max-w-3xl rounded-3xl bg-white p-6 text-center shadow-2xl sm:p-10">
        <img
          src={s.logoUrl}
          alt={`Logo ${s.siteName}`}
          width={72}
          height={72}
          className="mx-auto mb-4 h-18 w-18 object-contain"
        />
        <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{s.siteName}</p>
        <h1 className="mt-2 text-3xl font-black text-brand-900 sm:text-4xl">Sedang Dalam Pemeliharaan</h1>
        <p className="mx-auto mt-3 max-w-xl text-slate-700">
          Situs sedang kami rapikan dan akan segera kembali. Sambil menunggu, coba kalahkan skor tertinggi di game
          lompat berikut!
        </p>
        <div className="mt-8 text-left">
          <Suspense fallback={<p className="py-16 text-center text-slate-600">Memuat game...</p>}>
            <JumpGame />
          </Suspense>
        </div>
        <div className="mt-8 flex flex-col items-center gap-2 text-sm text-slate-600">
          <a
            href={`mailto:${s.contactEmail}`}
            className="text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            {s.contactEmail}
          </a>
          <Link to={paths.login.getHref()} className="text-slate-600 underline underline-offset-4 hover:text-brand-900">
            Login pengurus
          </Link>
        </div>
      </div>
    </main>
  );
}
