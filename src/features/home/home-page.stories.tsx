import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { expect, within } from 'storybook/test';
import { MAIN_CONTENT_ID, StoreLayout } from '@/components/layout/store-layout';
import { HERO_LABEL } from './hero-carousel';
import { HomePage } from './home-page';
import { desktop, phone, tablet } from '@/testing/story-frames';

/**
 * The home page in the store frame. The story router has no page routes, so the layout's
 * <Outlet /> renders nothing; the page is put into its <main>.
 */
function HomeInStore() {
  const [main, setMain] = useState<HTMLElement | null>(null);
  const findMain = useCallback((node: HTMLDivElement | null) => {
    setMain(node?.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID}`) ?? null);
  }, []);
  return (
    <div ref={findMain}>
      <StoreLayout />
      {main && createPortal(<HomePage />, main)}
    </div>
  );
}

const meta = {
  title: 'Home/Home page',
  component: HomePage,
  render: () => <HomeInStore />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^\d+ \/ \d+$/);
    await expect(canvas.getByRole('region', { name: HERO_LABEL })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Find your routine' })).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Skin Treatment Cream products' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Ask our skin doctor' })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // Nothing is wider than the window.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { globals: phone };
export const Tablet: Story = { globals: tablet };
export const Desktop: Story = { globals: desktop };
