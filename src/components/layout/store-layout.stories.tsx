import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { MAIN_CONTENT_ID, StoreLayout } from './store-layout';
import { desktop, phone } from '@/testing/story-frames';

/**
 * The store frame as the app mounts it: StoreLayout at the root of a router whose pages are a
 * placeholder body. (The preview's router has no page routes, so the layout's <Outlet /> would
 * show the router's bare "Not Found" there.)
 */
function StoreFrame({ path }: { path: string }) {
  const [router] = useState(() => {
    const rootRoute = createRootRoute({ component: StoreLayout });
    const pages = ['/', '$'].map((pagePath) =>
      createRoute({ getParentRoute: () => rootRoute, path: pagePath, component: PlaceholderPage }),
    );
    return createRouter({
      routeTree: rootRoute.addChildren(pages),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
  });
  return <RouterProvider router={router} />;
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
  render: (_args, { parameters }) => <StoreFrame path={(parameters.route as string | undefined) ?? '/'} />,
} satisfies Meta<typeof StoreLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every piece of the frame is there: skip link, promo strip, header, the page, footer. */
async function expectFrame(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Page content' })).toBeVisible();
  await expect(canvas.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
  await expect(canvas.getByRole('region', { name: 'Promotions' })).toBeVisible();
  await expect(canvas.getByRole('banner')).toBeVisible();
  const main = canvas.getByRole('main');
  await expect(main).toHaveAttribute('id', MAIN_CONTENT_ID);
  await expect(main).not.toHaveTextContent('Not Found');
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
