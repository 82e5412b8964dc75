import { useEffect, useEffectEvent, useState } from 'react';
import { DEFAULT_SITE_SETTINGS } from '@/config/site-defaults';
import { cn } from '@/lib/cn';
import { useCoversPage } from '@/lib/page-cover';
import {
  SPLASH_FADE_MS,
  SPLASH_STEP_MS,
  SPLASH_TIMEOUT_MS,
  splashLabel,
  splashProgressAt,
} from '../lib/splash-progress';

/**
 * The loading splash: progress 20→100 in steps every 600 ms with 'Memuat Asset...', 'Memuat Konten...',
 * 'Siap!'. It finishes at 3 s, or on 'Lewati'; then it fades out for 500 ms and calls onFinish.
 */
export function SplashScreen({
  onFinish,
  siteName = DEFAULT_SITE_SETTINGS.siteName,
  startedAt,
}: {
  onFinish: () => void;
  siteName?: string;
  /** When the visitor started waiting (performance clock; 0 = the page load); default: when the splash mounts. */
  startedAt?: number;
}) {
  useCoversPage();
  const [started] = useState(() => startedAt ?? performance.now());
  const [elapsed, setElapsed] = useState(() => performance.now() - started);
  const [leaving, setLeaving] = useState(false);
  const finish = useEffectEvent(onFinish);

  useEffect(() => {
    if (leaving) {
      const timer = setTimeout(() => finish(), SPLASH_FADE_MS);
      return () => clearTimeout(timer);
    }
    const timer = setInterval(() => setElapsed(performance.now() - started), SPLASH_STEP_MS);
    const forced = setTimeout(() => setLeaving(true), Math.max(0, SPLASH_TIMEOUT_MS - (performance.now() - started)));
    return () => {
      clearInterval(timer);
      clearTimeout(forced);
    };
  }, [leaving, started]);

  const progress = leaving ? 100 : splashProgressAt(elapsed);

  return (
    <div
      className={cn(
        'fixed inset-0 z-[110] flex flex-col items-center justify-center gap-6 bg-gradient-to-br from-brand-900 to-brand-700 px-6 text-white transition-opacity duration-500',
        leaving && 'opacity-0',
      )}
      data-testid="splash-screen"
    >
      <img src="/logo.svg" alt="" width={96} height={96} className="h-24 w-24" />
      <p className="text-3xl font-black tracking-tight">{siteName}</p>
      <div className="w-full max-w-xs">
        <div
          className="h-2 overflow-hidden rounded-full bg-white/20"
          role="progressbar"
          aria-label="Memuat"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div
            className="h-full rounded-full bg-white transition-[width] duration-500"
            style={{ width: `${progress}%` }}
          />
        </div>
        <p className="mt-3 flex justify-between text-sm" aria-live="polite">
          <span>{splashLabel(progress)}</span>
          <span>{progress}%</span>
        </p>
      </div>
      <button
        type="button"
        className="rounded-lg border border-white/60 px-5 py-2 text-sm font-semibold hover:bg-white/10"
        disabled={leaving}
        onClick={() => setLeaving(true)}
      >
        Lewati
      </button>
    </div>
  );
}
