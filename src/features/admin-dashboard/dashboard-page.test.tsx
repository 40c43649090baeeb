import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema.gen';
import { holdAnswer } from '@/testing/held-answer';
import { call, withApp } from '@/testing/mock-backend';
import { currentUrl, renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/session';
import { formatNaira } from '@/lib/money';
import { server } from '@mocks/node';
import { clock } from '@mocks/services/clock';
import { formatCount } from '@/lib/count';
import { formatDate } from '@/lib/dates';
import { formatDay, isNewUser } from './dashboard-values';

// uPlot draws on a canvas, which jsdom lacks (a stand-in here, src/testing/setup-dom.ts): the chart's
// text alternative is what is tested here.

withApp();

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(clock.now() - n * DAY).toISOString().slice(0, 10);

/** The overview as the API sends it (before src/api/normalize-overview.ts). */
type Overview = components['schemas']['Overview'];

async function apiOverview(token: string, query: string): Promise<Overview> {
  const response = await call(`/admin/overview?${query}`, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as Overview;
}

function countOverviewCalls() {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/admin/overview')) count++;
  };
  server.events.on('request:start', listener);
  return { count: () => count, stop: () => server.events.removeListener('request:start', listener) };
}

const main = () => within(screen.getByRole('main'));
const region = (name: string) => within(main().getByRole('region', { name }));

/** The figure shown under a label (a <dt> and its <dd>). */
function figure(regionName: string, label: string): string {
  const term = region(regionName).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** Waits for the dashboard to show the window's figures (not the previous window's). */
async function expectWindow(overview: Overview) {
  await waitFor(() => expect(figure('In this range', 'Gross')).toBe(formatNaira(overview.revenue_window.paid_gross)));
  expect(figure('In this range', 'Refunds')).toBe(formatNaira(overview.revenue_window.refunds));
  expect(figure('In this range', 'Net revenue')).toBe(formatNaira(overview.revenue_window.net));
  // An average, to the naira like every other figure (the seed's is not a whole number).
  expect(figure('In this range', 'AOV')).toBe(formatNaira(Math.round(overview.revenue_window.aov)));
  expect(figure('In this range', 'AOV')).toMatch(/^₦[\d,]+$/);
  expect(figure('In this range', 'Orders in range')).toBe(formatCount(overview.orders_window.total));
  const chips = within(main().getByRole('list', { name: 'Orders in range by status' }));
  for (const [status, count] of Object.entries(overview.orders_window.status_counts)) {
    const chip = chips.getByText(status.charAt(0).toUpperCase() + status.slice(1)).closest('li')!;
    expect(chip.textContent).toBe(`${status.charAt(0).toUpperCase() + status.slice(1)}${formatCount(count)}`);
    expect(chip.className).toContain(status === 'paid' ? 'bg-green-100' : status === 'refunded' ? 'bg-purple-100' : '');
  }
}

describe('admin dashboard', { timeout: 30_000 }, () => {
  it('shows the API’s totals, window figures, top products and recent orders and users, formatted', async () => {
    const token = await signInAs('admin');
    const expected = await apiOverview(token, 'range=30d');
    const { router } = await renderApp('/admin');
    expect(await main().findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    expect(currentUrl(router)).toBe('/admin');
    await main().findByRole('region', { name: 'All time' });
    expect(figure('All time', 'Users')).toBe(formatCount(expected.totals_all_time.users));
    expect(figure('All time', 'Products')).toBe(formatCount(expected.totals_all_time.products));
    expect(figure('All time', 'Reviews')).toBe(formatCount(expected.totals_all_time.reviews));
    expect(figure('All time', 'Orders')).toBe(formatCount(expected.totals_all_time.orders));
    await expectWindow(expected);
    expect(main().getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');

    // The trend, in words as well as colour.
    const { net } = expected.revenue_window;
    const previous_net = expected.revenue_window.previous_net!;
    expect(previous_net).not.toBe(0);
    const percent = ((Math.abs(net - previous_net) / Math.abs(previous_net)) * 100).toFixed(1);
    const up = net > previous_net;
    expect(main().getByText('vs previous 30 days', { exact: false }).textContent).toBe(
      `${up ? '▲ Up' : '▼ Down'} ${percent}% vs previous 30 days`,
    );

    const top = within(main().getByRole('region', { name: 'Top products by revenue' }));
    const rows = top.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(expected.top_products_window.length);
    rows.forEach((row, i) => {
      const product = expected.top_products_window[i]!;
      expect(within(row).getByRole('link', { name: product.name }).getAttribute('href')).toBe(
        `/admin/product/${product.product_id}`,
      );
      expect(within(row).getByText(formatCount(product.quantity))).toBeTruthy();
      expect(within(row).getByText(formatNaira(product.revenue))).toBeTruthy();
    });

    const orders = within(main().getByRole('list', { name: 'Recent orders' })).getAllByRole('listitem');
    expect(orders).toHaveLength(expected.recent.orders.length);
    orders.forEach((row, i) => {
      const order = expected.recent.orders[i]!;
      expect(
        within(row)
          .getByRole('link', { name: `Order #${order.id}` })
          .getAttribute('href'),
      ).toBe(`/admin/orders?highlight=${order.id}`);
      expect(within(row).getByText(order.email)).toBeTruthy();
      expect(within(row).getByText(formatDate(order.created_at))).toBeTruthy();
      expect(within(row).getByText(order.status.charAt(0).toUpperCase() + order.status.slice(1))).toBeTruthy();
      expect(within(row).getByText(formatNaira(order.amount_total))).toBeTruthy();
    });

    const users = within(main().getByRole('list', { name: 'Recent users' })).getAllByRole('listitem');
    expect(users).toHaveLength(expected.recent.users.length);
    let newCount = 0;
    users.forEach((row, i) => {
      const user = expected.recent.users[i]!;
      expect(within(row).getByText(user.email)).toBeTruthy();
      expect(row.textContent).toContain(`Joined ${formatDate(user.created_at)}`);
      const isNew = isNewUser(user.created_at);
      if (isNew) newCount++;
      expect(within(row).queryByText('New') !== null).toBe(isNew);
    });
    expect(newCount).toBeGreaterThan(0);

    // The chart's text alternative, and its figures as a table.
    const chart = within(main().getByRole('region', { name: 'Net revenue over time' }));
    expect(chart.getByText(`${formatNaira(net)} over 30 days`, { exact: false })).toBeTruthy();
    await userEvent.click(chart.getByRole('button', { name: 'Show data as table' }));
    const table = within(chart.getByRole('region', { name: 'Net revenue by day' }));
    expect(table.getAllByRole('row')).toHaveLength(expected.revenue_window.timeseries_daily.length + 1);
  });

  it('draws the heading, the window asked for and skeletons at once, before the figures come', async () => {
    const token = await signInAs('admin');
    const expected = await apiOverview(token, 'range=7d');
    const answer = holdAnswer();
    server.use(
      http.get('*/api/admin/overview', async () => {
        await answer.held;
      }),
    );
    // renderApp waits for the route's loader: one that waited for the figures never returns here.
    await renderApp('/admin?range=7d');
    expect(await main().findByRole('heading', { name: 'Dashboard', level: 1 })).toBeTruthy();
    expect(
      main().getByText(`Last 7 days · ${formatDay(expected.range!.from)} – ${formatDay(expected.range!.to)}`),
    ).toBeTruthy();
    expect(main().getByRole('status', { name: 'Loading dashboard' })).toBeTruthy();
    expect(main().queryByRole('region', { name: 'In this range' })).toBeNull();
    // The page itself, not the route's pending view (which comes only after a second): the window
    // can be changed already.
    expect(main().getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    answer.release();
    await expectWindow(expected);
    expect(main().queryByRole('status', { name: 'Loading dashboard' })).toBeNull();
    expect(
      main().getByText(`Last 7 days · ${formatDay(expected.range!.from)} – ${formatDay(expected.range!.to)}`),
    ).toBeTruthy();
  });

  it('switches to Last 7 days: range=7d in the URL and the 7-day figures', async () => {
    const token = await signInAs('admin');
    const month = await apiOverview(token, 'range=30d');
    const week = await apiOverview(token, 'range=7d');
    expect(week.revenue_window.paid_gross).not.toBe(month.revenue_window.paid_gross);
    const { router } = await renderApp('/admin');
    await main().findByRole('region', { name: 'In this range' });
    await expectWindow(month);
    // A slow answer, held until the checks are done: the previous figures stay on screen with a
    // loading hint until it comes.
    const answer = holdAnswer();
    server.use(
      http.get('*/api/admin/overview', async () => {
        await answer.held;
      }),
    );
    await userEvent.click(main().getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin?range=7d'));
    expect((await main().findByText('Loading the selected range…')).getAttribute('role')).toBe('status');
    expect(figure('In this range', 'Gross')).toBe(formatNaira(month.revenue_window.paid_gross));
    answer.release();
    await expectWindow(week);
    expect(main().queryByText('Loading the selected range…')).toBeNull();
    expect(main().getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(main().getByText(`vs previous 7 days`, { exact: false })).toBeTruthy();

    // Back to the default: it leaves the URL.
    await userEvent.click(main().getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin'));
    await expectWindow(month);
  });

  it('applies a custom range: from and to in the URL and that window’s figures; a preset clears them', async () => {
    const token = await signInAs('admin');
    const from = daysAgo(13);
    const to = daysAgo(2);
    const custom = await apiOverview(token, `from=${from}&to=${to}`);
    const { router } = await renderApp('/admin?range=90d');
    await main().findByRole('region', { name: 'In this range' });
    await userEvent.click(main().getByRole('button', { name: 'Custom range' }));
    const form = within(main().getByRole('form', { name: 'Custom range' }));
    // It starts from the window on screen.
    expect((form.getByLabelText('From') as HTMLInputElement).value).toBe(daysAgo(89));
    fireEvent.change(form.getByLabelText('From'), { target: { value: from } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: to } });
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(currentUrl(router)).toBe(`/admin?from=${from}&to=${to}`));
    await expectWindow(custom);
    expect(main().getByText(`vs previous 12 days`, { exact: false })).toBeTruthy();

    await userEvent.click(main().getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin?range=7d'));
    expect(main().queryByRole('form', { name: 'Custom range' })).toBeNull();
  });

  it('says so inline when from is after to, and asks nothing of the server', async () => {
    await signInAs('admin');
    const { router } = await renderApp('/admin');
    await main().findByRole('region', { name: 'In this range' });
    await userEvent.click(main().getByRole('button', { name: 'Custom range' }));
    const form = within(main().getByRole('form', { name: 'Custom range' }));
    fireEvent.change(form.getByLabelText('From'), { target: { value: daysAgo(1) } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: daysAgo(5) } });
    const calls = countOverviewCalls();
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    expect(form.getByRole('alert').textContent).toBe('The from date must be on or before the to date.');
    expect(form.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(form.getByLabelText('From'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    calls.stop();
    expect(calls.count()).toBe(0);
    expect(currentUrl(router)).toBe('/admin');
  });

  it('shows ‘No data for selected range’ for a window without money in or out', async () => {
    const token = await signInAs('admin');
    const empty = await apiOverview(token, 'from=2001-01-01&to=2001-01-31');
    await renderApp('/admin?from=2001-01-01&to=2001-01-31');
    expect(await main().findByText('No data for selected range')).toBeTruthy();
    await expectWindow(empty);
    expect(main().queryByRole('button', { name: 'Show data as table' })).toBeNull();
    expect(main().getByText('No products sold in this range.')).toBeTruthy();
    expect(main().getByRole('button', { name: 'Custom range' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('reads an overview with the spec’s fields only: no range, no previous_net, days of {date, paid}', async () => {
    const token = await signInAs('admin');
    const full = await apiOverview(token, 'range=30d');
    // The spec's overview response (section 3): none of this project's extensions.
    const { range: _range, ...rest } = full;
    const { previous_net: _previous, ...revenue } = full.revenue_window;
    const specOnly: Overview = {
      ...rest,
      revenue_window: {
        ...revenue,
        timeseries_daily: revenue.timeseries_daily.map(({ date, paid }) => ({ date, paid })),
      },
    };
    server.use(http.get('*/api/admin/overview', () => HttpResponse.json(specOnly)));
    await renderApp('/admin');
    await main().findByRole('region', { name: 'All time' });
    await expectWindow(full);
    // No previous figure: no up/down indicator.
    expect(main().queryByText('vs previous', { exact: false })).toBeNull();
    // No daily net: the chart plots what was paid, and its table has no Refunds or Net column.
    const chart = within(main().getByRole('region', { name: 'Net revenue over time' }));
    const paid = revenue.timeseries_daily.reduce((sum, day) => sum + day.paid, 0);
    expect(chart.getByText(`Paid per day, last 30 days`, { exact: false }).textContent).toContain(
      `${formatNaira(paid)} over 30 days`,
    );
    await userEvent.click(chart.getByRole('button', { name: 'Show data as table' }));
    const table = within(chart.getByRole('region', { name: 'Net revenue by day' }));
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Day', 'Paid']);
    expect(table.getAllByRole('row')).toHaveLength(revenue.timeseries_daily.length + 1);
  });

  it('shows the failure message on a 403, with the server’s words', async () => {
    await signInAs('admin');
    server.use(
      http.get('*/api/admin/overview', () =>
        HttpResponse.json({ error: 'forbidden', message: 'Admins only.' }, { status: 403 }),
      ),
    );
    await renderApp('/admin');
    const alert = await main().findByRole('alert');
    expect(
      within(alert).getByText('Could not load dashboard. You may not be authorized or the server is unreachable.'),
    ).toBeTruthy();
    expect(within(alert).getByText('Server said: Admins only.')).toBeTruthy();
  });

  it('shows the failure message when the server is unreachable, and Retry loads the figures', async () => {
    await signInAs('admin');
    server.use(http.get('*/api/admin/overview', () => HttpResponse.error()));
    await renderApp('/admin');
    const alert = await main().findByRole('alert');
    expect(
      within(alert).getByText('Could not load dashboard. You may not be authorized or the server is unreachable.'),
    ).toBeTruthy();
    server.resetHandlers();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await main().findByRole('region', { name: 'All time' })).toBeTruthy();
    expect(main().queryByRole('alert')).toBeNull();
  });
});
