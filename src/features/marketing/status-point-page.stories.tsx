import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusPointPage } from './status-point-page';
import { desktop, phone } from '@/testing/story-frames';

const meta = {
  title: 'Marketing/BS Earn Status',
  component: StatusPointPage,
  parameters: { route: '/status-point' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('BS Earn Status');
  },
} satisfies Meta<typeof StatusPointPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: desktop };

export const Phone: Story = { globals: phone };
