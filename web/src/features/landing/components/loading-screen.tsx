import { DEFAULT_SITE_SETTINGS } from '@/config/site-defaults';
import { cn } from '@/lib/cn';
import { useCoversPage } from '@/lib/page-cover';

/** The landing's first-visit loading screen; `leaving` fades it out during the last ~100 ms. */
export function LoadingScreen({
  leaving = false,
  siteName = DEFAULT_SITE_SETTINGS.siteName,
}: {
  leaving?: boolean;
  siteName?: string;
}) {
  useCoversPage();
  return (
    <div
      className={cn(
        'fixed inset-0 z-[100] flex flex-col items-center justify-center gap-6 bg-gradient-to-br from-brand-900 to-brand-700 text-white transition-opacity duration-100',
        leaving && 'opacity-0',
      )}
      role="status"
      aria-live="polite"
      data-testid="landing-loading"
    >
      <img
        src="/logo.svg"
        alt=""
        width={88}
        height={88}
        className="h-22 w-22 rounded-2xl bg-white/10 p-2 animate-pulse motion-reduce:animate-none"
      />
      <p className="text-2xl font-black tracking-tight">{siteName}</p>
      <span
        className="h-8 w-8 animate-spin rounded-full border-4 border-white/30 border-t-white motion-reduce:animate-none"
        aria-hidden="true"
      />
      <span className="sr-only">Memuat halaman...</span>
    </div>
  );
}
