import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ErrorScreen } from './error-page';
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

const crash = new TypeError("Cannot read properties of undefined (reading 'length')");

/** A page that crashed, in a mock build: a plain message, Try again, Go home, and the closed details. */
export const Crashed: Story = {
  render: () => <ErrorScreen error={crash} onRetry={() => undefined} showDetails />,
  // The stack names the dev server's module addresses, new each run: hidden in the visual snapshot.
  parameters: { visual: { mask: ['pre'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      canvas.getByText('This page could not be shown. Please try again, or go back to the home page.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText(/Cannot read properties/)).not.toBeVisible();
    await userEvent.click(canvas.getByText('Details for developers'));
    await expect(canvas.getByText(/Cannot read properties/)).toBeVisible();
  },
};

/** The same crash as a shopper meets it on a real host: no developers' details at all. */
export const CrashedOnRealHost: Story = {
  render: () => <ErrorScreen error={crash} onRetry={() => undefined} showDetails={false} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(canvas.queryByText('Details for developers')).toBeNull();
    await expect(canvasElement.textContent).not.toMatch(/Cannot read/);
  },
};
