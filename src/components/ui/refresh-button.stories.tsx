import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RefreshButton, RetryButton } from './refresh-button';

const meta = { title: 'UI/Refresh and Retry' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const refresh = fn();

export const Refresh: Story = {
  render: () => <RefreshButton onClick={refresh} busy={false} />,
  play: async ({ canvasElement }) => {
    refresh.mockClear();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refresh' }));
    await expect(refresh).toHaveBeenCalledTimes(1);
  },
};

export const Refreshing: Story = {
  render: () => <RefreshButton onClick={() => undefined} busy />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Retrying: Story = {
  render: () => <RetryButton onClick={() => undefined} busy />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retrying…' })).toBeDisabled();
  },
};
