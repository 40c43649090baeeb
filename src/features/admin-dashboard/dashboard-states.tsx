/**
 * The dashboard while it loads (skeletons in the page's shape) and when it cannot load. The route
 * imports this file outside its split chunk (its pending view): keep it free of the page itself.
 */
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDay, requestedWindow, type DashboardSearch } from './dashboard-values';

export const DASHBOARD_FAILURE = 'Could not load dashboard. You may not be authorized or the server is unreachable.';

const card = 'rounded-2xl bg-white p-4 ring-1 ring-ink-200 sm:p-5';

/** About as wide as the six status chips (Pending 2, Paid 8, …), so they wrap as those do on a phone. */
const CHIP_WIDTHS = ['w-20', 'w-16', 'w-20', 'w-24', 'w-24', 'w-24'];

/** Where a figure's card will be (`Stat` in dashboard-sections.tsx): its label and its value, as tall. */
function StatSkeleton({ valueWidth, children }: { valueWidth: string; children?: ReactNode }) {
  return (
    <div className={card}>
      <Skeleton className="h-4 w-20" />
      <Skeleton className={`mt-2 h-7 sm:h-8 ${valueWidth}`} />
      {children}
    </div>
  );
}

/** The chart's card (revenue-chart.tsx), and its skeleton below. */
export const CHART_CARD = 'rounded-2xl bg-white p-4 ring-1 ring-ink-200 sm:p-6';
/**
 * The room the chart's box keeps from the start: uPlot's plot (260 px) and its legend under it,
 * one line of 29 px, two below 640 px, where the day and the figure do not fit on one line.
 */
export const CHART_ROOM = 'min-h-[318px] sm:min-h-[289px]';
/** What that box shows until uPlot has drawn: as tall. */
export const CHART_PLACEHOLDER = 'h-[318px] w-full sm:h-[289px]';

/** Where a section's heading will be (All time, In this range): the figures then come in place. */
function SectionTitle() {
  return (
    <div className="flex h-7 items-center">
      <Skeleton className="h-5 w-28" />
    </div>
  );
}

export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading dashboard" className="space-y-8">
      <div>
        <SectionTitle />
        <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <StatSkeleton key={i} valueWidth="w-16" />
          ))}
        </div>
      </div>
      <div>
        <SectionTitle />
        <div className="mt-3 grid grid-cols-2 gap-3 xl:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <StatSkeleton key={i} valueWidth="w-28">
              {/* Net revenue's trend (two lines where the cards are two a row) and AOV's words */}
              {i >= 2 && <Skeleton className="mt-2 h-4 w-32 max-w-full" />}
              {i === 2 && <Skeleton className="mt-1 h-4 w-12 lg:hidden" />}
            </StatSkeleton>
          ))}
          <div className={`${card} col-span-2 xl:col-span-4`}>
            <Skeleton className="h-4 w-28" />
            <Skeleton className="mt-2 h-8 w-12" />
            <div className="mt-3 flex flex-wrap gap-2">
              {CHIP_WIDTHS.map((width, i) => (
                <Skeleton key={i} className={`h-7 ${width}`} />
              ))}
            </div>
          </div>
        </div>
      </div>
      {/* The chart's card (revenue-chart.tsx): its heading and table button (on two rows on a phone, as
          they wrap), the plot with its legend, and the summary in words under it. */}
      <div className={CHART_CARD}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex h-7 items-center">
            <Skeleton className="h-5 w-48" />
          </div>
          <Skeleton className="h-11 w-40 rounded-full" />
        </div>
        <Skeleton className={`mt-4 ${CHART_PLACEHOLDER}`} />
        <Skeleton className="mt-2 h-15 w-full lg:h-10" />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {Array.from({ length: 2 }, (_, i) => (
          <div key={i} className={`${card} space-y-3`}>
            <Skeleton className="h-5 w-40" />
            {Array.from({ length: 5 }, (_, row) => (
              <Skeleton key={row} className="h-4 w-full" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** Spec section 6: the dashboard's failure message, the server's own words, and Retry. */
export function DashboardError({
  detail,
  onRetry,
  retrying,
}: {
  detail?: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="mx-auto mt-4 max-w-xl rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center"
    >
      <p className="font-semibold text-red-900">{DASHBOARD_FAILURE}</p>
      {detail && <p className="mt-2 text-sm text-red-800">Server said: {detail}</p>}
      <button type="button" className="btn-primary mt-5" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}

export interface ShownWindow {
  name: string;
  from: string;
  to: string;
}

/** The page's heading, and under it the window shown: Last 30 days · 25 Oct 2026 – 23 Nov 2026. */
export function DashboardTitle({ shown }: { shown?: ShownWindow }) {
  return (
    <div>
      <h1 className="font-display text-2xl font-bold text-ink-900 sm:text-3xl">Dashboard</h1>
      {shown && (
        <p className="mt-1 text-sm text-ink-600">
          {shown.name} · {formatDay(shown.from)} – {formatDay(shown.to)}
        </p>
      )}
    </div>
  );
}

/**
 * The route's pending view, when the figures take over a second: the heading and the window the
 * URL asks for (worked out as the API does), above the skeletons.
 */
export function DashboardPending({ search }: { search: DashboardSearch }) {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <DashboardTitle shown={requestedWindow(search)} />
      <DashboardSkeleton />
    </div>
  );
}
