/**
 * The dashboard while it loads (skeletons in the page's shape) and when it cannot load. The route
 * imports this file outside its split chunk (its pending view): keep it free of the page itself.
 */
import { enums } from '@/api/enums.gen';
import { Skeleton } from '@/components/ui/skeleton';
import { statusLabel } from '@/components/ui/status-badge';
import { chartSummary, formatDay, requestedWindow, type DashboardSearch } from './dashboard-values';

export const DASHBOARD_FAILURE = 'Could not load dashboard. You may not be authorized or the server is unreachable.';

const card = 'rounded-2xl bg-white p-4 ring-1 ring-ink-200 sm:p-5';

/**
 * Words whose figures and dates are not known before they come keep room for their longest case:
 * a box with `ROOM` and `data-room={text}` lays that text out, invisible, in the cell its content
 * (one child) takes too, so the box is at least as tall as the longest case wraps to at this width.
 * The skeleton draws the same text as a grey block (`SkeletonText` with `ROOM_FONT`): the figures
 * come where it was, on any date, window or screen (the words are pseudo-content: not read, found
 * or copied).
 */
export const ROOM =
  'grid after:invisible after:col-start-1 after:row-start-1 after:content-[attr(data-room)] after:font-fallback *:col-start-1 *:row-start-1 *:min-w-0';
/**
 * A room's words are laid out in the machine's own sans, wider than Source Sans 3 (DejaVu Sans,
 * Roboto, San Francisco): the room is as tall before the brand face loads as after, so the
 * skeleton does not shrink when it comes, 3 s into a slow answer, and the figures land where the
 * skeleton was whichever face they are drawn in. On the box whose `::after` holds the words, not on
 * the words alone: a line mixing two faces' heights is taller than either's.
 */
export const ROOM_FONT = 'font-fallback';

/** A grey block exactly as large as `text` laid out with `className` (its font, padding, width). */
export function SkeletonText({ text, className = '' }: { text: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-room={text}
      className={`animate-pulse rounded-md bg-ink-100 text-transparent after:content-[attr(data-room)] ${className}`}
    />
  );
}

/** The longest words each summary card shows under its figure (`Stat` in dashboard-sections.tsx). */
export const NOTE_ROOM = {
  gross: 'After ₦888,888 in promo discounts',
  net: '▲ ₦8,888,888 vs previous 366 days',
  aov: 'Average order value',
} as const;
/** Under a summary card's figure, as `Stat` draws its note: in the card's third row. */
export const NOTE = 'col-start-1 row-start-3 mt-1 text-sm';
/** A summary card whose third row keeps the room of its longest note (`NOTE_ROOM`, in the trend's weight). */
export const NOTED_CARD =
  'grid content-start after:invisible after:col-start-1 after:row-start-3 after:mt-1 after:text-sm after:font-medium after:content-[attr(data-room)] after:font-fallback';

/** The chart's summary in words at its longest: the room its caption keeps (revenue-chart.tsx). */
export const CHART_SUMMARY_ROOM = chartSummary({
  series: 'Net revenue',
  label: `custom range, ${formatDay('2026-09-28')} – ${formatDay('2027-09-28')}`,
  total: -88_888_888.88,
  days: 366,
  active: 366,
  bestDay: '2026-09-28',
  bestValue: 8_888_888.88,
});
/** Where a status chip's count sits: as wide as three digits, so the chips wrap alike whatever the counts. */
export const CHIP_COUNT = 'inline-block min-w-[3ch] font-bold tabular-nums';
/** A status chip's shape (`WindowSummary`'s chips and their skeleton). */
export const CHIP = 'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium';
/** The chart's table button (revenue-chart.tsx): its words and look, kept in room when it is not shown. */
export const TABLE_BUTTON = 'btn-ghost text-sm';
export const SHOW_TABLE = 'Show data as table';

/** Where a figure's card will be (`Stat` in dashboard-sections.tsx): its label and its value, as tall. */
function StatSkeleton({ valueWidth, note }: { valueWidth: string; note?: string }) {
  return (
    <div className={card}>
      <Skeleton className="h-4 w-20" />
      <Skeleton className={`mt-2 h-7 sm:h-8 ${valueWidth}`} />
      {note && <SkeletonText text={note} className={`block ${NOTE} font-medium ${ROOM_FONT}`} />}
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
/** The chart's heading row: its heading and table button, on two rows where they do not fit on one. */
export const CHART_HEADER = 'flex flex-wrap items-center justify-between gap-2';
export const CHART_TITLE = 'text-lg font-semibold';

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
          {/* Gross, Refunds, Net revenue and AOV, each with the room of its longest note. */}
          {[NOTE_ROOM.gross, undefined, NOTE_ROOM.net, NOTE_ROOM.aov].map((note, i) => (
            <StatSkeleton key={i} valueWidth="w-28" note={note} />
          ))}
          <div className={`${card} col-span-2 xl:col-span-4`}>
            <Skeleton className="h-4 w-28" />
            <Skeleton className="mt-2 h-8 w-12" />
            {/* The six status chips, as wide as they will be: they wrap where those do. */}
            <div className="mt-3 flex flex-wrap gap-2">
              {enums.OrderStatus.map((status) => (
                <span key={status} aria-hidden="true" className={`${CHIP} animate-pulse bg-ink-100 text-transparent`}>
                  {statusLabel(status)}
                  <span className={CHIP_COUNT} />
                </span>
              ))}
            </div>
          </div>
        </div>
      </div>
      {/* The chart's card (revenue-chart.tsx): its heading and table button (on two rows where they
          wrap), the plot with its legend, and the summary in words under it, as long as it can be. */}
      <div className={CHART_CARD}>
        <div className={CHART_HEADER}>
          <SkeletonText text="Net revenue over time" className={CHART_TITLE} />
          <SkeletonText text={SHOW_TABLE} className={TABLE_BUTTON} />
        </div>
        <Skeleton className={`mt-4 ${CHART_PLACEHOLDER}`} />
        <SkeletonText text={CHART_SUMMARY_ROOM} className={`mt-2 block text-sm ${ROOM_FONT}`} />
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
