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
import { expect, within } from 'storybook/test';
import { tokens } from '@/api/tokens';
import { AdminLayout, NOT_AUTHORIZED } from './admin-layout';

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

async function expectAdminNav(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const nav = within(await canvas.findByRole('navigation', { name: 'Admin' }));
  const items = [
    ['Home', '/admin'],
    ['Products', '/admin/products'],
    ['Orders', '/admin/orders'],
    ['Customers', '/admin/users'],
    ['Carousels', '/admin/carousels'],
  ] as const;
  await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(items.map(([name]) => name));
  for (const [name, href] of items) {
    const link = nav.getByRole('link', { name });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }
  await expect(canvas.getByText('admin@example.com')).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/');
  await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(canvas.getByRole('main')).toHaveTextContent('Each admin screen renders here');
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
}

export const Admin: Story = {
  parameters: { session: 'admin' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectAdminNav(canvasElement);
  },
};

export const AdminPhone: Story = {
  parameters: { session: 'admin' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectAdminNav(canvasElement);
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
