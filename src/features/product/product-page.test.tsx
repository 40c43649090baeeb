import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, withApp } from '@/testing/mock-backend';
import { currentUrl, renderApp } from '@/testing/render-app';
import { dismissToast, toast } from '@/components/ui/toast';
import { ADDED_FEEDBACK_MS, RELATED_SHOWN } from '@/config/constants';
import { CART_KEY } from '@/lib/cart-storage';
import { GALLERY_SIZES, imageCopy, THUMBNAIL_SIZES } from '@/lib/image-copies';
import { server } from '@mocks/node';

withApp();
afterEach(() => {
  vi.useRealTimers();
  clearToasts();
});

/** Toasts live in a module-level store that outlasts a test: leave none behind. */
function clearToasts() {
  const last = toast('', 'info', 0);
  for (let id = 1; id <= last; id++) dismissToast(id);
}

type ApiProduct = {
  id: number;
  name: string;
  category: string;
  price: number;
  images: string[];
  highlights: string[];
  details: string;
  avg_rating: number;
  review_count: number;
};

async function apiProduct(id: number) {
  return (await (await call(`/products/${id}`)).json()) as ApiProduct;
}

const main = () => within(screen.getByRole('main'));

describe('product page', { timeout: 20_000 }, () => {
  it('says an id that is not a positive number is an invalid product URL', async () => {
    await renderApp('/product/abc');
    expect(await main().findByRole('heading', { level: 1, name: 'Invalid product URL' })).toBeTruthy();
    expect(main().getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
  });

  it('says a product that does not exist was not found, without asking again', async () => {
    const asked = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/products/99999') asked();
    });
    await renderApp('/product/99999');
    expect(await main().findByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
    expect(main().queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('says any other failure failed to load, after two retries, and Try again loads it', async () => {
    const product = await apiProduct(3);
    const asked = vi.fn(() => HttpResponse.error());
    server.use(http.get('*/api/products/:id', asked));
    await renderApp('/product/3');
    expect(await main().findByRole('heading', { level: 1, name: 'Failed to load product' })).toBeTruthy();
    expect(asked).toHaveBeenCalledTimes(3);
    server.resetHandlers();
    fireEvent.click(main().getByRole('button', { name: 'Try again' }));
    expect(await main().findByRole('heading', { level: 1, name: product.name })).toBeTruthy();
  });

  it('shows the product: gallery, name, price, half-star rating, uses, details and related products', async () => {
    const user = userEvent.setup({ delay: null });
    const product = await apiProduct(2);
    await renderApp('/product/2');
    expect(await main().findByRole('heading', { level: 1, name: product.name })).toBeTruthy();
    expect(
      main().getByText(
        new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 }).format(
          product.price,
        ),
      ),
    ).toBeTruthy();
    const stars = Math.round(product.avg_rating * 2) / 2;
    expect(main().getAllByRole('img', { name: `Rated ${stars} out of 5` }).length).toBeGreaterThan(0);
    expect(main().getByText(`(${product.review_count} reviews)`)).toBeTruthy();

    const uses = main().getByRole('heading', { name: 'Uses' }).parentElement!;
    expect(
      within(uses)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(product.highlights);
    expect(main().getByRole('heading', { name: 'Details' }).parentElement!.textContent).toContain(product.details);

    // The gallery: thumbnails are buttons; a click or the arrow keys change the large image.
    const thumbnails = within(main().getByRole('list', { name: 'Product images' })).getAllByRole('button');
    expect(thumbnails).toHaveLength(product.images.length);
    // The generated pictures are shown as their WebP copies
    // (docs/decisions/0020-performance-choices.md), never as the SVG.
    const large = () => main().getAllByRole('img', { name: product.name })[0]!;
    const shows = (image: HTMLElement, url: string) => {
      const { src, srcSet } = imageCopy(url, GALLERY_SIZES);
      return image.getAttribute('src') === src && image.getAttribute('srcset') === srcSet && !src.endsWith('.svg');
    };
    expect(shows(large(), product.images[0]!)).toBe(true);
    expect(large().getAttribute('srcset')).toMatch(/-720\.webp 720w$/);
    expect(thumbnails.map((button) => button.querySelector('img')!.getAttribute('src'))).toEqual(
      product.images.map((url) => imageCopy(url, THUMBNAIL_SIZES).src),
    );
    await user.click(thumbnails[1]!);
    expect(shows(large(), product.images[1]!)).toBe(true);
    expect(thumbnails[1]!.getAttribute('aria-pressed')).toBe('true');
    await user.keyboard('{ArrowRight}');
    expect(shows(large(), product.images[2]!)).toBe(true);
    expect(document.activeElement).toBe(thumbnails[2]);

    // Related: the newest of the same category, never this product, at most 6.
    const related = within(await main().findByRole('region', { name: 'You may also like' }));
    const expected = (await (
      await call(`/products?category=${product.category}&per_page=8&sort=created_at&order=desc`)
    ).json()) as { items: Array<{ id: number; name: string }> };
    const names = related.getAllByRole('article').map((card) => within(card).getByRole('link').textContent);
    expect(names).toEqual(
      expected.items
        .filter((p) => p.id !== 2)
        .slice(0, RELATED_SHOWN)
        .map((p) => p.name),
    );
    expect(names).not.toContain(product.name);
  });

  it('adds to the cart, says so, reads Added for 1 s and then goes to the cart', async () => {
    const product = await apiProduct(5);
    const { router } = await renderApp('/product/5');
    const button = await main().findByRole('button', { name: 'Add to Cart' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(button);

    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toEqual([
      { id: 5, name: product.name, price: product.price, images: product.images, qty: 1 },
    ]);
    expect(screen.getByText('Added to cart')).toBeTruthy();
    expect(main().getByRole('button', { name: 'Added' })).toBeTruthy();

    // A second click while it reads Added does not add again.
    fireEvent.click(main().getByRole('button', { name: 'Added' }));
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)[0].qty).toBe(1);

    act(() => vi.advanceTimersByTime(ADDED_FEEDBACK_MS - 1));
    expect(currentUrl(router)).toBe('/product/5');
    expect(main().getByRole('button', { name: 'Added' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(currentUrl(router)).toBe('/cart'));
  });

  it('adding the same product again raises its quantity', async () => {
    const product = await apiProduct(5);
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([{ id: 5, name: product.name, price: product.price, images: product.images, qty: 2 }]),
    );
    const { router } = await renderApp('/product/5');
    fireEvent.click(await main().findByRole('button', { name: 'Add to Cart' }));
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)[0].qty).toBe(3);
    await waitFor(() => expect(currentUrl(router)).toBe('/cart'));
  });

  it('shows why the cart could not be saved, and stays on the product', async () => {
    const { router } = await renderApp('/product/5');
    const button = await main().findByRole('button', { name: 'Add to Cart' });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    fireEvent.click(button);
    expect(
      await screen.findByText(
        'Your cart could not be saved on this device. Free some space or leave private browsing, then try again.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Added to cart')).toBeNull();
    expect(main().getByRole('button', { name: 'Add to Cart' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, ADDED_FEEDBACK_MS + 100));
    expect(currentUrl(router)).toBe('/product/5');
  });

  it('says the cart is full at the 50 different products one order takes, adds nothing, and stays on the product', async () => {
    const full = Array.from({ length: 50 }, (_, i) => ({
      id: 100 + i,
      name: `Product ${100 + i}`,
      price: 1000,
      images: [],
      qty: 1,
    }));
    localStorage.setItem(CART_KEY, JSON.stringify(full));
    const { router } = await renderApp('/product/5');
    fireEvent.click(await main().findByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText(
        'Your cart already holds 50 different products, the most one order can take. Remove one to add another.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Added to cart')).toBeNull();
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)).toEqual(full);
    await new Promise((resolve) => setTimeout(resolve, ADDED_FEEDBACK_MS + 100));
    expect(currentUrl(router)).toBe('/product/5');
  });

  it('takes the could-not-save message away when the next add succeeds', async () => {
    const message =
      'Your cart could not be saved on this device. Free some space or leave private browsing, then try again.';
    const { router } = await renderApp('/product/5');
    const button = await main().findByRole('button', { name: 'Add to Cart' });
    const refuse = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    fireEvent.click(button);
    fireEvent.click(button);
    // Two refusals say it once.
    expect(await screen.findAllByText(message)).toHaveLength(1);
    refuse.mockRestore();
    fireEvent.click(button);
    expect(screen.getByText('Added to cart')).toBeTruthy();
    expect(screen.queryByText(message)).toBeNull();
    expect(JSON.parse(localStorage.getItem(CART_KEY)!)[0]).toMatchObject({ id: 5, qty: 1 });
    await waitFor(() => expect(currentUrl(router)).toBe('/cart'));
  });
});
