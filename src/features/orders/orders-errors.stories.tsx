import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OrdersPage } from './orders-page';
import { desktop } from '@/testing/story-frames';

/**
 * The shopper's orders when the session is refused, driven by the mock scenario QA would pick:
 * the client renews the session once and asks again; refused again, the page asks to sign in.
 * (When the renewal itself fails the app leaves the page for /account: Account/Server refusals,
 * Sent To Log In.) The matrix in docs/error-states.md points here.
 */
const meta = {
  title: 'Orders/Server refusals',
  component: OrdersPage,
  args: { page: 1 },
  parameters: { session: 'customer', route: '/orders' },
  globals: desktop,
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SessionRefused: Story = {
  parameters: { scenarios: ['listOrders:401'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Sign in to see your orders' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Forders');
  },
};
