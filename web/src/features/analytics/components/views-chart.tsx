import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsOverview } from '@hmti/contract';
import { formatDateShort as shortDate } from '@/lib/dates';

/** Views and unique visitors per day as two lines (loaded on its own, with the chart library). */
export default function ViewsChart({ days }: { days: AnalyticsOverview['series'] }) {
  return (
    <div className="h-64 w-full" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={days} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
          <XAxis dataKey="date" tickFormatter={shortDate} tick={{ fontSize: 12, fill: '#475569' }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
          <Tooltip labelFormatter={(label: unknown) => (typeof label === 'string' ? shortDate(label) : '')} />
          <Legend />
          {[
            ['views', 'Views', '#1d4ed8'],
            ['visitors', 'Visitors', '#059669'],
          ].map(([key, name, stroke]) => (
            <Line
              key={key}
              type="monotone"
              dataKey={key}
              name={name}
              stroke={stroke}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
