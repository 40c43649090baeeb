import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { expect, userEvent, within } from 'storybook/test';
import { GRID_ROWS_PER_PAGE } from '@/config/constants';
import { CategoryTabs } from './category-tabs';
import { desktop, frame, phone } from '@/testing/story-frames';

const PRODUCTS_URL = '*/api/products';

const meta = {
  title: 'Home/Category tabs',
  component: CategoryTabs,
} satisfies Meta<typeof CategoryTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A full first page of `columns` × 3 cards, and paging to the second page. */
function populated(columns: number, value: 'mobile' | 'tablet' | 'desktop'): Story {
  return {
    globals: frame(value),
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const grid = within(await canvas.findByRole('region', { name: 'Skin Treatment Cream products' }));
      await expect(grid.getAllByRole('article')).toHaveLength(columns * GRID_ROWS_PER_PAGE);
      const pages = Number(/^Page 1 of (\d+)$/.exec(grid.getByText(/^Page 1 of \d+$/).textContent ?? '')?.[1]);
      await expect(pages).toBeGreaterThan(1);
      // The dots from 640 px up; a phone has "Page 1 of n" alone (docs/decisions/0033-touch-targets-on-phones.md).
      await expect(grid.queryAllByRole('button', { name: /^Go to page/ })).toHaveLength(
        window.innerWidth < 640 ? 0 : pages,
      );
      await userEvent.click(grid.getByRole('button', { name: 'Next page' }));
      await expect(grid.getByText(`Page 2 of ${pages}`)).toBeVisible();
    },
  };
}

export const PopulatedPhone = populated(2, 'mobile');
export const PopulatedTablet = populated(3, 'tablet');
export const PopulatedDesktop = populated(4, 'desktop');

export const KeyboardTabs: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Skin Treatment Cream' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Make-up' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tab', { name: 'Make-up' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Body Lotion' })).toHaveAttribute('aria-selected', 'true');
    await expect(await canvas.findByRole('region', { name: 'Body Lotion products' })).toBeVisible();
  },
};

export const Loading: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.get(PRODUCTS_URL, async () => {
        await hang();
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading...');
  },
};

export const LoadingPhone: Story = { ...Loading, globals: phone };

export const ErrorState: Story = {
  name: 'Error',
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.get(PRODUCTS_URL, () =>
        HttpResponse.json({ error: 'invalid_payload', message: 'The request is invalid.' }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Error loading products');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Empty: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.get(PRODUCTS_URL, () =>
        HttpResponse.json({ items: [], pagination: { page: 1, per_page: 60, total: 0, total_pages: 0 } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No products found.')).toBeVisible();
  },
};

export const EmptyPhone: Story = { ...Empty, globals: phone };
