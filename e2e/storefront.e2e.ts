/**
 * The shopper's journey through the catalogue in Chromium: home → a category tab → a product →
 * a review written as the customer (signing in on the way) → the listing with a search and a
 * filter → page 2 → back.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentUrl, mockReady, useBrowser } from './support/browser';
import { signInAs } from './support/session';

const browser = useBrowser();

async function open(page: Page, path = '/') {
  await page.goto(path);
  await mockReady(page);
}

const visible = (locator: { isVisible: () => Promise<boolean> }) =>
  expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);

describe('the storefront', () => {
  it('goes from a home tab to a product, reviews it as the customer, then searches, filters, pages and goes back', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, '/');

    // Home: a category tab, then one of its products.
    await page.getByRole('tab', { name: 'Skin Treatment Cream' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Skin Treatment Cream' });
    const firstProduct = panel.getByRole('article').first().getByRole('link');
    await visible(firstProduct);
    const productName = (await firstProduct.textContent())!.trim();
    await firstProduct.click();
    await page.waitForURL((url) => /^\/product\/\d+$/.test(url.pathname));
    const productPath = currentUrl(page);
    const main = page.getByRole('main');
    await visible(main.getByRole('heading', { level: 1, name: productName }));
    const countText = (await main
      .getByText(/^\(\d+ reviews?\)$/)
      .first()
      .textContent())!;
    const before = Number(/\d+/.exec(countText)![0]);

    // A visitor is asked to sign in first; the link comes back to this product's reviews.
    const form = main.getByRole('form', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Submit review' }).click();
    await visible(form.getByText('Please sign in to leave a review.'));
    await form.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/login' && url.searchParams.get('next') === `${productPath}#reviews`,
    );
    await signInAs(page, 'customer');
    await page.waitForURL((url) => url.pathname === productPath, { timeout: 15_000 });

    // The review: five stars by keyboard, a title and a body; it shows at once, as text.
    const title = `Glowing after two weeks <b>${Date.now()}</b>`;
    await form.getByRole('radio', { name: '1 star' }).focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
    expect(await form.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Your review').fill('My knuckles are visibly lighter and the cream is not greasy.');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await visible(form.getByText('Thanks for your review!'));
    expect(await form.getByLabel('Title').inputValue()).toBe('');
    await visible(main.getByRole('heading', { name: title }));
    await visible(main.getByText(`(${before + 1} reviews)`).first());

    // To the listing through the breadcrumb, then a search and a filter of the listing's own.
    await main
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Skin Treatment Cream' })
      .click();
    await page.waitForURL(
      (url) => url.pathname === '/products' && url.searchParams.get('category') === 'skin-treatment-cream',
    );
    await main.getByLabel('Category').selectOption('');
    await page.waitForURL((url) => url.pathname === '/products' && url.search === '');
    await main.getByRole('searchbox', { name: 'Search' }).fill('skin');
    await main.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'skin');
    await visible(main.getByRole('heading', { level: 1, name: 'Search results for “skin”' }));
    await main.getByLabel('Brand').selectOption('Beauty Stars');
    await page.waitForURL(
      (url) =>
        url.searchParams.get('q') === 'skin' &&
        url.searchParams.get('brand') === 'Beauty Stars' &&
        !url.searchParams.has('page'),
    );
    // What the (in-page) mock API holds for this search and filter: more than one page.
    const total = await page.evaluate(async () => {
      const response = await fetch('/api/products?q=skin&brand=Beauty%20Stars&per_page=1');
      return ((await response.json()) as { pagination: { total: number } }).pagination.total;
    });
    expect(total).toBeGreaterThan(20);
    const status = main.getByText(/^Showing \d+–\d+ of \d+$/);
    await expect.poll(() => status.textContent()).toBe(`Showing 1–20 of ${total}`);
    const firstOnPage1 = await main.getByRole('article').first().getByRole('link').textContent();
    const filteredUrl = page.url();

    // Page 2, then back: the previous URL and its results return.
    await main.getByRole('navigation', { name: 'Pages of results' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('page') === '2' &&
        url.searchParams.get('brand') === 'Beauty Stars' &&
        url.searchParams.get('q') === 'skin',
    );
    await expect.poll(() => status.textContent()).toBe(`Showing 21–${Math.min(40, total)} of ${total}`);
    expect(await main.getByRole('article').first().getByRole('link').textContent()).not.toBe(firstOnPage1);

    await page.goBack();
    await page.waitForURL(filteredUrl);
    await expect.poll(() => status.textContent()).toBe(`Showing 1–20 of ${total}`);
    expect(await main.getByRole('article').first().getByRole('link').textContent()).toBe(firstOnPage1);
    expect(await main.getByLabel('Brand').inputValue()).toBe('Beauty Stars');
    expect(await main.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('skin');
    expect(errors).toEqual([]);
  });

  it('shows each card a copy of its product picture at the width the grid needs, and the product page its large copy', async () => {
    const shown = async (width: number, height: number) => {
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await open(page, '/products');
      const cards = page.getByRole('main').getByRole('article');
      await visible(cards.nth(3));
      const image = cards.first().locator('img').first();
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 15_000,
        })
        .toBe(true);
      const picture = await image.evaluate((img: HTMLImageElement) => ({ src: new URL(img.currentSrc).pathname }));
      const loading = await cards.evaluateAll((articles) =>
        articles.slice(0, 4).map((a) => a.querySelector('img')!.getAttribute('loading')),
      );
      const name = (await cards.first().getByRole('heading').textContent())!.trim();
      await cards.first().getByRole('link').click();
      await page.waitForURL((url) => /^\/product\/\d+$/.test(url.pathname));
      // The address changes first; the listing stays on screen until the product page is drawn.
      await visible(page.getByRole('heading', { level: 1, name }));
      const productImage = page.getByRole('main').getByRole('img').first();
      await expect
        .poll(() => productImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 15_000,
        })
        .toBe(true);
      const product = new URL(await productImage.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
      await context.close();
      return { ...picture, loading, product };
    };

    // A phone: two columns of about 180 px, on a screen of two device pixels a CSS pixel.
    const phone = await shown(375, 740);
    expect(phone.src).toMatch(/^\/images\/copies\/products\/[a-z0-9-]+-360\.webp$/);
    // The product page's picture fills the phone's width: about 690 device pixels, the 720 px copy
    // (docs/decisions/0020-performance-choices.md), never the SVG.
    expect(phone.product).toBe(phone.src.replace(/-360\.webp$/, '-720.webp'));
    // The first row loads at once; the others wait until they are near the screen.
    expect(phone.loading).toEqual(['eager', 'eager', 'lazy', 'lazy']);

    // A wide screen: four columns of 300 px, so the 720 px copy.
    const desktop = await shown(1440, 900);
    expect(desktop.src).toMatch(/^\/images\/copies\/products\/[a-z0-9-]+-720\.webp$/);
    expect(desktop.product).toBe(desktop.src);
  });

  it('shows the hero’s first slide as a copy wide enough for the frame it covers', async () => {
    const slide = async (width: number, height: number, deviceScaleFactor: number) => {
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor });
      const page = await context.newPage();
      await open(page, '/');
      const image = page.getByRole('group', { name: '1 of 6' }).locator('img');
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 15_000,
        })
        .toBe(true);
      const src = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
      await context.close();
      return src;
    };
    // A phone's 16:10 frame, 375 px wide, is covered by the 1600 × 700 picture drawn 536 px wide: 1,072 device pixels.
    expect(await slide(375, 740, 2)).toMatch(/^\/images\/copies\/slides\/[a-z0-9-]+-1200\.webp$/);
    // A desktop's frame is the screen's width.
    expect(await slide(1440, 900, 1)).toMatch(/^\/images\/copies\/slides\/[a-z0-9-]+-1600\.webp$/);
  });
});
