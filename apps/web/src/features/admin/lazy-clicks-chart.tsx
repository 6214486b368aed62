import type { DayCount } from '@dd/contracts';
import { lazy, Suspense } from 'react';

// recharts is large: the figures of a page show first and the chart follows in its own chunk.
const ClicksChart = lazy(() => import('./clicks-chart'));

/** The clicks-per-day chart, behind a placeholder of its exact height while recharts loads. */
export function LazyClicksChart({ days, height = 260 }: { days: readonly DayCount[]; height?: number }) {
  return (
    <Suspense fallback={<div aria-hidden className="w-full animate-pulse rounded-2xl bg-line/60" style={{ height }} />}>
      <ClicksChart days={days} height={height} />
    </Suspense>
  );
}
