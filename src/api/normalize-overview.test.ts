/** The overview normaliser: the spec's overview (section 3) and this project's, read one way. */
import { describe, expect, it } from 'vitest';
import { normalizeOverview } from './normalize-overview';
import type { components } from './schema.gen';

type Overview = components['schemas']['Overview'];

/** The spec's overview response (section 3), with none of this project's extensions. */
const specOverview: Overview = {
  totals_all_time: { users: 3, products: 4, reviews: 5, orders: 6 },
  revenue_window: {
    currency: 'NGN',
    paid_gross: 9000,
    refunds: 1000,
    net: 8000,
    aov: 4500,
    timeseries_daily: [
      { date: '2026-11-19', paid: 0 },
      { date: '2026-11-20', paid: 9000 },
    ],
  },
  orders_window: { total: 2, status_counts: { paid: 2 } },
  top_products_window: [],
  recent: { orders: [], users: [] },
};

describe('the overview as the spec allows it', () => {
  it('revenue_window {currency, paid_gross, refunds, net, aov, timeseries_daily [{date, paid}]}: the chart plots paid', () => {
    const view = normalizeOverview(specOverview, { range: '7d' });
    expect(view.revenue_window.plotted).toBe('paid');
    expect(view.revenue_window.timeseries_daily.map((d) => d.value)).toEqual([0, 9000]);
    expect(view.revenue_window.timeseries_daily[1]).toMatchObject({ refunds: null, net: null });
  });

  it('Overview response without previous_net: no up/down indicator', () => {
    expect(normalizeOverview(specOverview).revenue_window.previous_net).toBeNull();
  });

  it('Overview response without range: the window asked for (range 7d, 30d, 90d or from and to)', () => {
    expect(normalizeOverview(specOverview, { range: '7d' }).range).toEqual({
      from: '2026-11-19',
      to: '2026-11-20',
      label: 'Last 7 days',
    });
    expect(normalizeOverview(specOverview, { from: '2026-11-01', to: '2026-11-20' }).range).toEqual({
      from: '2026-11-01',
      to: '2026-11-20',
      label: '2026-11-01 – 2026-11-20',
    });
    const empty = { ...specOverview, revenue_window: { ...specOverview.revenue_window, timeseries_daily: [] } };
    expect(normalizeOverview(empty, { range: '30d' }, Date.parse('2026-11-30T12:00:00Z')).range).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      label: 'Last 30 days',
    });
  });

  it("this project's overview (range, previous_net, per-day net and refunds) is read as sent", () => {
    const full: Overview = {
      ...specOverview,
      range: { from: '2026-11-19', to: '2026-11-20', label: 'Last 7 days' },
      revenue_window: {
        ...specOverview.revenue_window,
        previous_net: 100,
        timeseries_daily: [{ date: '2026-11-20', paid: 9000, refunds: 1000, net: 8000 }],
      },
    };
    const view = normalizeOverview(full, { range: '30d' });
    expect(view.range.label).toBe('Last 7 days');
    expect(view.revenue_window).toMatchObject({ previous_net: 100, plotted: 'net' });
    expect(view.revenue_window.timeseries_daily).toEqual([
      { date: '2026-11-20', paid: 9000, refunds: 1000, net: 8000, value: 8000 },
    ]);
  });
});
