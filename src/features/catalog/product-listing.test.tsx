import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { holdAnswer } from '@/testing/held-answer';
import { call, withApp } from '@/testing/mock-backend';
import { currentUrl, renderApp } from '@/testing/render-app';
import { server } from '@mocks/node';

withApp();

/** What the API itself says for a query, to compare the screen with. */
async function apiList(search: string) {
  const response = await call(`/products?${search}`);
  return (await response.json()) as {
    items: Array<{ id: number; name: string }>;
    pagination: { total: number; total_pages: number };
  };
}

const main = () => within(screen.getByRole('main'));
const results = () => within(screen.getByRole('region', { name: 'Results' }));

describe('products listing', { timeout: 20_000 }, () => {
  it('shows the first page: a–b of n, the cards and the pages', async () => {
    const expected = await apiList('per_page=20');
    await renderApp('/products');
    expect(await main().findByRole('heading', { level: 1, name: 'All products' })).toBeTruthy();
    expect(main().getByText(`Showing 1–20 of ${expected.pagination.total}`)).toBeTruthy();
    const names = results()
      .getAllByRole('article')
      .map((card) => within(card).getByRole('link').textContent);
    expect(names).toEqual(expected.items.map((p) => p.name));
    const pages = within(screen.getByRole('navigation', { name: 'Pages of results' }));
    expect(pages.getByText('1').getAttribute('aria-current')).toBe('page');
    expect(pages.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/products?page=2');
    expect(pages.getByRole('link', { name: 'Next' })).toBeTruthy();
    expect(pages.queryByRole('link', { name: 'Prev' })).toBeNull();
  });

  it('asks for a page once: the screen reads what its route loader fetched', async () => {
    const requested: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/api/products')) requested.push(url.search);
    };
    server.events.on('request:start', onRequest);
    try {
      await renderApp('/products?q=cream');
      await results().findAllByRole('article');
      // Anything that would fetch again on mount has had its chance by now.
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(requested).toEqual(['?q=cream&page=1&per_page=20']);
    } finally {
      server.events.removeListener('request:start', onRequest);
    }
  });

  it('shows a window of 5 pages around the current one, with Prev and Next links', async () => {
    const expected = await apiList('page=7&per_page=5');
    await renderApp('/products?page=7&per_page=5');
    expect(await main().findByText(`Showing 31–35 of ${expected.pagination.total}`)).toBeTruthy();
    const pages = within(screen.getByRole('navigation', { name: 'Pages of results' }));
    const numbers = pages.getAllByText(/^\d+$/).map((el) => el.textContent);
    expect(numbers).toEqual(['5', '6', '7', '8', '9']);
    expect(pages.getByRole('link', { name: 'Prev' }).getAttribute('href')).toBe('/products?page=6&per_page=5');
    expect(pages.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/products?page=8&per_page=5');
  });

  it('counts from the page asked for when the host leaves page out of pagination (shapes:lean, page 2)', async () => {
    // The spec's pagination is {total, total_pages} ("also page"): without page, the URL's page holds.
    const { pagination } = await apiList('page=2&per_page=5');
    await renderApp('/products?page=2&per_page=5', { scenarios: ['shapes:lean'] });
    expect(await main().findByText(`Showing 6–10 of ${pagination.total}`)).toBeTruthy();
  });

  it('writes each filter into the URL and goes back to page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/products?page=2&per_page=5');
    await main().findByText(/^Showing 6–10 of/);

    await user.selectOptions(main().getByLabelText('Category'), 'Face Cream');
    await waitFor(() => expect(currentUrl(router)).toBe('/products?per_page=5&category=face-cream'));
    expect(await main().findByRole('heading', { level: 1, name: 'Face Cream' })).toBeTruthy();

    await user.selectOptions(main().getByLabelText('Brand'), 'BS Glow');
    await waitFor(() => expect(currentUrl(router)).toBe('/products?per_page=5&category=face-cream&brand=BS+Glow'));

    await user.type(main().getByRole('searchbox', { name: 'Search' }), 'cream{Enter}');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/products?per_page=5&category=face-cream&brand=BS+Glow&q=cream'),
    );
    expect(await main().findByRole('heading', { level: 1, name: 'Search results for “cream”' })).toBeTruthy();
    const expected = await apiList('category=face-cream&brand=BS%20Glow&q=cream&per_page=5');
    await waitFor(() => expect(results().getAllByRole('article')).toHaveLength(Math.min(5, expected.pagination.total)));

    await user.click(main().getByRole('button', { name: 'Clear all filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/products?per_page=5'));
    expect(main().getByRole('searchbox', { name: 'Search' })).toHaveProperty('value', '');
    expect(main().getByRole('button', { name: 'Clear all filters' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('follows a page link, and the back button brings back the previous page and its results', async () => {
    const user = userEvent.setup({ delay: null });
    const [first, second] = await Promise.all([apiList('page=1&per_page=20'), apiList('page=2&per_page=20')]);
    const { router, history } = await renderApp('/products');
    await main().findByText(/^Showing 1–20 of/);

    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/products?page=2'));
    await waitFor(() => expect(results().getAllByRole('article')[0]!.textContent).toContain(second.items[0]!.name));
    expect(main().getByText(/^Showing 21–40 of/)).toBeTruthy();

    act(() => history.back());
    await waitFor(() => expect(currentUrl(router)).toBe('/products'));
    await waitFor(() => expect(results().getAllByRole('article')[0]!.textContent).toContain(first.items[0]!.name));
    expect(main().getByText(/^Showing 1–20 of/)).toBeTruthy();
  });

  it('keeps the previous page on screen, marked busy, while the next one loads', async () => {
    const user = userEvent.setup({ delay: null });
    const first = await apiList('page=1&per_page=20');
    await renderApp('/products');
    await main().findByText(/^Showing 1–20 of/);
    const answer = holdAnswer();
    server.use(
      http.get('*/api/products', async () => {
        await answer.held;
        await delay(0);
        return undefined;
      }),
    );
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Results' }).getAttribute('aria-busy')).toBe('true'));
    expect(results().getAllByRole('article')[0]!.textContent).toContain(first.items[0]!.name);
    expect(main().getByText(/^Showing 1–20 of/)).toBeTruthy();
    answer.release();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Results' }).getAttribute('aria-busy')).toBe('false'),
    );
    expect(main().getByText(/^Showing 21–40 of/)).toBeTruthy();
  });

  it('shows a subcategory from the menu as a removable chip, under its category', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/products?subcategory=acne-pimples-treatment-cream');
    expect(await main().findByRole('heading', { level: 1, name: 'Acne/Pimples Treatment Cream' })).toBeTruthy();
    expect(main().getByLabelText('Category')).toHaveProperty('value', 'skin-treatment-cream');
    const expected = await apiList('subcategory=acne-pimples-treatment-cream');
    await waitFor(() => expect(results().getAllByRole('article')).toHaveLength(expected.items.length));

    await user.click(main().getByRole('button', { name: 'Remove filter: Acne/Pimples Treatment Cream' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/products?category=skin-treatment-cream'));
    const heading = await main().findByRole('heading', { level: 1, name: 'Skin Treatment Cream' });
    expect(main().queryByRole('button', { name: /Remove filter/ })).toBeNull();
    // The chip is gone: focus goes to the top of the results rather than to the page's body.
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('shows the empty state, and Clear filters brings every product back', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/products?q=zzzz-no-such-product&page=1');
    expect(await main().findByRole('heading', { name: 'Nothing here yet — coming soon' })).toBeTruthy();
    expect(main().queryByText(/^Showing/)).toBeNull();
    await user.click(main().getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/products'));
    expect(await main().findByText(/^Showing 1–20 of/)).toBeTruthy();
  });

  it("still takes the spec's placeholder category and brand from a URL: nothing carries them yet", async () => {
    await renderApp('/products?category=moisturizer&brand=Brand%20A');
    expect(await main().findByRole('heading', { name: 'Nothing here yet — coming soon' })).toBeTruthy();
    expect(main().getByRole('heading', { level: 1, name: 'Moisturizer' })).toBeTruthy();
    const category = main().getByLabelText('Category') as HTMLSelectElement;
    expect(category.value).toBe('moisturizer');
    expect(Array.from(category.options).map((o) => o.text)).toEqual([
      'All',
      'Body Lotion',
      'Face Cream',
      'Bathing Soap',
      'Shower Bath and Shower Gel',
      'Skin Treatment Cream',
      'Make-up',
      'Moisturizer',
    ]);
    const brand = main().getByLabelText('Brand') as HTMLSelectElement;
    expect(brand.value).toBe('Brand A');
    expect(Array.from(brand.options).map((o) => o.text)).toEqual([
      'All',
      'Beauty Stars',
      'BS Glow',
      'BS Naturals',
      'Brand A',
    ]);
  });

  it('says so when the products cannot be loaded, and Try again loads them', async () => {
    server.use(http.get('*/api/products', () => HttpResponse.error()));
    await renderApp('/products?category=make-up');
    const alert = await main().findByRole('alert');
    expect(alert.textContent).toContain('Could not load products. Check your network or permissions.');
    server.resetHandlers();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await main().findByText(/^Showing 1–\d+ of \d+$/)).toBeTruthy();
    expect(main().queryByRole('alert')).toBeNull();
  });
});
