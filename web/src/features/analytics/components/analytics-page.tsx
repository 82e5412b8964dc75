import { lazy, Suspense, useState } from 'react';
import { cn } from '@/lib/cn';
import { ANALYTICS_RANGES, type AnalyticsOverview, type AnalyticsRange } from '@hmti/contract';
import { useAnalyticsOverview } from '../api/get-analytics-overview';
import { formatDateShort as shortDate } from '@/lib/dates';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';

const ViewsChart = lazy(() => import('./views-chart'));
const NUMBER = new Intl.NumberFormat('id-ID');
const count = (n: number) => NUMBER.format(n);
/** The two totals: their key, their name and what the figure counts. A visitor is known for one day only (no cookie,
 * no stored address), so the range's visitors add up each day's. */
const TOTALS = [
  ['views', 'Views', 'Setiap halaman publik yang dibuka.'],
  ['visitors', 'Visitors', 'Tiap pengunjung dihitung sekali per hari: yang datang 3 hari terhitung 3.'],
] as const;

const PANEL = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
const Card = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <section aria-label={title} className={PANEL}>
    <h2 className="text-base font-semibold text-slate-900">{title}</h2>
    <div className="mt-3">{children}</div>
  </section>
);

function RangePicker({ value, onChange }: { value: AnalyticsRange; onChange: (range: AnalyticsRange) => void }) {
  return (
    <div
      role="group"
      aria-label="Rentang waktu"
      className="inline-flex rounded-lg border border-slate-300 bg-white p-1"
    >
      {ANALYTICS_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={value === range}
          onClick={() => onChange(range)}
          className={cn(
            'rounded-md px-3 py-1.5 text-sm font-medium',
            value === range ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {range} hari
        </button>
      ))}
    </div>
  );
}

/** A share of the largest value as a bar behind a row, with the number beside it. */
function RankedList({ rows, empty }: { rows: Array<{ label: string; key: string; value: number }>; empty: string }) {
  if (rows.length === 0) return <p className="text-sm text-slate-600">{empty}</p>;
  const top = Math.max(...rows.map((r) => r.value), 1);
  return (
    <ol className="space-y-2">
      {rows.map((row) => (
        <li key={row.key} className="relative flex items-center justify-between gap-3 rounded-md px-2 py-1.5 text-sm">
          <span
            aria-hidden="true"
            className="absolute inset-y-0 left-0 rounded-md bg-blue-50"
            style={{ width: `${(row.value / top) * 100}%` }}
          />
          <span className="relative min-w-0 truncate text-slate-800" title={row.label}>
            {row.label}
          </span>
          <span className="relative shrink-0 font-semibold text-slate-900">{count(row.value)}</span>
        </li>
      ))}
    </ol>
  );
}

function DailyTable({ data }: { data: AnalyticsOverview }) {
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-medium text-blue-700">Lihat sebagai tabel</summary>
      <div className="mt-2 max-h-72 overflow-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Views dan visitors per hari</caption>
          <thead className="text-slate-600">
            <tr>
              {['Tanggal', 'Views', 'Visitors'].map((heading, i) => (
                <th key={heading} scope="col" className={cn('py-1 font-medium', i < 2 && 'pr-4')}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {[...data.series].reverse().map((day) => (
              <tr key={day.date} className="border-t border-slate-100">
                <td className="py-1 pr-4">{shortDate(day.date)}</td>
                <td className="py-1 pr-4">{count(day.views)}</td>
                <td className="py-1">{count(day.visitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** One range's totals, daily chart and rankings, under that range's headings (another range may be loading). */
function Overview({ data }: { data: AnalyticsOverview }) {
  const devicesTotal = data.devices.reduce((n, d) => n + d.views, 0);
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {TOTALS.map(([key, name, counts]) => (
          <section key={key} aria-label={name} className={PANEL}>
            <h2 className="text-sm font-medium text-slate-600">
              {name} ({data.range} hari)
            </h2>
            <p className="mt-2 text-3xl font-bold text-slate-900" data-testid={`analytics-${key}`}>
              {count(data.totals[key])}
            </p>
            <p className="mt-1 text-xs text-slate-600">{counts}</p>
          </section>
        ))}
      </div>

      <Card title="Views dan visitors per hari">
        <Suspense fallback={<div className="h-64 animate-pulse rounded-lg bg-slate-100" />}>
          <ViewsChart days={data.series} />
        </Suspense>
        <DailyTable data={data} />
      </Card>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <Card title="Artikel teratas">
          <RankedList
            empty="Belum ada artikel yang dibaca pada rentang ini."
            rows={data.topArticles.map((a) => ({ key: String(a.id), label: a.title, value: a.views }))}
          />
        </Card>
        <Card title="Sumber kunjungan">
          <RankedList
            empty="Belum ada kunjungan pada rentang ini."
            rows={data.referrers.map((r) => ({ key: r.host || 'direct', label: r.host || 'Langsung', value: r.views }))}
          />
        </Card>
        <Card title="Perangkat">
          <RankedList
            empty="Belum ada kunjungan pada rentang ini."
            rows={data.devices.map((d) => ({
              key: d.device,
              label: `${d.device} (${devicesTotal ? Math.round((d.views / devicesTotal) * 100) : 0}%)`,
              value: d.views,
            }))}
          />
        </Card>
      </div>
    </>
  );
}

/** /dashboard/analytics: readership of the public site, counted on the server without cookies. */
export function AnalyticsPage() {
  const [range, setRange] = useState<AnalyticsRange>(30);
  const overview = useAnalyticsOverview(range);
  const loading = (
    <p className="h-64 animate-pulse rounded-2xl bg-slate-200">
      <span className="sr-only">Memuat...</span>
    </p>
  );
  return (
    <div className="space-y-6">
      <PageHeader
        id="analytics-title"
        title="Analytics"
        description="Kunjungan halaman publik, dihitung di server tanpa cookie dan tanpa menyimpan alamat IP."
      >
        <RangePicker value={range} onChange={setRange} />
      </PageHeader>
      <div
        aria-busy={overview.isPlaceholderData}
        className={cn('space-y-6', overview.isPlaceholderData && 'opacity-60')}
      >
        <QueryState query={overview} failed="Error loading data" loading={loading}>
          {(data) => <Overview data={data} />}
        </QueryState>
      </div>
    </div>
  );
}
