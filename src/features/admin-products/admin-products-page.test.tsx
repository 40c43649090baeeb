import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProductListQuery } from '@/api/queries/products';
import { call, withApp } from '@/testing/mock-backend';
import { currentUrl, renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/session';
import { db } from '@mocks/db';
import { server } from '@mocks/node';

withApp();

const main = () => within(screen.getByRole('main'));
/** The card grid, once it is there. */
const grid = async () => within(await screen.findByRole('list', { name: 'Products' }));

async function apiProducts(query: string) {
  return (await (await call(`/products?${query}`)).json()) as {
    items: Array<{ id: number; name: string }>;
    pagination: { total: number };
  };
}

/** The GET /products queries the screen sends. */
function listQueries() {
  const seen: Record<string, string>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/products') seen.push(Object.fromEntries(url.searchParams));
  });
  return seen;
}

describe('admin products', { timeout: 30_000 }, () => {
  it('lists the newest products 20 a page, each card linking to its admin detail', async () => {
    await signInAs('admin');
    const expected = await apiProducts('sort=created_at&order=desc&per_page=20');
    await renderApp('/admin/products');
    expect(await main().findByRole('heading', { name: 'Products', level: 1 })).toBeTruthy();
    const first = await (await grid()).findByRole('link', { name: expected.items[0]!.name });
    expect(first.getAttribute('href')).toBe(`/admin/product/${expected.items[0]!.id}`);
    expect((await grid()).getAllByRole('listitem')).toHaveLength(20);
    expect(main().getByText(`Showing 1–20 of ${expected.pagination.total}`)).toBeTruthy();
    expect(main().getByRole('link', { name: 'Add product' }).getAttribute('href')).toBe('/admin/create');
  });

  it('keeps every filter in the URL and goes back to page 1 on each change', async () => {
    await signInAs('admin');
    const queries = listQueries();
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/admin/products?page=2');
    await (await grid()).findAllByRole('link');

    // The subcategory select waits for a category.
    const sub = main().getByRole('combobox', { name: 'Subcategory' });
    expect((sub as HTMLSelectElement).disabled).toBe(true);

    await user.click(main().getByRole('button', { name: 'Body Lotion' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/products?category=body-lotion'));
    expect(main().getByRole('button', { name: 'Body Lotion' }).getAttribute('aria-pressed')).toBe('true');
    expect((sub as HTMLSelectElement).disabled).toBe(false);

    await user.selectOptions(sub, 'Skin Whitening Lotion');
    await waitFor(() =>
      expect(currentUrl(router)).toBe('/admin/products?category=body-lotion&subcategory=skin-whitening-lotion'),
    );

    await router.navigate({ to: '/admin/products', search: ((search: object) => ({ ...search, page: 2 })) as never });
    await user.type(main().getByRole('spinbutton', { name: 'Min price (₦)' }), '5000');
    // Not on every keystroke: only when the box is left.
    expect(currentUrl(router)).toBe('/admin/products?category=body-lotion&subcategory=skin-whitening-lotion&page=2');
    await user.tab();
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        '/admin/products?category=body-lotion&subcategory=skin-whitening-lotion&min_price=5000',
      ),
    );

    await user.type(main().getByRole('spinbutton', { name: 'Max price (₦)' }), '9000{Enter}');
    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        '/admin/products?category=body-lotion&subcategory=skin-whitening-lotion&min_price=5000&max_price=9000',
      ),
    );

    await user.selectOptions(main().getByRole('combobox', { name: 'Minimum rating' }), '4.5');
    await user.click(main().getByRole('checkbox', { name: 'Include unrated products' }));
    await user.selectOptions(main().getByRole('combobox', { name: 'Sort by' }), 'Price');
    await user.selectOptions(main().getByRole('combobox', { name: 'Order' }), 'Ascending');
    await user.type(main().getByRole('searchbox', { name: 'Search' }), 'carrot{Enter}');

    await waitFor(() =>
      expect(currentUrl(router)).toBe(
        '/admin/products?category=body-lotion&subcategory=skin-whitening-lotion&min_price=5000&max_price=9000' +
          '&rating_min=4.5&include_unrated=true&sort=price&order=asc&q=carrot',
      ),
    );
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        q: 'carrot',
        category: 'body-lotion',
        subcategory: 'skin-whitening-lotion',
        min_price: '5000',
        max_price: '9000',
        rating_min: '4.5',
        include_unrated: 'true',
        sort: 'price',
        order: 'asc',
        page: '1',
        per_page: '20',
      }),
    );

    await user.click(main().getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/products'));
    expect((main().getByRole('spinbutton', { name: 'Min price (₦)' }) as HTMLInputElement).value).toBe('');
  });

  it('reads the filters from the URL it opens on', async () => {
    await signInAs('admin');
    const query: ProductListQuery = { category: 'face-cream', sort: 'price', order: 'asc', per_page: 20 };
    const expected = await apiProducts('category=face-cream&sort=price&order=asc&per_page=20');
    await renderApp('/admin/products?category=face-cream&sort=price&order=asc');
    const links = await (await grid()).findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(expected.items.map((p) => p.name));
    expect((main().getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe(query.sort);
  });

  it('pages with Next and Prev', async () => {
    await signInAs('admin');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/admin/products');
    await (await grid()).findAllByRole('link');
    await user.click(main().getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/products?page=2'));
    expect(await main().findByText(/^Showing 21–40 of/)).toBeTruthy();
    await user.click(main().getByRole('link', { name: 'Prev' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/products'));
  });

  it("says 'No products match your filters.' and offers to clear them", async () => {
    await signInAs('admin');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/admin/products?q=nothing-is-called-this');
    expect(await main().findByText('No products match your filters.')).toBeTruthy();
    await user.click(main().getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/products'));
    expect(await (await grid()).findAllByRole('link')).toHaveLength(20);
  });

  it('says when products cannot be loaded, and tries again', async () => {
    await signInAs('admin');
    let fail = true;
    server.use(http.get('*/api/products', () => (fail ? HttpResponse.error() : undefined)));
    const user = userEvent.setup({ delay: null });
    await renderApp('/admin/products');
    expect(
      await main().findByText('Could not load products. Check your network or permissions.', undefined, {
        timeout: 15_000,
      }),
    ).toBeTruthy();
    fail = false;
    await user.click(main().getByRole('button', { name: 'Try again' }));
    expect(await (await grid()).findAllByRole('link')).toHaveLength(20);
  });

  it('Refresh fetches the list again', async () => {
    const token = await signInAs('admin');
    const user = userEvent.setup({ delay: null });
    await renderApp('/admin/products');
    await (await grid()).findAllByRole('link');
    await call('/products', {
      method: 'POST',
      token,
      json: {
        name: 'Fresh Aloe Gel',
        price: 100,
        category: 'face-cream',
        subcategory: 'face-smoothening-cream',
        images: [],
      },
    });
    await user.click(main().getByRole('button', { name: 'Refresh' }));
    expect(await (await grid()).findByRole('link', { name: 'Fresh Aloe Gel' })).toBeTruthy();
  });

  it("folds the filters on a phone into 'Filters', whose button counts the filters in force", async () => {
    await signInAs('admin');
    const user = userEvent.setup({ delay: null });
    await renderApp('/admin/products?q=cream&category=face-cream&min_price=1000&sort=price');
    await grid();
    const filters = within(main().getByRole('search', { name: 'Filter products' }));
    // The search text and the sort are not counted: the box is always shown, and sorting narrows nothing.
    const button = filters.getByRole('button', { name: 'Filters (2)' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('group', { name: 'Category' })).toBeTruthy();
    expect(within(panel).queryByLabelText('Search')).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.selectOptions(within(panel).getByLabelText('Minimum rating'), '4');
    expect(await filters.findByRole('button', { name: 'Filters (3)' })).toBe(button);
    // Still open after the change, so the next filter is at hand.
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(main().getByRole('button', { name: 'Clear' }));
    expect(await filters.findByRole('button', { name: 'Filters' })).toBe(button);
  });
});

describe('admin products: stock (decision 0047)', { timeout: 30_000 }, () => {
  /** The two newest products: one with shades (one sold out, one low), one counting its own stock. */
  async function stocked() {
    const [shades, own] = (await apiProducts('sort=created_at&order=desc&per_page=2')).items;
    await db.products.update(shades!.id, (p) => {
      p.variants = [
        { id: 9201, kind: 'shade', label: '01 Ivory', swatch: '#F3D9C4', price: null, stock: 9, on_sale: true },
        { id: 9202, kind: 'shade', label: '04 Caramel', swatch: '#A86B45', price: null, stock: 2, on_sale: true },
        { id: 9203, kind: 'shade', label: '08 Espresso', swatch: '#4A2C1D', price: null, stock: 0, on_sale: true },
      ];
    });
    await db.products.update(own!.id, (p) => {
      p.variants = [];
      p.stock = 12;
    });
    return { shades: shades!, own: own! };
  }
  const card = async (name: string) => (await (await grid()).findByRole('link', { name })).closest('article')!;

  it("shows each product's stock at a glance, and keeps Low stock only in the URL", async () => {
    await signInAs('admin');
    const { shades, own } = await stocked();
    const queries = listQueries();
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/admin/products');
    expect(within(await card(shades.name)).getByText('11 in stock · 1 shade sold out · 1 low')).toBeTruthy();
    expect(within(await card(own.name)).getByText('12 in stock')).toBeTruthy();

    await user.click(main().getByRole('checkbox', { name: 'Low stock only' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/products?low_stock=true'));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ low_stock: 'true', page: '1' }));
    // The host answers only products with something low: the shades are, the 12 are not.
    expect(await card(shades.name)).toBeTruthy();
    await waitFor(async () => expect((await grid()).queryByRole('link', { name: own.name })).toBeNull());
    expect(main().getByRole('checkbox', { name: 'Low stock only' })).toHaveProperty('checked', true);
    await user.click(main().getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/products'));
  });

  it.each([['shapes:spec'], ['shapes:lean']])(
    'shows no stock and no Low stock only on a host without them (%s)',
    async (scenario) => {
      await signInAs('admin');
      const { shades } = await stocked();
      await renderApp('/admin/products', { scenarios: [scenario] });
      expect(within(await card(shades.name)).queryByText(/in stock/)).toBeNull();
      expect(main().queryByRole('checkbox', { name: 'Low stock only' })).toBeNull();
    },
  );
});
