import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { desktop, noRetries, phone } from '@/testing/story-frames';
import { OrdersHarness } from './story-support';

const EMPTY = {
  orders: [],
  pagination: { page: 1, per_page: 10, total: 0, total_pages: 0, has_prev: false, has_next: false },
};

const meta = {
  title: 'Admin/Orders/List',
  component: OrdersHarness,
  args: { initial: {} },
  parameters: { session: 'admin', route: '/admin/orders' },
} satisfies Meta<typeof OrdersHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Page 1 • 10 result\(s\) of \d+$/)).toBeVisible();
    const table = canvas.getByRole('table', { name: /^Orders/ });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getByRole('columnheader', { name: 'Customer' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Prev/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Next/ })).toBeEnabled();
  },
};

/** Customer, Total and Placed hide; the Order cell carries the email. */
export const PopulatedPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Page 1 • 10 result\(s\)/)).toBeVisible();
    const table = canvas.getByRole('table', { name: /^Orders/ });
    await expect(within(table).getByText('Customer', { selector: 'th' })).not.toBeVisible();
    await expect(within(table).getByText('Total', { selector: 'th' })).not.toBeVisible();
    await expect(within(table).getByText('Placed', { selector: 'th' })).not.toBeVisible();
    await expect(within(table).getAllByRole('button', { name: /^View order #/ })[0]).toBeVisible();
  },
};

export const Filtered: Story = {
  globals: desktop,
  args: { initial: { status: 'refunded', sort: 'amount_total', order: 'desc', per_page: 20 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Page 1 • \d+ result\(s\) of \d+$/)).toBeVisible();
    await expect(canvas.getByLabelText('Status')).toHaveValue('refunded');
    await expect(canvas.getByLabelText('Sort by')).toHaveValue('amount_total:desc');
  },
};

export const Searching: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^Page 1 • 10/);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'customer@example.com{Enter}');
    // The customer's own orders replace the first page (fewer than 300 of them).
    await expect(await canvas.findByText(/^Page 1 • \d+ result\(s\) of ([1-9]|[1-9]\d)$/)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('table', { name: /^Orders/ }).closest('[aria-busy]')).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
  },
};

export const Loading: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(http.get('*/api/admin/orders', hang));
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton-row]')).toHaveLength(6);
  },
};
export const LoadingPhone: Story = { ...Loading, globals: phone };

export const Empty: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(http.get('*/api/admin/orders', () => HttpResponse.json(EMPTY)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No orders found')).toBeVisible();
    await expect(canvas.getByText('Page 1 • 0 result(s) of 0')).toBeVisible();
  },
};
export const EmptyPhone: Story = { ...Empty, globals: phone };

export const LoadError: Story = {
  globals: desktop,
  decorators: [noRetries],
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/admin/orders', () =>
        HttpResponse.json({ error: 'forbidden', message: 'Your admin access was withdrawn.' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Could not load orders' })).toBeVisible();
    await expect(canvas.getByText('Your admin access was withdrawn.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
export const LoadErrorPhone: Story = { ...LoadError, globals: phone };
