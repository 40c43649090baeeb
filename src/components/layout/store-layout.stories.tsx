import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { expect, within } from 'storybook/test';
import { MAIN_CONTENT_ID, StoreLayout } from './store-layout';

/**
 * The story router has no page routes, so the layout's <Outlet /> renders nothing; a placeholder
 * page body is put into its <main> so the frame reads as a page.
 */
function StoreLayoutWithPlaceholder() {
  const [main, setMain] = useState<HTMLElement | null>(null);
  const findMain = useCallback((node: HTMLDivElement | null) => {
    setMain(node?.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID}`) ?? null);
  }, []);
  return (
    <div ref={findMain}>
      <StoreLayout />
      {main && createPortal(<PlaceholderPage />, main)}
    </div>
  );
}

function PlaceholderPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl text-ink-900">Page content</h1>
      <p className="mt-2 text-ink-600">Each store page renders here, between the category bar and the footer.</p>
      <div className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="aspect-[3/4] rounded-2xl bg-ink-100" />
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Layout/Store layout',
  component: StoreLayout,
  render: () => <StoreLayoutWithPlaceholder />,
} satisfies Meta<typeof StoreLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'mobile', isRotated: false } };
const desktop = { viewport: { value: 'desktop', isRotated: false } };

/** Every piece of the frame is there, in order. */
async function expectFrame(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
  await expect(canvas.getByRole('region', { name: 'Promotions' })).toBeVisible();
  await expect(canvas.getByRole('banner')).toBeVisible();
  await expect(canvas.getByRole('main')).toHaveAttribute('id', MAIN_CONTENT_ID);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Page content' })).toBeVisible();
  await expect(canvas.getByRole('contentinfo')).toBeVisible();
  return canvas;
}

export const SignedOutDesktop: Story = {
  parameters: { session: 'signed-out' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await expectFrame(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
  },
};

export const SignedInDesktop: Story = {
  parameters: { session: 'customer' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await expectFrame(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /customer@example\.com/ })).toBeVisible();
  },
};

export const SignedOutPhone: Story = {
  parameters: { session: 'signed-out' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = await expectFrame(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: 'Categories' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
  },
};

export const SignedInPhone: Story = {
  parameters: { session: 'customer' },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = await expectFrame(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  },
};
