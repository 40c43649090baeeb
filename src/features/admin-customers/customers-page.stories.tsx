import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Toaster } from '@/components/ui/toast';
import { userIdOf } from '@/testing/story-data';
import { desktop, noRetries, phone } from '@/testing/story-frames';
import { CustomersPage } from './customers-page';
import { customersSearchSchema } from './customers-search';

/** `{customer}`, `{admin}` and `{long}` in a route become those accounts' ids (asked of the API after seeding). */
async function resolve(route: string): Promise<string> {
  if (route.includes('{customer}')) route = route.replace('{customer}', String(await userIdOf('customer@example.com')));
  if (route.includes('{admin}')) route = route.replace('{admin}', String(await userIdOf('admin@example.com')));
  if (route.includes('{long}')) {
    // A customer registered for the story, as a shopper would.
    await fetch('/api/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: LONG_EMAIL, password: 'password123' }),
    });
    route = route.replace('{long}', String(await userIdOf(LONG_EMAIL)));
  }
  return route;
}

/** The page under its real path and search validation, so its links and filters work. */
function CustomersScreen({ route }: { route: string }) {
  const [router] = useState(() => {
    const rootRoute = createRootRoute();
    const users = createRoute({
      getParentRoute: () => rootRoute,
      path: 'admin/users',
      validateSearch: customersSearchSchema,
      component: function Users() {
        return <CustomersPage search={users.useSearch()} />;
      },
    });
    const elsewhere = createRoute({
      getParentRoute: () => rootRoute,
      path: '$',
      component: () => <p>Another admin screen</p>,
    });
    return createRouter({
      routeTree: rootRoute.addChildren([users, elsewhere]),
      history: createMemoryHistory({ initialEntries: [route] }),
    });
  });
  return (
    <main className="min-h-screen bg-ink-50 px-4 py-6 md:px-8">
      <RouterProvider router={router} />
      <Toaster />
    </main>
  );
}

const meta = {
  title: 'Admin/Customers/Customers page',
  component: CustomersPage,
  args: { search: { page: 1, per_page: 20 } },
  parameters: { session: 'admin', route: '/admin/users' },
  loaders: [
    async ({ parameters }) => ({ route: await resolve((parameters.route as string | undefined) ?? '/admin/users') }),
  ],
  render: (_args, { loaded }) => <CustomersScreen route={loaded.route as string} />,
} satisfies Meta<typeof CustomersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement);
/** Dialogs render in a portal, outside the story's canvas. */
const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const ListPopulated: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Customers' });
    await expect(within(list).getAllByRole('link')).toHaveLength(20);
    await expect(canvas.getByText('42 results • Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Pages of customers' })).toBeVisible();
    await expect(canvas.getByText('Select a customer to view details.')).toBeVisible();
  },
};
export const ListPopulatedPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(within(await canvas.findByRole('list', { name: 'Customers' })).getAllByRole('link')).toHaveLength(20);
    // On a phone the panel waits until a customer is chosen.
    await expect(canvas.getByText('Select a customer to view details.')).not.toBeVisible();
  },
};

export const ListFiltered: Story = {
  globals: desktop,
  parameters: { route: '/admin/users?role=admin&per_page=10' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('1 result • Page 1 of 1')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Clear' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages of customers' })).not.toBeInTheDocument();
  },
};

export const ListLoading: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(http.get('*/api/admin/users', hang));
  },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('status', { name: 'Loading customers' })).toBeVisible();
  },
};

export const ListEmpty: Story = {
  globals: desktop,
  parameters: { route: '/admin/users?q=nobody-at-all' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('No users found.')).toBeVisible();
    await expect(canvas.getByText('0 results • Page 1 of 1')).toBeVisible();
  },
};

export const ListError: Story = {
  globals: desktop,
  decorators: [noRetries],
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/admin/users', () =>
        HttpResponse.json({ error: 'forbidden', message: 'Admins only.' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('Could not load customers.')).toBeVisible();
    await expect(canvas.getByText('Admins only.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const PanelDefault: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    // Beside the list: the panel asks for a choice until one is made.
    await expect(within(await canvas.findByRole('list', { name: 'Customers' })).getAllByRole('link')).toHaveLength(20);
    const panel = within(canvas.getByRole('region', { name: 'Customer details' }));
    await expect(panel.getByText('Select a customer to view details.')).toBeVisible();
  },
};

export const PanelLoading: Story = {
  globals: desktop,
  parameters: { route: '/admin/users?q=customer%40&user={customer}' },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/admin/users/:id', hang));
  },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByText('Loading details…')).toBeVisible();
  },
};

export const PanelError: Story = {
  globals: desktop,
  decorators: [noRetries],
  parameters: { route: '/admin/users?q=customer%40&user={customer}' },
  beforeEach({ msw }) {
    msw.use(http.get('*/api/admin/users/:id', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByText('Could not load user details.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const CustomerWithOrders: Story = {
  globals: desktop,
  parameters: { route: '/admin/users?q=customer%40&user={customer}' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'customer@example.com' })).toBeVisible();
    const orders = within(canvas.getByRole('list', { name: 'Recent orders' })).getAllByRole('link');
    await expect(orders.length).toBeGreaterThan(0);
    await expect(orders[0]).toHaveAttribute('href', expect.stringMatching(/^\/admin\/orders\?highlight=\d+$/));
  },
};
export const CustomerWithOrdersPhone: Story = {
  ...CustomerWithOrders,
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'customer@example.com' })).toBeVisible();
    // The panel takes the list's place, with the way back.
    await expect(canvas.getByRole('button', { name: 'Back to customers' })).toBeVisible();
    await expect(canvasElement.querySelector('section[aria-label="Customer list"]')).not.toBeVisible();
  },
};

export const CustomerWithoutOrders: Story = {
  globals: desktop,
  parameters: { route: '/admin/users?role=admin&user={admin}' },
  play: async ({ canvasElement }) => {
    const canvas = page(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'admin@example.com' })).toBeVisible();
    await expect(canvas.getByText('No orders yet.')).toBeVisible();
  },
};

async function openDialog(canvasElement: HTMLElement, heading: string, button: string, dialogName: string) {
  const canvas = page(canvasElement);
  await canvas.findByRole('heading', { name: heading });
  await userEvent.click(canvas.getByRole('button', { name: button }));
  return within(await screen(canvasElement).findByRole('alertdialog', { name: dialogName }));
}

/** Make Admin or Revoke Sessions on customer@example.com with scenario `name` on: the dialog shows `message`. */
const actionRefused = (action: 'Make Admin' | 'Revoke Sessions', name: string, message: string): Story => ({
  globals: desktop,
  parameters: { route: '/admin/users?q=customer%40&user={customer}', scenarios: [name] },
  play: async ({ canvasElement }) => {
    const dialogName =
      action === 'Make Admin' ? 'Make customer@example.com an admin?' : 'Revoke sessions for customer@example.com?';
    const dialog = await openDialog(canvasElement, 'customer@example.com', action, dialogName);
    await userEvent.click(dialog.getByRole('button', { name: action }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(message);
  },
});

export const MakeAdminInvalidPayload = actionRefused(
  'Make Admin',
  'updateUserRole:invalid_payload',
  'The request is invalid.',
);
export const MakeAdminRoleMissing = actionRefused(
  'Make Admin',
  'updateUserRole:invalid_payload.role',
  'Missing required: role',
);
export const MakeAdminForbidden = actionRefused('Make Admin', 'updateUserRole:403', 'Admin access required.');
export const MakeAdminUserGone = actionRefused('Make Admin', 'updateUserRole:404', 'Not found.');
export const RevokeInvalidPayload = actionRefused(
  'Revoke Sessions',
  'revokeUserSessions:invalid_payload',
  'The request is invalid.',
);
export const RevokeForbidden = actionRefused('Revoke Sessions', 'revokeUserSessions:403', 'Admin access required.');
export const RevokeUserGone = actionRefused('Revoke Sessions', 'revokeUserSessions:404', 'Not found.');

export const MakeAdminDialog: Story = {
  globals: desktop,
  parameters: { route: '/admin/users?q=customer%40&user={customer}' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(
      canvasElement,
      'customer@example.com',
      'Make Admin',
      'Make customer@example.com an admin?',
    );
    await expect(dialog.getByRole('button', { name: 'Make Admin' })).toBeVisible();
  },
};

export const MakeUserOwnAccountDialog: Story = {
  globals: desktop,
  parameters: { route: '/admin/users?role=admin&user={admin}' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'admin@example.com', 'Make User', 'Remove your own admin access?');
    await expect(dialog.getByText(/you will lose access to the back office at once/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Yes, make me a user' })).toBeVisible();
  },
};

export const LastAdminFailure: Story = {
  globals: desktop,
  parameters: { route: '/admin/users?role=admin&user={admin}' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, 'admin@example.com', 'Make User', 'Remove your own admin access?');
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, make me a user' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('The last admin cannot be demoted.');
  },
};

export const RevokeDialog: Story = {
  globals: desktop,
  parameters: { route: '/admin/users?q=customer%40&user={customer}' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(
      canvasElement,
      'customer@example.com',
      'Revoke Sessions',
      'Revoke sessions for customer@example.com?',
    );
    await expect(dialog.getByText(/signed out everywhere/)).toBeVisible();
  },
};
export const RevokeDialogPhone: Story = { ...RevokeDialog, globals: phone };

/** An address with nowhere a line may break (no space, no hyphen). */
const LONG_EMAIL = 'oluwaseunadebayookonkwo.customercare@beautystarscosmetics.example.ng';

export const RevokedLongEmailPhone: Story = {
  globals: phone,
  parameters: { route: `/admin/users?q=${encodeURIComponent(LONG_EMAIL)}&user={long}` },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, LONG_EMAIL, 'Revoke Sessions', `Revoke sessions for ${LONG_EMAIL}?`);
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke Sessions' }));
    const toast = await screen(canvasElement).findByText(`Every session of ${LONG_EMAIL} has ended.`);
    // The whole message stays on the phone's screen: the address wraps instead of running off it.
    const bubble = toast.parentElement!.getBoundingClientRect();
    await expect(bubble.left).toBeGreaterThanOrEqual(0);
    await expect(bubble.right).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};

export const RevokeOwnSessionsDialog: Story = {
  globals: desktop,
  parameters: { route: '/admin/users?role=admin&user={admin}' },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(
      canvasElement,
      'admin@example.com',
      'Revoke Sessions',
      'Sign yourself out everywhere?',
    );
    await expect(dialog.getByText(/you will be signed out here too/)).toBeVisible();
  },
};
