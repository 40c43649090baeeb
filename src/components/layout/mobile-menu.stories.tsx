import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CATEGORY_MENU } from '@/config/catalog';
import { Header } from './header';
import { phone } from '@/testing/story-frames';

/** The mobile menu opens from the header's Menu button, so the stories render the header at phone width. */
const meta = {
  title: 'Layout/Mobile menu',
  component: Header,
  globals: phone,
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const SIX_CATEGORIES = [
  'BODY LOTION',
  'FACE CREAM',
  'BATHING SOAP',
  'SHOWER BATH AND SHOWER GEL',
  'SKIN TREATMENT CREAM',
  'MAKE-UP',
];

/** Presses Menu, checks the dialog is open with the six categories, and returns the dialog. */
async function openMenu(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const button = canvas.getByRole('button', { name: 'Menu' });
  await userEvent.click(button);
  const dialog = await canvas.findByRole('dialog', { name: 'Menu' });
  await expect(dialog).toHaveAttribute('open');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const categories = within(dialog).getByRole('navigation', { name: 'Shop by category' });
  await expect(CATEGORY_MENU.map((category) => category.label)).toEqual(SIX_CATEGORIES);
  for (const label of SIX_CATEGORIES) await expect(within(categories).getByText(label)).toBeVisible();
  await expect(within(dialog).getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  await expect(within(dialog).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
  return within(dialog);
}

export const Closed: Story = {
  parameters: { session: 'signed-out' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const OpenSignedOut: Story = {
  parameters: { session: 'signed-out' },
  play: async ({ canvasElement }) => {
    const dialog = await openMenu(canvasElement);
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(dialog.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    await expect(dialog.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  },
};

export const OpenSignedIn: Story = {
  parameters: { session: 'customer' },
  play: async ({ canvasElement }) => {
    const dialog = await openMenu(canvasElement);
    await expect(dialog.getByText('customer@example.com')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
    await expect(dialog.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(dialog.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    await expect(dialog.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  },
};

export const OpenAdmin: Story = {
  parameters: { session: 'admin' },
  play: async ({ canvasElement }) => {
    const dialog = await openMenu(canvasElement);
    await expect(dialog.getByText('admin@example.com')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  },
};

export const OpenWithCategoryExpanded: Story = {
  parameters: { session: 'signed-out' },
  play: async ({ canvasElement }) => {
    const dialog = await openMenu(canvasElement);
    await userEvent.click(dialog.getByText('SKIN TREATMENT CREAM'));
    await expect(dialog.getByRole('link', { name: 'Shop all Skin Treatment Cream' })).toHaveAttribute(
      'href',
      '/products?category=skin-treatment-cream',
    );
    await expect(dialog.getByRole('link', { name: 'Acne/Pimples Treatment Cream' })).toHaveAttribute(
      'href',
      '/products?subcategory=acne-pimples-treatment-cream',
    );
  },
};

export const ClosedWithCloseButton: Story = {
  parameters: { session: 'signed-out' },
  play: async ({ canvasElement }) => {
    const dialog = await openMenu(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Close menu' }));
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
    // The native dialog gives focus back to the button that opened it.
    await expect(button).toHaveFocus();
  },
};
