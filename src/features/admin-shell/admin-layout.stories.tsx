import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminLayout, NOT_AUTHORIZED } from './admin-layout';

const meta = {
  title: 'Admin/Layout',
  component: AdminLayout,
  parameters: { route: '/admin' },
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
    await expect(canvas.getByRole('alert')).toHaveTextContent('This account is not authorized for the admin dashboard.');
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
  await expect(canvas.getByRole('main')).toBeInTheDocument();
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
