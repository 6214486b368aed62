import { formatCount, type DayCount } from '@dd/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { describeClicks, formatDay, formatLongDay } from './admin-format';

// The design tokens (styles.css): SVG presentation attributes cannot read CSS variables everywhere.
const HOT = '#ff3d7f';
const LINE = '#ece4f7';
const MUTED = '#6e6787';

/** Outbound clicks per day as bars (recharts; loaded by LazyClicksChart, so only when an admin page draws one). */
export default function ClicksChart({ days, height = 260 }: { days: readonly DayCount[]; height?: number }) {
  return (
    <div role="img" aria-label={describeClicks(days)} className="w-full min-w-0">
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={[...days]} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
          <CartesianGrid vertical={false} stroke={LINE} />
          <XAxis
            dataKey="date"
            tickFormatter={formatDay}
            tick={{ fill: MUTED, fontSize: 12 }}
            tickLine={false}
            axisLine={{ stroke: LINE }}
            minTickGap={24}
            interval="preserveStartEnd"
          />
          <YAxis allowDecimals={false} tick={{ fill: MUTED, fontSize: 12 }} tickLine={false} axisLine={false} />
          <Tooltip
            cursor={{ fill: LINE, opacity: 0.6 }}
            labelFormatter={(label) => formatLongDay(String(label))}
            formatter={(value) => [formatCount(Number(value)), 'Clicks']}
            contentStyle={{ borderRadius: 12, border: `1px solid ${LINE}` }}
          />
          <Bar
            dataKey="clicks"
            name="Clicks"
            fill={HOT}
            radius={[4, 4, 0, 0]}
            maxBarSize={28}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
