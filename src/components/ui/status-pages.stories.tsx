import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvalidProductUrl } from './invalid-product-url';
import { NotFoundPage } from './not-found-page';
import { PageLoading } from './page-loading';

const meta = { title: 'UI/Status pages' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  },
};

export const InvalidProduct: Story = {
  render: () => <InvalidProductUrl />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading')).toHaveTextContent('Invalid product URL');
    await expect(canvas.getByRole('link', { name: 'Go home' })).toBeVisible();
  },
};

export const Loading: Story = { render: () => <PageLoading /> };
