import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { tokens } from '@/api/tokens';
import { AdminLayout, NOT_AUTHORIZED } from './admin-layout';
import { desktop, phone } from '@/testing/story-frames';

/**
 * The admin frame as the app mounts it: AdminLayout above the admin pages, here a placeholder.
 * (The preview's router has no page routes, so the layout's <Outlet /> would show the router's
 * bare "Not Found" there.)
 */
function AdminFrame({ path }: { path: string }) {
  const [router] = useState(() => {
    const rootRoute = createRootRoute({ component: AdminLayout });
    const pages = ['/', '$'].map((pagePath) =>
      createRoute({ getParentRoute: () => rootRoute, path: pagePath, component: PlaceholderPage }),
    );
    return createRouter({
      routeTree: rootRoute.addChildren(pages),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
  });
  return <RouterProvider router={router} />;
}

function PlaceholderPage() {
  return (
    <div>
      <h1 className="text-2xl font-bold text-ink-900">Dashboard</h1>
      <p className="mt-2 text-ink-600">Each admin screen renders here, beside the admin navigation.</p>
    </div>
  );
}

const meta = {
  title: 'Admin/Layout',
  component: AdminLayout,
  parameters: { route: '/admin' },
  render: (_args, { parameters }) => <AdminFrame path={(parameters.route as string | undefined) ?? '/admin'} />,
} satisfies Meta<typeof AdminLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  parameters: { session: 'signed-out' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Admin sign in' })).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  },
};

export const Customer: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(NOT_AUTHORIZED);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This account is not authorized for the admin dashboard.',
    );
    await expect(canvas.getByText(/You are signed in as customer@example\.com/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('button', { name: 'Sign in as someone else' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  },
};

const NAV_ITEMS = [
  ['Home', '/admin'],
  ['Products', '/admin/products'],
  ['Orders', '/admin/orders'],
  ['Customers', '/admin/users'],
  ['Carousels', '/admin/carousels'],
] as const;

async function expectAdminNav(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const nav = within(await canvas.findByRole('navigation', { name: 'Admin' }));
  await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(NAV_ITEMS.map(([name]) => name));
  for (const [name, href] of NAV_ITEMS) {
    const link = nav.getByRole('link', { name });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
  await expect(canvas.getByRole('main')).toHaveTextContent('Each admin screen renders here');
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
}

async function expectAccount(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByText('admin@example.com')).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/');
  await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

export const Admin: Story = {
  parameters: { session: 'admin' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expectAdminNav(canvasElement);
    // A sidebar: the account is always shown, and there is no Account button.
    await expectAccount(canvasElement);
    await expect(within(canvasElement).queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  },
};

/**
 * A phone: the five links on one row that scrolls sideways (the current page in sight), and the
 * account behind an Account button, so the navigation takes two short rows, not five.
 */
export const AdminPhone: Story = {
  parameters: { session: 'admin', route: '/admin/carousels' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Admin' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(NAV_ITEMS.map(([name]) => name));
    // One row: every link on the same line, the row no taller than one link and its padding.
    const tops = new Set(links.map((link) => Math.round(link.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(nav.getBoundingClientRect().height).toBeLessThan(60);
    // The current page is marked and scrolled into sight on the row.
    const current = within(nav).getByRole('link', { name: 'Carousels' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    const row = nav.getBoundingClientRect();
    const box = current.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(row.left);
    await expect(box.right).toBeLessThanOrEqual(row.right);
    // The whole frame above the page stays short.
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThan(120);

    const account = canvas.getByRole('button', { name: 'Account' });
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
    await userEvent.click(account);
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await expectAccount(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Signed in, no user cached in this browser, and GET /me fails: what failed, Retry, and a way out. */
export const AccountCheckFailed: Story = {
  parameters: { session: 'admin' },
  beforeEach({ msw }) {
    tokens.setUser(null);
    msw.use(
      http.get('*/api/me', () =>
        HttpResponse.json({ error: 'server_error', message: 'Database unavailable.' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Could not check your account' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('the server had a problem (error 503)');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign in again' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
  },
};
