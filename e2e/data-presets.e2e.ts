/**
 * Every data preset (mocks/seed/presets.ts) on the main pages of the store and the back office at
 * 375 px: the page is no wider than the phone and raises no error. `data:large` (10,000 products)
 * on the listing only. Each preset comes from a link, `?data=NAME`, as QA would open it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DATA_PRESET_NAMES } from '../mocks/seed/presets';
import { callApi, useBrowser } from './support/browser';
import { open } from './support/catalogue-actions';
import { signInAs } from './support/session';

const browser = useBrowser();

const STORE_PAGES = ['/', '/products', '/product/1', '/product/2', '/cart', '/orders'];
const ADMIN_PAGES = ['/admin', '/admin/orders', '/admin/users'];

/** The page has drawn: a heading in main, and no region busy loading. */
async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => document.querySelector('main h1, main h2') && !document.querySelector('main [aria-busy="true"]'),
      undefined,
      { timeout: 10_000, polling: 100 },
    )
    .catch(() => undefined);
}

async function width(page: Page): Promise<{ scrollWidth: number; innerWidth: number }> {
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
}

describe('data presets at 375 px', () => {
  it('every main page stays within the phone and raises no error under each preset', { timeout: 120_000 }, async () => {
    const problems: string[] = [];
    for (const preset of DATA_PRESET_NAMES) {
      const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => void errors.push(error.message));
      const check = async (path: string) => {
        const started = Date.now();
        await settle(page);
        if (Date.now() - started > 9_000) problems.push(`data:${preset} ${path}: still loading after 10 s`);
        const { scrollWidth, innerWidth } = await width(page);
        if (scrollWidth > innerWidth)
          problems.push(`data:${preset} ${path}: ${scrollWidth} px wide at ${innerWidth} px`);
      };
      if (preset === 'large') {
        await open(page, '/products?data=large');
        expect((await callApi(page, '/products?per_page=1')).body?.pagination?.total, 'data:large').toBe(10_000);
        await check('/products');
      } else {
        await open(page, `/products?data=${preset}`);
        // Requests wait for the preset: once this answers, it is applied (and saved).
        const product = (await callApi(page, '/products/1')).body as {
          name: string;
          images: string[];
          review_count: number;
          stock?: number | null;
        };
        const applied = {
          'long-text': product.name.length > 100,
          'no-images': product.images.length === 0,
          'many-reviews': product.review_count === 500,
          hostile: product.name.includes('<'),
          'big-basket': true,
          'sold-out': product.stock === 0,
          'low-stock': typeof product.stock === 'number' && product.stock >= 1 && product.stock <= 3,
        }[preset];
        expect(applied, `data:${preset} is applied`).toBe(true);
        if (preset === 'big-basket')
          expect(
            await page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '[]') as unknown[]).length),
          ).toBe(40);
        await signInAs(page, 'customer', { by: 'api' });
        for (const path of STORE_PAGES) {
          await page.goto(path);
          await check(path);
        }
        await signInAs(page, 'admin', { by: 'api' });
        for (const path of ADMIN_PAGES) {
          await page.goto(path);
          await check(path);
        }
      }
      for (const error of errors) problems.push(`data:${preset}: page error ${error}`);
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
