/**
 * The net revenue line, drawn by uPlot on a canvas (docs/decisions/0010-dashboard-chart.md). This
 * module is loaded lazily, so uPlot and its CSS download only on the admin dashboard. It sizes
 * itself to its container with a ResizeObserver. The canvas is hidden from assistive technology:
 * the caller gives the text alternative (a summary and a table of the same figures).
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNaira } from '@/lib/money';

export interface UplotChartProps {
  /** Each day's figure to plot (`value`): net revenue, or paid when the host sends no net. */
  days: { date: string; value: number }[];
  /** The line's name in the legend. */
  seriesLabel?: string;
  height?: number;
}

const compact = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const shortDay = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const BRAND = '#8a3b5c';
const DAY = 86_400;
/** The x axis steps by whole days (a week on a wide chart would otherwise get a tick every few hours, each labelled with its day). */
const DAY_STEPS = [1, 2, 3, 7, 14, 30, 61, 91, 182, 365].map((days) => days * DAY);

/** YYYY-MM-DD (UTC) to Unix seconds, uPlot's time scale. */
function toSeconds(date: string): number {
  return Date.parse(`${date}T00:00:00.000Z`) / 1000;
}

export default function UplotChart({ days, seriesLabel = 'Net revenue', height = 260 }: UplotChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [days.map((d) => toSeconds(d.date)), days.map((d) => d.value)];
    const width = Math.max(element.clientWidth, 200);
    // Off the chart, the legend reads the latest day rather than dashes.
    const latest = days.at(-1);
    const plot = new uPlot(
      {
        width,
        height,
        // The API's days are UTC calendar days: label them so, whatever the reader's zone.
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
        cursor: { y: false, points: { size: 8 } },
        legend: { show: true, live: true },
        scales: { x: { time: true } },
        axes: [
          {
            stroke: '#4b5563',
            grid: { stroke: '#eef0f3' },
            ticks: { stroke: '#e5e7eb' },
            incrs: DAY_STEPS,
            values: (_u, splits) => splits.map((ts) => shortDay.format(ts * 1000)),
          },
          {
            stroke: '#4b5563',
            size: 64,
            grid: { stroke: '#eef0f3' },
            ticks: { stroke: '#e5e7eb' },
            values: (_u, splits) => splits.map((v) => compact.format(v)),
          },
        ],
        series: [
          {
            label: 'Date',
            value: (_u, ts) => {
              if (ts != null) return longDay.format(ts * 1000);
              return latest ? `${longDay.format(toSeconds(latest.date) * 1000)} (latest)` : '—';
            },
          },
          {
            label: seriesLabel,
            stroke: BRAND,
            width: 2,
            fill: 'rgba(138, 59, 92, 0.08)',
            points: { show: days.length <= 31 },
            value: (_u, v) => {
              if (v != null) return formatNaira(v);
              return latest ? formatNaira(latest.value) : '—';
            },
          },
        ],
      },
      data,
      element,
    );
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (next > 0 && next !== plot.width) plot.setSize({ width: next, height });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, seriesLabel, height]);

  return (
    <div
      ref={box}
      aria-hidden="true"
      data-testid="revenue-chart-canvas"
      className="w-full min-w-0 [&_.u-legend]:text-sm"
    />
  );
}
