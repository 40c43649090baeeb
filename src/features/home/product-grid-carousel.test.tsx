import { act, fireEvent, renderHook, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { withMockBackend } from '@/testing/mock-backend';
import { renderApp } from '@/testing/render-app';
import { stubMatchMedia } from '@/testing/home';
import { GRID_ROWS_PER_PAGE } from '@/config/constants';
import { ProductGridCarousel } from './product-grid-carousel';
import { columnsForWidth, useGridColumns } from './use-grid-columns';

// jsdom has no scrolling; the router restores scroll after navigations.
window.scrollTo = () => {};
// Whole grids of product cards render slowly in jsdom when the machine is busy.
vi.setConfig({ testTimeout: 20_000 });

withMockBackend();

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The seed has 16 skin treatment creams. */
const SKIN_TREATMENT_COUNT = 16;
const PRODUCTS_URL = '*/api/products';

const grid = () => screen.getByRole('region', { name: 'Skin Treatment Cream products' });
const cards = () => within(grid()).getAllByRole('article');
const pageText = () => within(grid()).getByText(/^Page \d+ of \d+$/).textContent;

async function renderGrid() {
  const result = await renderApp(<ProductGridCarousel slug="skin-treatment-cream" label="Skin Treatment Cream" />);
  await screen.findByRole('region', { name: 'Skin Treatment Cream products' });
  return result;
}

describe('grid columns', () => {
  it('are 4 at 1024 px and wider, 3 at 640 px and wider, otherwise 2', () => {
    expect([320, 375, 639, 640, 768, 1023, 1024, 1280, 1440].map(columnsForWidth)).toEqual([2, 2, 2, 3, 3, 3, 4, 4, 4]);
  });

  it('follow the window through matchMedia', () => {
    for (const [width, columns] of [
      [375, 2],
      [768, 3],
      [1280, 4],
    ] as const) {
      stubMatchMedia(width);
      expect(renderHook(() => useGridColumns()).result.current).toBe(columns);
    }
  });

  it('are 2 where matchMedia is missing', () => {
    expect(renderHook(() => useGridColumns()).result.current).toBe(2);
  });
});

describe('ProductGridCarousel', () => {
  it("shows 'Loading...' first, then the category's products, 3 rows of 4 a page at 1280 px", async () => {
    stubMatchMedia(1280);
    await renderApp(<ProductGridCarousel slug="skin-treatment-cream" label="Skin Treatment Cream" />);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    await screen.findByRole('region', { name: 'Skin Treatment Cream products' });
    expect(cards()).toHaveLength(4 * GRID_ROWS_PER_PAGE);
    expect(pageText()).toBe(`Page 1 of ${Math.ceil(SKIN_TREATMENT_COUNT / 12)}`);
  });

  it('pages with previous and next, disabled at the ends (aria-disabled: they keep focus)', async () => {
    stubMatchMedia(1280);
    await renderGrid();
    const previous = screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement;
    const next = screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement;
    const disabled = () => [previous, next].map((button) => button.getAttribute('aria-disabled'));
    expect(disabled()).toEqual(['true', 'false']);
    fireEvent.click(previous);
    expect(pageText()).toBe('Page 1 of 2');
    const firstPage = cards().map((c) => c.textContent);
    fireEvent.click(next);
    expect(pageText()).toBe('Page 2 of 2');
    expect(cards()).toHaveLength(SKIN_TREATMENT_COUNT - 12);
    expect(cards().some((c) => firstPage.includes(c.textContent))).toBe(false);
    expect(disabled()).toEqual(['false', 'true']);
    fireEvent.click(next);
    expect(pageText()).toBe('Page 2 of 2');
    // The short last page keeps a full page's height: a hidden, inert copy of the first page under it.
    const ghost = grid().querySelector('ul[aria-hidden="true"]')!;
    expect(ghost.children).toHaveLength(12);
    expect(ghost.hasAttribute('inert')).toBe(true);
    fireEvent.click(previous);
    expect(grid().querySelector('ul[aria-hidden="true"]')).toBeNull();
    expect(pageText()).toBe('Page 1 of 2');
  });

  it('pages with Right, Left, Home and End on the grid region', async () => {
    stubMatchMedia(375);
    await renderGrid();
    expect(pageText()).toBe('Page 1 of 3');
    expect(cards()).toHaveLength(2 * GRID_ROWS_PER_PAGE);
    act(() => grid().focus());
    fireEvent.keyDown(grid(), { key: 'ArrowRight' });
    expect(pageText()).toBe('Page 2 of 3');
    fireEvent.keyDown(grid(), { key: 'End' });
    expect(pageText()).toBe('Page 3 of 3');
    expect(cards()).toHaveLength(SKIN_TREATMENT_COUNT - 12);
    fireEvent.keyDown(grid(), { key: 'ArrowRight' });
    expect(pageText()).toBe('Page 3 of 3');
    fireEvent.keyDown(grid(), { key: 'ArrowLeft' });
    expect(pageText()).toBe('Page 2 of 3');
    fireEvent.keyDown(grid(), { key: 'Home' });
    expect(pageText()).toBe('Page 1 of 3');
    // Keys on a product link inside are left alone.
    fireEvent.keyDown(within(grid()).getAllByRole('link')[0]!, { key: 'End' });
    expect(pageText()).toBe('Page 1 of 3');
  });

  it('has a dot per page that jumps to it', async () => {
    stubMatchMedia(768);
    await renderGrid();
    expect(pageText()).toBe('Page 1 of 2');
    const dots = within(grid()).getAllByRole('button', { name: /^Go to page \d+$/ });
    expect(dots).toHaveLength(2);
    expect(dots[0]!.getAttribute('aria-current')).toBe('true');
    fireEvent.click(dots[1]!);
    expect(pageText()).toBe('Page 2 of 2');
    expect(cards()).toHaveLength(SKIN_TREATMENT_COUNT - 9);
    expect(dots[1]!.getAttribute('aria-current')).toBe('true');
  });

  it("shows 'Error loading products' when the request fails, and can try again", async () => {
    server.use(
      http.get(
        PRODUCTS_URL,
        () => HttpResponse.json({ error: 'invalid_payload', message: 'The request is invalid.' }, { status: 400 }),
        { once: true },
      ),
    );
    await renderApp(<ProductGridCarousel slug="skin-treatment-cream" label="Skin Treatment Cream" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Error loading products');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('region', { name: 'Skin Treatment Cream products' });
  });

  it("shows 'No products found.' for an empty category", async () => {
    server.use(
      http.get(PRODUCTS_URL, () =>
        HttpResponse.json({ items: [], pagination: { page: 1, per_page: 60, total: 0, total_pages: 0 } }),
      ),
    );
    await renderApp(<ProductGridCarousel slug="skin-treatment-cream" label="Skin Treatment Cream" />);
    expect(await screen.findByText('No products found.')).toBeTruthy();
  });
});
