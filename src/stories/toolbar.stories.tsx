import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartPage } from '@/features/cart/cart-page';
import { DashboardPage } from '@/features/admin-dashboard/dashboard-page';
import { OrdersPage } from '@/features/orders/orders-page';
import { resetCartStateForTests } from '@/lib/cart-storage';
import { desktop } from '@/testing/story-frames';

/**
 * The toolbar's menus (Session, State, Scenario, Data, Clock: .storybook/toolbar.ts) applied to
 * stories that ask for something else: each story here sets the globals a designer would pick, and
 * the last one sets none, to show that a choice does not carry over to the next story.
 */
const meta = {
  title: 'Designers/Toolbar',
  component: OrdersPage,
  args: { page: 1 },
  parameters: { route: '/orders', session: 'signed-out' },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Session: Customer, on a story that is signed out: the customer's orders. */
export const SessionCustomer: Story = {
  globals: { ...desktop, session: 'customer' },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Orders' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  },
};

/** Session: Customer, State: store:empty (as ?scenario=store:empty in the app). */
export const StateStoreEmpty: Story = {
  globals: { ...desktop, session: 'customer', mockState: 'store--empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'You have made no orders' })).toBeVisible();
  },
};

/** Session: Customer, Scenario: listOrders:401 (the session is refused, so the page asks to sign in). */
export const ScenarioListOrders401: Story = {
  globals: { ...desktop, session: 'customer', scenario: 'listOrders--401' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Sign in to see your orders' }),
    ).toBeVisible();
  },
};

/** Data: data:big-basket: the basket holds the preset's 40 lines. */
export const DataBigBasket: Story = {
  globals: { ...desktop, dataPreset: 'big-basket' },
  parameters: { route: '/cart' },
  beforeEach: () => resetCartStateForTests(),
  render: () => <CartPage checkout={() => null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your cart' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Remove / })).toHaveLength(40);
  },
};

/** Session: Admin, Clock: 24 Dec 2026, 09:00 UTC: the dashboard's window ends on the mock's today. */
export const ClockChristmasEve: Story = {
  globals: { ...desktop, session: 'admin', clock: 'christmas-eve' },
  parameters: { route: '/admin' },
  render: () => <DashboardPage search={{ range: '7d' }} onSearchChange={() => undefined} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Last 7 days · 18 Dec 2026 – 24 Dec 2026')).toBeVisible();
  },
};

/** No toolbar choice: the story's own (signed out), whatever the stories before it picked. */
export const StoryOwnChoices: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Sign in to see your orders' }),
    ).toBeVisible();
  },
};
