import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CategoryNav } from './category-nav';
import { desktop, tablet } from '@/testing/story-frames';

const meta = {
  title: 'Layout/Category nav',
  component: CategoryNav,
  // Room below the bar for a submenu to open into.
  decorators: [
    (Story) => (
      <div className="min-h-96">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryNav>;

export default meta;
type Story = StoryObj<typeof meta>;

const CATEGORIES = [
  ['BODY LOTION', 'body-lotion'],
  ['FACE CREAM', 'face-cream'],
  ['BATHING SOAP', 'bathing-soap'],
  ['SHOWER BATH AND SHOWER GEL', 'shower-bath-and-shower-gel'],
  ['SKIN TREATMENT CREAM', 'skin-treatment-cream'],
  ['MAKE-UP', 'make-up'],
] as const;

async function expectSixCategories(canvasElement: HTMLElement) {
  const nav = within(within(canvasElement).getByRole('navigation', { name: 'Categories' }));
  for (const [label, slug] of CATEGORIES) {
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', `/products?category=${slug}`);
  }
  return nav;
}

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expectSixCategories(canvasElement);
  },
};

export const SubmenuOpenedByKeyboard: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const nav = await expectSixCategories(canvasElement);
    const button = nav.getByRole('button', { name: 'Skin Treatment Cream submenu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await expect(panel).toBeVisible();
    const links = within(panel!);
    const items = [
      ['Dark Knuckles Removing Cream', 'dark-knuckles-removing-cream'],
      ['Sun-Burn Removing Cream', 'sun-burn-removing-cream'],
      ['Acne/Pimples Treatment Cream', 'acne-pimples-treatment-cream'],
      ['Ringworm and Eczema Treatment Cream', 'ringworm-and-eczema-treatment-cream'],
    ] as const;
    for (const [name, slug] of items) {
      const link = links.getByRole('link', { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', `/products?subcategory=${slug}`);
    }
    await expect(links.getByRole('link', { name: 'Shop all Skin Treatment Cream' })).toHaveAttribute(
      'href',
      '/products?category=skin-treatment-cream',
    );
    await expect(links.getAllByRole('link')).toHaveLength(items.length + 1);
  },
};

export const Tablet: Story = {
  globals: tablet,
  play: async ({ canvasElement }) => {
    await expectSixCategories(canvasElement);
  },
};
