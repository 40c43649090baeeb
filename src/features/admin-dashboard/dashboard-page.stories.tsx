import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { DashboardPage } from './dashboard-page';
import { DashboardPending } from './dashboard-states';
import type { DashboardSearch } from './dashboard-values';
import { desktop, phone } from '@/testing/story-frames';

/** The page as the admin layout shows it, with the URL's search params held in state. */
function Dashboard({ search: initial }: { search: DashboardSearch }) {
  const [search, setSearch] = useState(initial);
  return (
    <main className="min-h-screen bg-ink-50 px-4 py-6 md:px-8">
      <DashboardPage search={search} onSearchChange={setSearch} />
    </main>
  );
}

const meta = {
  title: 'Admin/Dashboard/Page',
  component: Dashboard,
  args: { search: { range: '30d' } },
  parameters: { session: 'admin', route: '/admin' },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'All time' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    // The real uPlot chart draws on a canvas, once it comes near the screen.
    canvas.getByRole('region', { name: 'Net revenue over time' }).scrollIntoView();
    await waitFor(
      () => expect(canvasElement.querySelector('[data-testid="revenue-chart-canvas"] canvas')).not.toBeNull(),
      { timeout: 10_000 },
    );
    // Before any hover, the legend reads the range's latest day, not dashes.
    const legend = canvasElement.querySelector('.u-legend')?.textContent ?? '';
    await expect(legend).toContain('2 Nov 2026 (latest)');
    await expect(legend).not.toContain('—');
    await expect(canvas.getByRole('list', { name: 'Recent orders' })).toBeVisible();
  },
};
export const PopulatedPhone: Story = { ...Populated, globals: phone };

/** The spec's overview fields only (no previous figure, no per-day net): no trend, and the chart plots what was paid. */
export const SpecShapes: Story = {
  globals: desktop,
  parameters: { scenarios: ['shapes:spec'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'All time' })).toBeVisible();
    await expect(canvas.queryByText('vs previous', { exact: false })).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Recent orders' })).toBeVisible();
  },
};

export const LastSevenDays: Story = {
  globals: desktop,
  args: { search: { range: '7d' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('vs previous 7 days', { exact: false })).toBeVisible();
  },
};

export const Loading: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(http.get('*/api/admin/overview', hang));
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading dashboard' })).toBeVisible();
  },
};
export const LoadingPhone: Story = { ...Loading, globals: phone };

/** The route's pending view, when the figures take over a second: heading, the window asked for, skeletons. */
export const Pending: Story = {
  globals: desktop,
  render: ({ search }) => (
    <main className="min-h-screen bg-ink-50 px-4 py-6 md:px-8">
      <DashboardPending search={search} />
    </main>
  ),
  args: { search: { range: '7d', from: '2026-10-01', to: '2026-10-31' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(canvas.getByText('Custom range · 1 Oct 2026 – 31 Oct 2026')).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Loading dashboard' })).toBeVisible();
  },
};
export const PendingPhone: Story = { ...Pending, globals: phone };

export const EmptyRange: Story = {
  globals: desktop,
  args: { search: { range: '30d', from: '2001-01-01', to: '2001-01-31' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data for selected range')).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Custom range' })).toBeVisible();
  },
};
export const EmptyRangePhone: Story = { ...EmptyRange, globals: phone };

export const LoadError: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/admin/overview', () =>
        HttpResponse.json({ error: 'forbidden', message: 'Admin access is required.' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Could not load dashboard. You may not be authorized or the server is unreachable.',
    );
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
export const LoadErrorPhone: Story = { ...LoadError, globals: phone };

export const CustomRangeFromAfterTo: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'All time' });
    await userEvent.click(canvas.getByRole('button', { name: 'Custom range' }));
    const form = within(canvas.getByRole('form', { name: 'Custom range' }));
    fireEvent.change(form.getByLabelText('From'), { target: { value: '2026-03-20' } });
    fireEvent.change(form.getByLabelText('To'), { target: { value: '2026-03-01' } });
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    await expect(form.getByRole('alert')).toHaveTextContent('The from date must be on or before the to date.');
    await expect(form.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
  },
};
export const CustomRangeFromAfterToPhone: Story = { ...CustomRangeFromAfterTo, globals: phone };

export const DataTable: Story = {
  globals: desktop,
  args: { search: { range: '7d' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show data as table' }));
    await expect(canvas.getByRole('region', { name: 'Net revenue by day' })).toBeVisible();
  },
};
