import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ActionLink } from '@/components/ui/action-link';
import { buttonClassName } from '@/components/ui/button';
import { CenteredLayout } from '@/components/layouts/centered-layout';
import { PageHead } from '@/components/page-head';
import { pageHeads } from '@/config/page-heads';
import { paths } from '@/config/paths';
import { formatCountdown } from '@/lib/countdown';
import { formatDateTimeWithZone } from '@/lib/dates';
import { parseErrorParam, type ErrorDetails } from '@/lib/error-object';
import { useCountdown } from '@/hooks/use-countdown';
import { useHydrating } from '@/lib/hydration';
import { useSiteSettings } from '@/lib/site-settings';

const DETAIL_ROWS: Array<[keyof ErrorDetails, string]> = [
  ['reason', 'Alasan'],
  ['path', 'Path'],
  ['method', 'Metode'],
  ['limit', 'Batas per jendela waktu'],
  ['maxAttempts', 'Maksimal percobaan per menit'],
  ['maxConnections', 'Maksimal koneksi bersamaan'],
  ['ip', 'IP'],
  ['deviceId', 'Device ID'],
];

/** A detail value as shown: text as it is, anything else as JSON (which writes numbers and booleans as they are). */
const detailText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

const formatDetail = (key: keyof ErrorDetails, details: ErrorDetails): string | null => {
  const value = details[key];
  if (value === undefined || value === null || value === '') return null;
  if (key === 'limit' && details.window !== undefined) return `${detailText(value)} / ${detailText(details.window)}`;
  return detailText(value);
};

/** The wait of a refusal ends `retryAfter` seconds after its moment (a reload does not start it again), never later
 * than that many seconds from now. */
function waitUntil({ details, timestamp }: ReturnType<typeof parseErrorParam>): number | null {
  if (!details?.retryAfter) return null;
  const now = Date.now();
  const refusedAt = timestamp ? Date.parse(timestamp) : NaN;
  return (refusedAt <= now ? refusedAt : now) + details.retryAfter * 1000;
}

/** An address on this site (not another /error), as the URL parser reads it (it drops tabs and newlines), else null. */
function sameSitePath(from: string | null): string | null {
  if (!from?.startsWith('/')) return null;
  const base = 'http://site.invalid';
  try {
    const url = new URL(from, base);
    return url.origin === base && !url.pathname.startsWith('/error') ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

export function ErrorPage() {
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { data: settings } = useSiteSettings();
  const error = parseErrorParam(params.get('error'));
  const failed = sameSitePath(params.get('from'));
  const [until] = useState(() => waitUntil(error));
  const counted = useCountdown(until);
  // The server's markup shows the whole wait (its clock is not the browser's); the count from the refusal's moment
  // takes over once the page has hydrated.
  const hydrating = useHydrating();
  const secondsLeft = hydrating ? (error.details?.retryAfter ?? 0) : counted;
  const counting = secondsLeft > 0;

  // Back to the previous page of the site (the router numbers its history entries from 0); a page opened from
  // elsewhere has none, and going back would leave the site: home then, as without JavaScript.
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(paths.home.getHref());
  };

  const details = error.details;
  const rows = details
    ? DETAIL_ROWS.map(([key, label]) => [label, formatDetail(key, details)] as const).filter(([, v]) => v)
    : [];
  return (
    <CenteredLayout>
      <PageHead {...pageHeads.error(error, settings)} />
      <section className="w-full max-w-lg rounded-2xl bg-white p-8 text-center shadow-lg" aria-labelledby="error-title">
        <p className="text-6xl font-black text-brand-700" data-testid="error-code">
          {error.code}
        </p>
        <h1 id="error-title" className="mt-2 text-2xl font-bold">
          {error.title}
        </h1>
        <p className="mt-2 text-slate-600">{error.message}</p>
        {counting ? (
          <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-amber-800" data-testid="error-countdown">
            Coba lagi dalam {formatCountdown(secondsLeft)}
          </p>
        ) : null}
        {rows.length ? (
          <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-left text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd className="break-all font-medium">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {error.help ? <p className="mt-4 text-sm text-slate-600">{error.help}</p> : null}
        {error.timestamp ? (
          <p className="mt-1 text-xs text-slate-500">
            <time dateTime={error.timestamp}>{formatDateTimeWithZone(error.timestamp)}</time>
          </p>
        ) : null}
        {/* Links underneath, so they lead on without JavaScript too. */}
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          {!counting ? (
            <ActionLink
              href={failed ?? `${pathname}${search}`}
              onAct={() => (failed ? window.location.replace(failed) : window.location.reload())}
              className={buttonClassName('primary')}
            >
              Try Again
            </ActionLink>
          ) : null}
          <Link role="button" to={paths.home.getHref()} className={buttonClassName('secondary')}>
            Go Home
          </Link>
          <ActionLink href={paths.home.getHref()} onAct={goBack} className={buttonClassName('ghost')}>
            Go Back
          </ActionLink>
        </div>
      </section>
    </CenteredLayout>
  );
}
