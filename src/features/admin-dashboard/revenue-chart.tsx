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
import {
  CHART_CARD,
  CHART_HEADER,
  CHART_PLACEHOLDER,
  CHART_ROOM,
  CHART_SUMMARY_ROOM,
  CHART_TITLE,
  ROOM,
  ROOM_FONT,
  SHOW_TABLE,
  TABLE_BUTTON,
} from './dashboard-states';
import { chartSummary, formatDay, hasRevenueData } from './dashboard-values';

const UplotChart = lazy(() => import('./uplot-chart'));

export const NO_DATA = 'No data for selected range';
const CHART_HEIGHT = 260;

type Day = Overview['revenue_window']['timeseries_daily'][number];
type Plotted = Overview['revenue_window']['plotted'];

/** The plotted figure's name: net revenue, or money paid when the host sends no daily net. */
const SERIES: Record<Plotted, string> = { net: 'Net revenue', paid: 'Paid' };

function summary(days: Day[], label: string, plotted: Plotted): string {
  const best = days.reduce((top, day) => (day.value > top.value ? day : top), days[0]!);
  return chartSummary({
    series: SERIES[plotted],
    label,
    total: days.reduce((sum, day) => sum + day.value, 0),
    days: days.length,
    active: days.filter((day) => day.paid !== 0 || (day.refunds ?? 0) !== 0).length,
    bestDay: best.date,
    bestValue: best.value,
  });
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
      <div className={CHART_HEADER}>
        <h2 id="dashboard-chart-title" className={`${CHART_TITLE} text-ink-900`}>
          Net revenue over time
        </h2>
        {hasRevenueData(days) ? (
          <button
            type="button"
            className={TABLE_BUTTON}
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? 'Hide data table' : SHOW_TABLE}
          </button>
        ) : (
          // Its room, kept: the heading row is as tall as with data (and as the skeleton's).
          <span
            aria-hidden="true"
            data-room={SHOW_TABLE}
            className={`${TABLE_BUTTON} invisible after:content-[attr(data-room)]`}
          />
        )}
      </div>
      {!hasRevenueData(days) ? (
        // In the room of the plot and its summary: the lists below stay where the skeleton put them.
        <div className="mt-4 grid">
          <p className="col-start-1 row-start-1 flex items-center justify-center rounded-xl bg-ink-50 px-4 text-center text-ink-600">
            {NO_DATA}
          </p>
          <div aria-hidden="true" className="invisible col-start-1 row-start-1">
            <div className={CHART_ROOM} />
            <div
              data-room={CHART_SUMMARY_ROOM}
              className={`mt-2 text-sm after:content-[attr(data-room)] ${ROOM_FONT}`}
            />
          </div>
        </div>
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
          {/* As tall as the longest summary at this width, as the skeleton draws it: its figures and dates
              cannot wrap onto a line more than the skeleton kept. */}
          <figcaption id={captionId} data-room={CHART_SUMMARY_ROOM} className={`mt-2 text-sm text-ink-600 ${ROOM}`}>
            <span>{summary(days, label, plotted)}</span>
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
