/**
 * Net revenue over the window: a line chart (uPlot, loaded only here) with a text alternative: a
 * summary in words and a 'Show data as table' toggle with every day's figures. 'No data for
 * selected range' when no money was paid or refunded in the window. The chart is drawn once it
 * comes near the screen: on a phone it sits below the figures, and drawing it is the page's
 * longest task (docs/decisions/0020-performance-choices.md).
 */
import { lazy, Suspense, useId, useState } from 'react';
import type { Overview } from '@/api/queries/admin';
import { useNearScreen } from '@/components/layout/use-near-screen';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNaira } from '@/lib/money';
import { CHART_CARD, CHART_PLACEHOLDER, CHART_ROOM } from './dashboard-states';
import { formatDay, hasRevenueData } from './dashboard-values';

const UplotChart = lazy(() => import('./uplot-chart'));

export const NO_DATA = 'No data for selected range';
const CHART_HEIGHT = 260;

type Day = Overview['revenue_window']['timeseries_daily'][number];
type Plotted = Overview['revenue_window']['plotted'];

/** The plotted figure's name: net revenue, or money paid when the host sends no daily net. */
const SERIES: Record<Plotted, string> = { net: 'Net revenue', paid: 'Paid' };

function summary(days: Day[], label: string, plotted: Plotted): string {
  const total = days.reduce((sum, day) => sum + day.value, 0);
  const best = days.reduce((top, day) => (day.value > top.value ? day : top), days[0]!);
  const active = days.filter((day) => day.paid !== 0 || (day.refunds ?? 0) !== 0).length;
  return `${SERIES[plotted]} per day, ${label}: ${formatNaira(total)} over ${days.length} ${days.length === 1 ? 'day' : 'days'}, ${active} with sales or refunds; the best day was ${formatDay(best.date)} with ${formatNaira(best.value)}.`;
}

export function RevenueChart({ days, label, plotted = 'net' }: { days: Day[]; label: string; plotted?: Plotted }) {
  // The spec's days carry only date and paid: the Refunds and Net columns show when the host sends them.
  const withRefunds = days.some((day) => day.refunds !== null);
  const withNet = days.some((day) => day.net !== null);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const captionId = useId();
  const [chartBox, nearScreen] = useNearScreen();

  return (
    <section aria-labelledby="dashboard-chart-title" className={CHART_CARD}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-chart-title" className="text-lg font-semibold text-ink-900">
          Net revenue over time
        </h2>
        {hasRevenueData(days) && (
          <button
            type="button"
            className="btn-ghost text-sm"
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? 'Hide data table' : 'Show data as table'}
          </button>
        )}
      </div>
      {!hasRevenueData(days) ? (
        <p className="mt-4 flex min-h-40 items-center justify-center rounded-xl bg-ink-50 px-4 text-center text-ink-600">
          {NO_DATA}
        </p>
      ) : (
        <figure className="mt-4" aria-describedby={captionId}>
          <div ref={chartBox} className={CHART_ROOM}>
            {nearScreen ? (
              <Suspense fallback={<Skeleton code className={CHART_PLACEHOLDER} />}>
                <UplotChart days={days} seriesLabel={SERIES[plotted]} height={CHART_HEIGHT} />
              </Suspense>
            ) : (
              <Skeleton className={CHART_PLACEHOLDER} />
            )}
          </div>
          <figcaption id={captionId} className="mt-2 text-sm text-ink-600">
            {summary(days, label, plotted)}
          </figcaption>
          {showTable && (
            <div
              id={tableId}
              className="mt-4 max-h-96 overflow-auto rounded-xl ring-1 ring-ink-200"
              // A scrolling region must take focus, so keyboard users can scroll it (axe: scrollable-region-focusable).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              role="region"
              aria-label="Net revenue by day"
            >
              <table className="w-full text-sm">
                <thead className="sticky top-0 bg-ink-50 text-left text-ink-700">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-semibold">
                      Day
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-semibold">
                      Paid
                    </th>
                    {withRefunds && (
                      <th scope="col" className="px-3 py-2 text-right font-semibold">
                        Refunds
                      </th>
                    )}
                    {withNet && (
                      <th scope="col" className="px-3 py-2 text-right font-semibold">
                        Net
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody className="divide-y divide-ink-100">
                  {days.map((day) => (
                    <tr key={day.date}>
                      <th scope="row" className="px-3 py-1.5 text-left font-normal text-ink-800">
                        {formatDay(day.date)}
                      </th>
                      <td className="px-3 py-1.5 text-right tabular-nums">{formatNaira(day.paid)}</td>
                      {withRefunds && (
                        <td className="px-3 py-1.5 text-right tabular-nums">
                          {day.refunds === null ? '—' : formatNaira(day.refunds)}
                        </td>
                      )}
                      {withNet && (
                        <td className="px-3 py-1.5 text-right tabular-nums">
                          {day.net === null ? '—' : formatNaira(day.net)}
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </figure>
      )}
    </section>
  );
}
