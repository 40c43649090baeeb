/**
 * The prerendered shopper pages (docs/decisions/0020-performance-choices.md): their content
 * is in the HTML, React adopts it without drawing it again and without breaking the CSP, a fresh
 * page asks the backend nothing until someone uses it, and a page made for another address or
 * from data that has since changed never shows as if it were current.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { bootMarks, recordBootTasks } from './support/boot-tasks';
import { callApi, mockReady, useBrowser } from './support/browser';
import { firstDownload } from './support/first-download';
import { intlUses, recordIntlUses } from './support/intl-uses';
import { recordStorageOpening, storageOpening } from './support/storage-opening';

const browser = useBrowser();

/** Console warnings of a failed hydration and errors of the CSP, collected while the page lives. */
function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.includes('[hydrate]') || text.includes('Content Security Policy') || message.type() === 'error')
      seen.push(text);
  });
  page.on('pageerror', (error) => seen.push(error.message));
  return seen;
}

/** Opens a prerendered page and waits until the app has adopted it (it reads and removes the data element). */
async function openAdopted(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  await expect.poll(() => page.locator('#prerendered-data').count()).toBe(0);
}

describe('prerendered pages', () => {
  it('carry their content in the HTML: the listing and a product read without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/products');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('All products');
    expect(await page.locator('main article a[href^="/product/"]').count()).toBe(20);
    expect(await page.title()).toBe('All products | Beauty Stars Cosmetics');

    await page.goto('/product/1');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Carrot & Papaya Glow Body Lotion 400ml');
    expect(await page.getByText('₦8,500').first().isVisible()).toBe(true);
  });

  it('are adopted by React as they are, within the CSP, and work: add to cart from a product page', async () => {
    const page = await browser.newPage();
    const seen = problems(page);
    for (const path of ['/', '/products', '/product/1']) {
      await openAdopted(page, path);
    }
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect.poll(() => page.getByRole('link', { name: /^Cart, 1 item/ }).count()).toBe(1);
    expect(seen).toEqual([]);
  });

  it('start no locale library while they load and are adopted: prices and review dates are written out', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await recordIntlUses(context);
    const page = await context.newPage();
    for (const path of ['/', '/products', '/product/1']) {
      await openAdopted(page, path);
      await page.waitForTimeout(500);
      expect(await page.getByText(/₦\d/).count()).toBeGreaterThan(0);
      expect({ path, uses: await intlUses(page) }).toEqual({ path, uses: [] });
    }
    // The recorder sees a use when there is one.
    await page.evaluate(() => new Intl.NumberFormat('en-NG').format(1));
    expect(await intlUses(page)).toHaveLength(1);
  });

  it('open localStorage in a task of their own, before anything reads it', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await recordStorageOpening(context);
    const page = await context.newPage();
    for (const path of ['/', '/products', '/product/1']) {
      await openAdopted(page, path);
      expect({ path, opening: await storageOpening(page) }).toEqual({
        path,
        opening: { opened: true, readsInTask: [] },
      });
    }
    // The recorder sees a read in the opening task when there is one.
    await page.route('**/storage-probe.html', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<script>localStorage.getItem("probe")</script>' }),
    );
    await page.goto('/storage-probe.html');
    expect(await storageOpening(page)).toEqual({ opened: true, readsInTask: ['probe'] });
    await context.close();
  });

  it("build the router, ask for the page's code, match the page and load the router, each in a task of its own", async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await recordBootTasks(context);
    const page = await context.newPage();
    const steps = ['boot: router built', 'boot: route code asked for', 'boot: page matched', 'boot: router loading'];
    for (const path of ['/', '/products', '/product/1']) {
      await openAdopted(page, path);
      await expect.poll(async () => (await bootMarks(page)).length).toBe(steps.length);
      const marks = await bootMarks(page);
      expect({ path, names: marks.map((mark) => mark.name) }).toEqual({ path, names: steps });
      expect({ path, tasks: new Set(marks.map((mark) => mark.task)).size }).toEqual({ path, tasks: steps.length });
    }
    // The recorder puts two marks of one task together, and a mark after a timer in a task of its own.
    await page.route('**/boot-probe.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: "<script>performance.mark('boot: a'); performance.mark('boot: b'); setTimeout(() => performance.mark('boot: c'), 0)</script>",
      }),
    );
    await page.goto('/boot-probe.html');
    await expect.poll(async () => (await bootMarks(page)).length).toBe(3);
    expect(await bootMarks(page)).toEqual([
      { name: 'boot: a', task: 1 },
      { name: 'boot: b', task: 1 },
      { name: 'boot: c', task: 2 },
    ]);
    await context.close();
  });

  it('ask the backend nothing while their data is fresh, until someone moves: then the mock starts', async () => {
    const page = await browser.newPage();
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
    });
    await page.goto('/products');
    await expect.poll(() => page.locator('#prerendered-data').count()).toBe(0);
    await page.waitForTimeout(1_000);
    expect(calls).toEqual([]);
    expect(await page.evaluate(() => '__mockReady' in window)).toBe(false);
    const ready = await mockReady(page);
    expect(ready.source).toBe('seeded');
  });

  it('leave the mock to the pages that need it: the page names its chunks, and its seed comes on a first visit only', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // The cart is not prerendered: its page is the shell, which names the mock's chunks without
    // asking for them (the app does, once the page has painted: admin-dashboard.e2e.ts).
    const shell = await (await page.request.get('/cart')).text();
    expect(shell).toMatch(/<meta name="mock-chunks" content="[^"]*\/assets\/browser-[\w-]+\.js[^"]*">/);
    expect(shell).not.toMatch(/<link [^>]*href="\/assets\/browser-/);
    await page.goto('/cart');
    expect((await mockReady(page)).source).toBe('seeded');
    expect(scripts.filter((path) => path.includes('/default-seed-'))).toHaveLength(1);

    // Signing in changes the data, which the mock saves: from then on it restores that, seedless.
    const login = await callApi(page, '/login', {
      method: 'POST',
      json: { email: 'admin@example.com', password: 'password123' },
    });
    expect(login.status).toBe(200);
    scripts.length = 0;
    await page.reload();
    expect((await mockReady(page)).source).toBe('restored');
    expect(scripts.some((path) => path.includes('/browser-'))).toBe(true);
    expect(scripts.filter((path) => path.includes('/default-seed-'))).toEqual([]);
  });

  it('load none of the mock code first, nor Zod: the mock, its JSON Schema code and the test run’s Testing Library wait in the chunks of the mock, Zod with the forms', () => {
    const { maps, sources } = firstDownload(inject('outDir'));
    expect(maps.length).toBeGreaterThanOrEqual(2);
    // The sources are read: the search params' reader is in the first download (decision 0048).
    expect(sources.some((source) => source.includes('src/lib/search-params.ts'))).toBe(true);
    expect(
      sources.filter((source) =>
        /(^|\/)mocks\/|node_modules\/zod\/|json-schema|@msw\/|node_modules\/msw\/|@testing-library\//.test(source),
      ),
    ).toEqual([]);
  });

  it('made for another address are not shown for it: a category gets its own listing', async () => {
    const page = await browser.newPage();
    const seen = problems(page);
    await page.goto('/products?category=face-cream');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Face Cream');
    expect(await page.getByRole('heading', { name: 'All products' }).count()).toBe(0);
    expect(seen).toEqual([]);
  });

  it('are drawn from the backend once its data has changed: a product renamed in the back office shows renamed', async () => {
    const page = await browser.newPage();
    await page.goto('/product/2');
    await mockReady(page);
    const login = await callApi(page, '/login', {
      method: 'POST',
      json: { email: 'admin@example.com', password: 'password123' },
    });
    const token = String(login.body?.access_token);
    const renamed = 'Renamed Since The Build Body Lotion';
    const update = await callApi(page, '/products/2', { method: 'PATCH', json: { name: renamed }, token });
    expect(update.status).toBe(200);

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(renamed);
    await expect.poll(() => page.title()).toBe(`${renamed} | Beauty Stars Cosmetics`);
  });
});
