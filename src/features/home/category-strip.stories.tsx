import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { CategoryStrip } from './category-strip';
import { desktop, phone } from '@/testing/story-frames';

const meta = {
  title: 'Home/Category strip',
  component: CategoryStrip,
} satisfies Meta<typeof CategoryStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Skin Treatment Cream' })).toHaveAttribute(
      'href',
      '/products?category=skin-treatment-cream',
    );
    // The circles do not fit: the row scrolls, starting at its left end.
    const left = await canvas.findByRole('button', { name: 'Scroll categories left' });
    const right = canvas.getByRole('button', { name: 'Scroll categories right' });
    // Disabled with aria-disabled, so that a keyboard user's focus stays on the button at either end.
    await expect(left).toHaveAttribute('aria-disabled', 'true');
    await expect(right).toHaveAttribute('aria-disabled', 'false');
  },
};

export const PhoneScrolledToTheEnd: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const right = await canvas.findByRole('button', { name: 'Scroll categories right' });
    const left = canvas.getByRole('button', { name: 'Scroll categories left' });
    const list = canvas.getByRole('list');
    await userEvent.click(right);
    await waitFor(() => expect(left).toHaveAttribute('aria-disabled', 'false'));
    list.scrollTo({ left: list.scrollWidth });
    await waitFor(() => expect(right).toHaveAttribute('aria-disabled', 'true'));
    await expect(canvas.getByRole('button', { name: 'Body Lotion (coming soon)' })).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // All six fit: no scroll buttons.
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: 'Scroll categories left' })).not.toBeInTheDocument();
  },
};

export const ComingSoon: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const alert = spyOn(window, 'alert').mockImplementation(() => {});
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Make-up (coming soon)' }));
    await expect(alert).toHaveBeenCalledWith('Coming soon');
  },
};
