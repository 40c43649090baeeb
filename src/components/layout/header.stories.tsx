import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CART_KEY, notifyCartChanged, type CartLine } from '@/lib/cart-storage';
import { Header } from './header';
import { desktop, phone, tablet } from '@/testing/story-frames';

const CART: CartLine[] = [
  { id: 1, name: 'Skin Whitening Lotion', price: '8500.00', images: ['/images/placeholder.svg'], qty: 2 },
  { id: 7, name: 'Tablet Soap', price: '1500.00', images: ['/images/placeholder.svg'], qty: 1 },
];

const meta = {
  title: 'Layout/Header',
  component: Header,
  // Room below the header for the account panel to open into.
  decorators: [
    (Story) => (
      <div className="min-h-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectSignedOut(canvasElement: HTMLElement) {
  const banner = within(canvasElement).getByRole('banner');
  await expect(within(banner).getByRole('link', { name: /^Beauty Stars Cosmetics\s*, home$/ })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(within(banner).getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  await expect(within(banner).getByRole('link', { name: 'Cart, 0 items' })).toHaveAttribute('href', '/cart');
}

// Signed out ------------------------------------------------------------------------------------

export const SignedOutDesktop: Story = {
  parameters: { session: 'signed-out' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expectSignedOut(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Register' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  },
};

export const SignedOutTablet: Story = {
  parameters: { session: 'signed-out' },
  globals: tablet,
  play: async ({ canvasElement }) => {
    await expectSignedOut(canvasElement);
    await expect(within(canvasElement).getByRole('link', { name: 'Log in' })).toBeVisible();
  },
};

export const SignedOutPhone: Story = {
  parameters: { session: 'signed-out' },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectSignedOut(canvasElement);
    const canvas = within(canvasElement);
    // On a phone the account links live in the mobile menu.
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  },
};

// Customer --------------------------------------------------------------------------------------

export const CustomerDesktop: Story = {
  parameters: { session: 'customer' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /customer@example\.com/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.getByText('customer@example.com', { selector: 'button span' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  },
};

export const CustomerTablet: Story = {
  parameters: { session: 'customer' },
  globals: tablet,
  play: async ({ canvasElement }) => {
    // Between md and lg the email is read out but not shown.
    await expect(within(canvasElement).getByRole('button', { name: /customer@example\.com/ })).toBeVisible();
  },
};

export const CustomerPhone: Story = {
  parameters: { session: 'customer' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /customer@example\.com/ })).not.toBeInTheDocument();
  },
};

// Admin -----------------------------------------------------------------------------------------

export const AdminDesktop: Story = {
  parameters: { session: 'admin' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /admin@example\.com/ })).toBeVisible();
  },
};

export const AdminTablet: Story = {
  parameters: { session: 'admin' },
  globals: tablet,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /admin@example\.com/ })).toBeVisible();
  },
};

export const AdminPhone: Story = {
  parameters: { session: 'admin' },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

// States ----------------------------------------------------------------------------------------

export const AccountMenuOpen: Story = {
  parameters: { session: 'customer' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /customer@example\.com/ });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  },
};

export const AdminAccountMenuOpen: Story = {
  parameters: { session: 'admin' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /admin@example\.com/ }));
    await expect(canvas.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

export const CartWithItems: Story = {
  parameters: { session: 'signed-out' },
  globals: desktop,
  // After the loaders (which reset storage to the seed state).
  beforeEach: () => {
    localStorage.setItem(CART_KEY, JSON.stringify(CART));
    return () => localStorage.removeItem(CART_KEY);
  },
  decorators: [
    (Story) => {
      // The cart count is cached per page; tell it the cart changed once the header listens.
      useEffect(() => notifyCartChanged(), []);
      return <Story />;
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
  },
};

export const SearchFilled: Story = {
  parameters: { session: 'signed-out' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(search, 'shea butter lotion');
    await expect(search).toHaveValue('shea butter lotion');
    await expect(within(canvasElement).getByRole('button', { name: 'Search' })).toBeVisible();
  },
};

export const SearchFilledPhone: Story = {
  ...SearchFilled,
  globals: phone,
};
