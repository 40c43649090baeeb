import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FindOutMorePage } from './find-out-more-page';
import { desktop, phone } from '@/testing/story-frames';

const meta = {
  title: 'Marketing/Find out more',
  component: FindOutMorePage,
  parameters: { route: '/find-out-more' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Find out more');
  },
} satisfies Meta<typeof FindOutMorePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: desktop };

export const Phone: Story = { globals: phone };
