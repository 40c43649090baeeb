import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FirstOrderPage } from './first-order-page';
import { desktop, phone } from '@/testing/story-frames';

const meta = {
  title: 'Marketing/First-order offer',
  component: FirstOrderPage,
  parameters: { route: '/first-order' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Up to 5% off your first order');
  },
} satisfies Meta<typeof FirstOrderPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: desktop };

export const Phone: Story = { globals: phone };
