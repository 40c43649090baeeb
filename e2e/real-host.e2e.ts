/**
 * The store built for a real host, proven over HTTP (issue 27, docs/real-host.md):
 * - mock:server's own code (createMockHttpServer: the API, the /__mock admin endpoints and the
 *   provider's payment page) listens on a free port in this process;
 * - the store is built once with VITE_API_BASE_URL pointing at it, and served from another origin,
 *   so Chromium makes real cross-origin calls (CORS) under the build's own CSP;
 * - the build is checked as files (no mock code, its CSP, its first download), then journeys run
 *   in it, each in a context of its own, with the data put back to the seed over HTTP first;
 * - every API call the store makes is checked against openapi.yaml both ways, as it went over the
 *   wire (e2e/support/contract-tap.ts); a violation, a page error, a CSP violation or a call the
 *   browser could not make fails the journey that caused it.
 * The journeys that browse, buy, read orders and open the dashboard run again in the `shapes:spec`
 * state, where the server answers with the spec's alternative names and shapes; two more (a new
 * shopper, an admin) go through every screen of both roles in `shapes:lean`, where it answers only
 * what the spec's section 7 shows. Shades, sizes and stock (issue 50) have two journeys of their own
 * on the mock's answers (a shade bought and taken from the host's stock while a second shopper
 * loses the race for it at Pay Now; the admin restocking from the Low stock card); in `shapes:spec`
 * and `shapes:lean` the journeys above find no shade or size to choose, no stock line, no stock
 * filter and no Low stock card, and buy a product that has shades elsewhere as one thing.
 * Shared steps: e2e/support/real-host.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMockHttpServer } from '../mocks/server';
import { serveBuild } from '../scripts/lib/static-server';
import { launchChromium } from './support/browser';
import { clockEnv, clockOffset } from './support/clock';
import { signInAs } from './support/session';
import { PASSWORD, step } from './support/catalogue-actions';
import { tapContract, type ContractTap, type SeenCall } from './support/contract-tap';
import { firstDownload } from './support/first-download';
import { formatDateTime } from '../src/lib/dates';
import {
  addToCart,
  admin,
  apiGet,
  asAccount,
  cancelOrder,
  expectNoJunk,
  fillCheckout,
  openDashboard,
  fulfilOrder,
  host,
  loaded,
  makeAdmin,
  main,
  orderRows,
  outboxCode,
  payNow,
  PNG,
  refundOrder,
  registerShopper,
  seededStock,
  settle,
  signOut,
  visit,
  stockLine,
  variantChoice,
  visible,
  type SeededStock,
  type SeenVariant,
} from './support/real-host';

/** Beside the e2e build's folder when E2E_OUT_DIR names one, so two runs side by side do not share it. */
const OUT = process.env.E2E_OUT_DIR ? `${process.env.E2E_OUT_DIR}-real-host` : 'dist-real-host';
const SPEC_SHAPES = 'shapes:spec';

let mock: Server;
let tap: ContractTap;
let store: Server;
let browser: Browser;
/** The seed's shades and stock the journeys use, read once on the mock's own answers. */
let seeded: SeededStock;

/** The built index.html's Content-Security-Policy, directive by directive. */
function cspOf(html: string): Record<string, string[]> | null {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  if (!policy) return null;
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

beforeAll(async () => {
  mock = createMockHttpServer({ log: () => undefined });
  tap = tapContract(mock);
  await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
  host.apiOrigin = `http://127.0.0.1:${(mock.address() as AddressInfo).port}`;
  host.api = `${host.apiOrigin}/api`;
  // The build prerenders its pages from the API, which this process serves (so not spawnSync).
  await admin('POST', '/reset');
  seeded = await seededStock();
  const build = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
    const child = spawn('./node_modules/.bin/vite', ['build', '--logLevel', 'error', '--outDir', OUT], {
      // Five product pages prove the rule; every product would only make the build slower.
      env: {
        ...process.env,
        ...clockEnv(clockOffset()),
        NODE_ENV: 'production',
        VITE_API_BASE_URL: host.api,
        PRERENDER_PRODUCTS: '5',
      },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (status) => resolve({ status, stderr }));
  });
  expect(build.status, build.stderr).toBe(0);
  store = await serveBuild(OUT, 0, { compress: false });
  host.storeOrigin = `http://127.0.0.1:${(store.address() as AddressInfo).port}`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([store, mock].map((server) => server && new Promise((resolve) => server.close(resolve))));
  rmSync(OUT, { recursive: true, force: true });
});

describe('the build for a real host, as files', () => {
  const files = () => readdirSync(join(OUT, 'assets')).filter((f) => f.endsWith('.js'));
  const code = () =>
    files()
      .map((f) => readFileSync(join(OUT, 'assets', f), 'utf8'))
      .join('\n');

  it('contains no mock backend code and no simulated payment page, and calls the configured host', () => {
    const all = code();
    const found = ['mockServiceWorker', 'bs-mock-db', 'password reset code is', '[MSW]', 'setupWorker'].filter(
      (marker) => all.includes(marker),
    );
    expect(found).toEqual([]);
    expect(files().some((f) => f.startsWith('browser'))).toBe(false);
    expect(existsSync(join(OUT, 'mockServiceWorker.js'))).toBe(false);
    // The /mock-paystack route is in the route tree (it answers not found); its page is not emitted.
    const words = [
      'This test payment page only works with the mock backend',
      'Enter your card details to pay',
      'Use the success card',
      '__paystack/transactions',
    ];
    expect(words.filter((text) => all.includes(text))).toEqual([]);
    const sources = files().flatMap((file) => {
      const map = join(OUT, 'assets', `${file}.map`);
      return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
    });
    expect(sources.some((source) => source.endsWith('src/routes/mock-paystack.tsx'))).toBe(true);
    const simulated =
      /src\/features\/payment\/(mock-paystack-page|card-form|card-fields|test-cards|paystack-api|paystack-shell)\.tsx?$/;
    expect(sources.filter((source) => simulated.test(source))).toEqual([]);
    expect(all.includes(host.api)).toBe(true);
  });

  it('sets a Content-Security-Policy that lets it call the API host and show its uploads, with no eval and no worker', () => {
    const csp = cspOf(readFileSync(join(OUT, 'index.html'), 'utf8'));
    expect(csp).not.toBeNull();
    expect(csp!['connect-src']).toEqual(["'self'", host.apiOrigin]);
    expect(csp!['img-src']).toContain(host.apiOrigin);
    expect(csp!['script-src']).toEqual(["'self'"]);
    expect(csp!['worker-src']).toEqual(["'none'"]);
    expect(csp!['object-src']).toEqual(["'none'"]);
  });

  it('holds the shopper pages prerendered from the host as it answered at build time, and the shell for every other path', async () => {
    const { items, pagination } = await apiGet<{
      items: Array<{ id: number; name: string }>;
      pagination: { total: number };
    }>('/products?per_page=100');
    expect(pagination.total).toBe(items.length);
    // The newest five, as the listing gives them (PRERENDER_PRODUCTS=5 above).
    const pages = readdirSync(join(OUT, 'product'));
    const newest = items.slice(0, 5);
    expect(pages.map(Number).sort((a, b) => a - b)).toEqual(newest.map((p) => p.id).sort((a, b) => a - b));
    const product = newest.find((p) => /^[\w &%-]+$/.test(p.name))!;
    const html = readFileSync(join(OUT, 'product', String(product.id), 'index.html'), 'utf8');
    expect(html).toContain(`<h1`);
    expect(html).toContain(product.name.replace(/&/g, '&amp;'));
    expect(readFileSync(join(OUT, 'products', 'index.html'), 'utf8')).toContain('id="prerendered-data"');
    expect(readFileSync(join(OUT, 'shell.html'), 'utf8')).toContain('<div id="root"></div>');
  });

  it('downloads no admin page, chart or mock code before any page draws, and at most 150 kB of script (gzip)', () => {
    // What index.html loads and preloads is what every page waits for, whatever its route.
    const { files: first, maps, sources } = firstDownload(OUT);
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(maps.length).toBeGreaterThanOrEqual(2);
    expect(sources.some((source) => source.includes('src/main.tsx'))).toBe(true);
    // The route tree is in the entry: each admin route's definition, its search rules and the
    // dashboard's pending view. Its pages, tables, forms and chart load with the route.
    const routeParts =
      /src\/(routes\/admin(\/[^/]+)?\.tsx|features\/admin-[a-z-]+\/([a-z-]+-search\.ts|dashboard-values\.ts|dashboard-states\.tsx))$/;
    expect(
      sources.filter(
        (source) => /src\/(features|routes)\/admin|(^|\/)mocks\/|uplot/.test(source) && !routeParts.test(source),
      ),
    ).toEqual([]);
    const kilobytes =
      first.reduce((sum, file) => sum + gzipSync(readFileSync(join(OUT, 'assets', file)), { level: 9 }).length, 0) /
      1000;
    expect(kilobytes).toBeLessThanOrEqual(150);
  });
});

// ——— Over HTTP ———

/** What went wrong in the browser during the current journey (besides the contract). */
let problems: string[] = [];
let contexts: BrowserContext[] = [];

/** A fresh context on the store's origin that reports page errors, CSP violations and failed API calls. */
async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ ...options, baseURL: host.storeOrigin });
  contexts.push(context);
  await context.exposeBinding('__reportViolation', (_source, text: string) => void problems.push(`CSP: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      report(
        `${location.origin}${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`,
      );
    });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A call the browser refused (CORS) or could not make; one cancelled by a navigation is fine.
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    if (request.url().startsWith(host.apiOrigin) && failure !== 'net::ERR_ABORTED')
      problems.push(`${request.method()} ${request.url()} failed: ${failure}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /CORS|Content Security Policy/i.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  return page;
}

beforeEach(async (test) => {
  // The file's checks above need no server state.
  if (test.task.suite?.name.startsWith('the build')) return;
  await admin('POST', '/reset');
  await admin('PUT', '/scenarios', { scenarios: [] });
  await tap.take();
  problems = [];
});

afterEach(async () => {
  await Promise.all(contexts.map((context) => context.close().catch(() => undefined)));
  contexts = [];
  const { violations } = await tap.take();
  const found = [...violations.map((v) => `contract: ${v}`), ...problems.splice(0)];
  if (found.length > 0) throw new Error(`The journey broke the contract or the page:\n${found.join('\n')}`);
});

for (const state of ['default', SPEC_SHAPES] as const) {
  const shaped = state === SPEC_SHAPES;
  describe(`the store over HTTP, ${shaped ? 'answered in the spec’s shapes (shapes:spec)' : 'on the mock’s own answers'}`, () => {
    beforeEach(async () => {
      if (shaped)
        expect((await admin('PUT', '/scenarios', { scenarios: [SPEC_SHAPES] })).scenarios).toEqual([SPEC_SHAPES]);
    });

    it(
      'browses: home, a category, a product, search and the next page; no simulated payment page and no worker',
      { timeout: 60_000 },
      async () => {
        const page = await newPage();
        await step('home: the hero and a category tab', async () => {
          await visit(page, '/');
          const hero = page.getByRole('region', { name: 'Featured products' });
          await loaded(hero.getByRole('group', { name: /^1 of \d+$/ }).locator('img'));
          await page.getByRole('tab', { name: 'Skin Treatment Cream' }).click();
        });
        const name = await step('a product from the tab', async () => {
          const first = page
            .getByRole('tabpanel', { name: 'Skin Treatment Cream' })
            .getByRole('article')
            .first()
            .getByRole('link');
          await visible(first);
          const text = ((await first.textContent()) ?? '').trim();
          await first.click();
          await page.waitForURL((url) => /^\/product\/\d+$/.test(url.pathname));
          await visible(main(page).getByRole('heading', { level: 1, name: text }));
          await loaded(main(page).getByRole('img').first());
          await visible(
            main(page)
              .getByText(/^₦[\d,]+(\.\d\d)?$/)
              .first(),
          );
          // Its stock line where the host counts stock; none on a host without it (decision 0046).
          await expect.poll(() => stockLine(page).count()).toBe(shaped ? 0 : 1);
          return text;
        });
        await step('search the listing, then its second page', async () => {
          await main(page)
            .getByRole('navigation', { name: 'Breadcrumb' })
            .getByRole('link', { name: 'Skin Treatment Cream' })
            .click();
          await page.waitForURL(
            (url) => url.pathname === '/products' && url.searchParams.get('category') === 'skin-treatment-cream',
          );
          await visible(main(page).getByRole('link', { name }));
          await expect
            .poll(() => main(page).getByRole('checkbox', { name: 'In stock only' }).count())
            .toBe(shaped ? 0 : 1);
          await main(page).getByLabel('Category').selectOption('');
          await page.waitForURL((url) => url.pathname === '/products' && url.search === '');
          const search = main(page).getByRole('searchbox', { name: 'Search' });
          await search.fill('skin');
          await search.press('Enter');
          await page.waitForURL((url) => url.searchParams.get('q') === 'skin');
          await visible(main(page).getByRole('heading', { level: 1, name: 'Search results for “skin”' }));
          const { pagination } = await apiGet<{ pagination: { total: number } }>('/products?q=skin&per_page=1');
          expect(pagination.total).toBeGreaterThan(20);
          const status = main(page).getByText(/^Showing \d+–\d+ of \d+$/);
          await expect.poll(() => status.textContent()).toBe(`Showing 1–20 of ${pagination.total}`);
          await loaded(main(page).getByRole('article').first().locator('img').first());
          await main(page)
            .getByRole('navigation', { name: 'Pages of results' })
            .getByRole('link', { name: 'Page 2' })
            .click();
          await page.waitForURL((url) => url.searchParams.get('page') === '2');
          await expect
            .poll(() => status.textContent())
            .toBe(`Showing 21–${Math.min(40, pagination.total)} of ${pagination.total}`);
        });
        await step('no simulated payment page, no service worker', async () => {
          await visit(page, '/mock-paystack?reference=BS-1&access_code=ac_1');
          await visible(page.getByRole('heading', { name: 'We couldn’t find that page' }));
          expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
        });
        const operations = new Set(tap.calls().map((call) => call.operation));
        expect(
          [...operations].filter((op) => ['listSlides', 'listProducts', 'getProduct'].includes(op ?? '')),
        ).toHaveLength(3);
      },
    );

    it(
      'buys for pickup (paid), for delivery (declined) and again (cancelled) on the server’s payment page, then sees the three orders',
      { timeout: 90_000 },
      async () => {
        const page = await newPage();
        await step('sign in as the customer', async () => {
          await visit(page, '/login');
          await signInAs(page, 'customer');
          await page.waitForURL((url) => url.pathname === '/');
        });
        const paid = await step('pickup, paid with the success card', async () => {
          await addToCart(page, 1);
          return settle(page, await payNow(page, 'pickup'), 'paid');
        });
        await expect.poll(() => page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
        const declined = await step('delivery to Lagos, declined', async () => {
          await addToCart(page, 2);
          return settle(page, await payNow(page, 'delivery'), 'declined');
        });
        const cancelled = await step('pickup again, cancelled on the payment page', async () => {
          // The declined order's line is still in the cart: pay for it with a foundation, whose
          // shades are a choice where the host has them and absent where it does not.
          await visit(page, `/product/${seeded.shaded.id}`);
          await visible(main(page).getByRole('button', { name: 'Add to Cart' }));
          await expect.poll(() => variantChoice(page).count()).toBe(shaped ? 0 : 1);
          await addToCart(page, seeded.shaded.id);
          return settle(page, await payNow(page, 'pickup'), 'cancelled');
        });
        await step('the orders list: pending, failed, paid, newest first', async () => {
          await main(page).getByRole('link', { name: 'View your orders' }).click();
          await page.waitForURL((url) => url.pathname === '/orders');
          expect(await orderRows(page, 3)).toEqual([
            { label: `Order #${cancelled}`, status: 'Pending' },
            { label: `Order #${declined}`, status: 'Failed' },
            { label: `Order #${paid}`, status: 'Paid' },
          ]);
        });
        await step('the delivery order’s details', async () => {
          const row = main(page).getByRole('list', { name: 'Orders' }).getByRole('listitem').nth(1);
          await row.getByRole('link', { name: /View details/ }).click();
          await visible(main(page).getByRole('heading', { name: `Order #${declined}` }));
          await visible(main(page).getByText(/12 Allen Avenue, off Opebi Road/));
        });
      },
    );

    it('opens the admin dashboard, fulfils an order, refunds one and changes a role', { timeout: 90_000 }, async () => {
      const page = await newPage();
      await step('sign in at /admin: the dashboard, its figures and chart', async () => {
        await openDashboard(page);
        // The Low stock card needs the overview's low_stock, an extension too.
        await expect.poll(() => page.getByRole('region', { name: 'Low stock' }).count()).toBe(shaped ? 0 : 1);
        // The trend needs the previous window's figure, an extension a spec-shaped host does not send.
        await expect
          .poll(() => main(page).getByText('vs previous 30 days', { exact: false }).count())
          .toBe(shaped ? 0 : 1);
        const drawn = () =>
          page.evaluate(() => {
            const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="revenue-chart-canvas"] canvas');
            if (!canvas || canvas.width === 0) return 0;
            return canvas
              .getContext('2d')!
              .getImageData(0, 0, canvas.width, canvas.height)
              .data.filter((value, i) => i % 4 === 3 && value > 0).length;
          });
        await expect.poll(drawn).toBeGreaterThan(500);
      });
      const fulfilled = await step('fulfil a paid order', () => fulfilOrder(page, 'paid'));
      await step('refund a paid order in full', async () => {
        expect(await refundOrder(page, 'paid')).not.toBe(fulfilled);
      });
      await step('make the customer an admin', () => makeAdmin(page, 'customer@example.com'));
      const changed = tap
        .calls()
        .filter(
          (call) =>
            call.status === 200 && ['fulfillOrder', 'refundOrder', 'updateUserRole'].includes(call.operation ?? ''),
        );
      expect(changed.map((call) => call.operation)).toEqual(['fulfillOrder', 'refundOrder', 'updateUserRole']);
    });
  });
}

/**
 * Shades, sizes and stock (issue 50, decisions 0046 and 0047) on the mock's own answers, which
 * carry them: the store's calls, the 409 out_of_stock included, are checked against the contract
 * like every other. The seed gives the starting point: a shade with 3 left, a sold-out product.
 */
describe('the store over HTTP: shades, sizes and stock', () => {
  it(
    'a shopper picks a shade, adds two and pays: the host has two fewer; another, with the last three in her cart, loses the race at Pay Now',
    { timeout: 90_000 },
    async () => {
      const { shaded } = seeded;
      const { shade } = shaded;
      const line = `${shaded.name}, ${shade.label}`;
      const quantity = (page: Page) => main(page).getByLabel(`Quantity of ${line}`, { exact: true });
      const more = (page: Page) => main(page).getByRole('button', { name: `Increase quantity of ${line}` });
      /** Signs in, opens the product and picks the shade by its name: the choice and the stock line follow. */
      const pickShadeAs = async (page: Page, who: Parameters<typeof signInAs>[1]) => {
        await visit(page, '/login');
        await signInAs(page, who);
        await page.waitForURL((url) => url.pathname === '/');
        await visit(page, `/product/${shaded.id}`);
        // The radio is drawn under its swatch: a person clicks the shade's name.
        await variantChoice(page).getByText(shade.label, { exact: true }).click();
        expect(await variantChoice(page).getByRole('radio', { name: shade.label, exact: true }).isChecked()).toBe(true);
        await visible(main(page).getByRole('group', { name: `Shade: ${shade.label}` }));
        await expect.poll(() => stockLine(page).textContent()).toBe(`Only ${shade.stock} left`);
      };
      const rival = `second.shopper+${Date.now().toString(36)}@example.com`;
      await registerShopper(rival);
      const late = await newPage();
      await step('a second shopper puts the last three of the shade in her cart', async () => {
        await pickShadeAs(late, { email: rival });
        await addToCart(late, shaded.id);
        await more(late).click();
        await more(late).click();
        await expect.poll(() => quantity(late).inputValue()).toBe(String(shade.stock));
      });
      const page = await newPage();
      await step('the customer picks the same shade, adds two and pays', async () => {
        await pickShadeAs(page, 'customer');
        await addToCart(page, shaded.id);
        await more(page).click();
        await expect.poll(() => quantity(page).inputValue()).toBe('2');
        await settle(page, await payNow(page, 'pickup'), 'paid');
      });
      await step('the host has two fewer of that shade', async () => {
        const { variants } = await apiGet<{ variants: SeenVariant[] }>(`/products/${shaded.id}`);
        expect(variants.find((v) => v.id === shade.id)?.stock).toBe(shade.stock - 2);
      });
      await step('the second shopper presses Pay Now: which line, how many are left, her cart cut to it', async () => {
        await fillCheckout(late, 'pickup');
        await main(late).getByRole('button', { name: 'Pay Now' }).click();
        await visible(
          main(late)
            .getByRole('alert')
            .getByText(
              `Only 1 left of ${shaded.name} (${shade.label}). We’ve updated your cart to match, and nothing was charged.`,
            ),
        );
        expect(await quantity(late).inputValue()).toBe('1');
        await visible(main(late).getByText('Only 1 left, and all of them are in your cart.'));
        expect(new URL(late.url()).pathname).toBe('/cart');
      });
      await step('nothing charged: she has no order', async () => {
        const orders = (await asAccount(rival, 'GET', '/orders?page=1&page_size=1')) as {
          pagination: { total: number };
        };
        expect(orders.pagination.total).toBe(0);
      });
    },
  );

  it(
    'the admin follows the Low stock card to the low-stock products, restocks a sold-out one, and it leaves them',
    { timeout: 60_000 },
    async () => {
      const { soldOut } = seeded;
      const { pagination } = await apiGet<{ pagination: { total: number } }>('/products?low_stock=true&per_page=1');
      const low = pagination.total;
      const page = await newPage();
      const card = page.getByRole('region', { name: 'Low stock' });
      const toProduct = page.getByRole('link', { name: soldOut.name, exact: true });
      const showing = main(page).getByText(/^Showing \d+–\d+ of \d+$/);
      await step('the dashboard: the Low stock card counts the products and lists the sold-out one', async () => {
        await openDashboard(page);
        await visible(card.getByText(`${low} products`, { exact: true }));
        await visible(card.getByRole('listitem').filter({ has: toProduct }).getByText('Sold out', { exact: true }));
      });
      await step('See all low-stock products, and open the sold-out one', async () => {
        await card.getByRole('link', { name: 'See all low-stock products' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/products');
        await expect.poll(() => showing.textContent()).toBe(`Showing 1–${low} of ${low}`);
        expect(await main(page).getByRole('checkbox', { name: 'Low stock only' }).isChecked()).toBe(true);
        await main(page).getByRole('link', { name: soldOut.name, exact: true }).click();
        await visible(main(page).getByRole('heading', { name: soldOut.name, level: 1 }));
      });
      await step('restock it in Stock and variants, and save', async () => {
        await main(page).getByRole('button', { name: 'Edit' }).click();
        const edit = main(page).getByRole('form', { name: 'Edit product' });
        await edit.getByRole('group', { name: 'Stock and variants' }).getByLabel('Stock', { exact: true }).fill('24');
        await edit.getByRole('button', { name: 'Save' }).click();
        await expect.poll(() => edit.count()).toBe(0);
        await visible(main(page).getByRole('region', { name: 'Details' }).getByText('24 in stock', { exact: true }));
      });
      await step('it has left the card and the low-stock products', async () => {
        await page.getByRole('link', { name: 'Home', exact: true }).click();
        await visible(card.getByText(`${low - 1} products`, { exact: true }));
        expect(await card.getByRole('link', { name: soldOut.name, exact: true }).count()).toBe(0);
        await card.getByRole('link', { name: 'See all low-stock products' }).click();
        await expect.poll(() => showing.textContent()).toBe(`Showing 1–${low - 1} of ${low - 1}`);
        expect(await main(page).getByRole('link', { name: soldOut.name, exact: true }).count()).toBe(0);
      });
    },
  );
});

describe('the store over HTTP: accounts and the back office’s uploads', () => {
  it('catches an answer that breaks the contract (the check this suite runs on every call)', async () => {
    // getProduct:malformed leaves a required field out of the product, as a drifting host would.
    await admin('PUT', '/scenarios', { scenarios: ['getProduct:malformed'] });
    const page = await newPage();
    await visit(page, '/product/1');
    await expect.poll(() => tap.calls().some((call) => call.operation === 'getProduct')).toBe(true);
    const { violations } = await tap.take();
    expect(violations).toContainEqual(
      expect.stringMatching(
        /^getProduct GET \/api\/products\/1\?\S* → 200: response body does not match the schema: \w+ is required\.$/,
      ),
    );
    // Whatever the page made of it is not this check's business.
    problems.length = 0;
  });

  it(
    'resets a password with the code from the outbox, signs in, refreshes an expired session over HTTP and signs out',
    { timeout: 60_000 },
    async () => {
      const page = await newPage();
      const next = 'a-new-password-27';
      await step('ask for a reset code; read it from GET /__mock/outbox', async () => {
        await visit(page, '/account?mode=forgot');
        const forgot = main(page).getByRole('form', { name: 'Forgot password' });
        await forgot.getByLabel('Email', { exact: true }).fill('customer@example.com');
        await forgot.getByRole('button', { name: 'Send reset code' }).click();
        await visible(main(page).getByText('If that account exists, a code will be sent shortly.'));
      });
      const code = await outboxCode('customer@example.com');
      await step('reset the password, then sign in with it', async () => {
        const reset = main(page).getByRole('form', { name: 'Reset password' });
        await reset.getByLabel('Reset code', { exact: true }).fill(code);
        await reset.getByLabel('New password', { exact: true }).fill(next);
        await reset.getByLabel('Confirm new password', { exact: true }).fill(next);
        await reset.getByRole('button', { name: 'Reset password' }).click();
        await visible(main(page).getByText('Password reset successful! You can now log in.'));
        await visit(page, '/login');
        await signInAs(page, { email: 'customer@example.com', password: next });
        await visible(main(page).getByText('Login successful! Redirecting...'));
        await page.waitForURL((url) => url.pathname === '/');
      });
      await step(
        'the access token expires (session:access_expired): the orders page refreshes it and loads',
        async () => {
          await admin('PUT', '/scenarios', { scenarios: ['session:access_expired'] });
          await tap.take();
          const account = page.getByRole('banner').getByRole('button', { name: /^Account: / });
          await account.click();
          await page.getByRole('banner').getByRole('link', { name: 'Orders' }).click();
          await page.waitForURL((url) => url.pathname === '/orders');
          await visible(main(page).getByRole('list', { name: 'Orders' }).getByRole('listitem').first());
          const seen = (call: SeenCall) => `${call.operation} ${call.status}`;
          const calls = tap
            .calls()
            .filter((call) => call.operation === 'listOrders' || call.operation === 'refreshToken');
          expect(calls.map(seen).slice(0, 3)).toEqual(['listOrders 401', 'refreshToken 200', 'listOrders 200']);
        },
      );
      await step('sign out: the tokens go, and the orders page asks to sign in', async () => {
        await signOut(page);
        expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
        await visible(page.getByRole('banner').getByRole('link', { name: 'Log in' }));
        await visit(page, '/orders');
        await visible(main(page).getByRole('heading', { name: 'Sign in to see your orders' }));
      });
    },
  );

  it(
    'creates a product with an uploaded image that the store then shows, and a slide that leads the hero',
    { timeout: 60_000 },
    async () => {
      const page = await newPage();
      const name = `Moringa Glow Lotion ${Date.now().toString(36)}`;
      const heading = 'Harmattan Glow Edit';
      await step('sign in at /admin/create and create the product with an image file', async () => {
        await visit(page, '/admin/create');
        await signInAs(page, 'admin');
        const form = page.getByRole('form', { name: 'Add product' });
        await form.getByLabel('Name (required)', { exact: true }).fill(name);
        await form.getByLabel('Price (₦) (required)', { exact: true }).fill('3500');
        await form.getByLabel('Category (required)', { exact: true }).fill('Body Lotion');
        await form
          .getByLabel('Subcategory (required)', { exact: true })
          .selectOption({ label: 'Skin Whitening Lotion' });
        await form
          .getByLabel('Image files', { exact: true })
          .setInputFiles({ name: 'moringa.png', mimeType: 'image/png', buffer: PNG });
        await visible(form.getByRole('list', { name: 'Chosen files' }).getByText('moringa.png'));
        await form.getByRole('button', { name: 'Create product' }).click();
        await page.waitForURL(/\/admin\/product\/\d+$/);
      });
      await step('the store finds it, with its uploaded picture', async () => {
        await visit(page, `/products?q=${encodeURIComponent(name)}`);
        const card = main(page).getByRole('article').filter({ hasText: name });
        await visible(card);
        const image = card.locator('img').first();
        await loaded(image);
        expect(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/moringa\.png$/);
      });
      await step('add a slide with an uploaded image, sorted first', async () => {
        await visit(page, '/admin/carousels');
        const form = page.getByRole('form', { name: 'Add a slide' });
        await form.getByLabel('Heading (required)').fill(heading);
        await form
          .getByLabel('Or upload an image')
          .setInputFiles({ name: 'harmattan.png', mimeType: 'image/png', buffer: PNG });
        await form.getByLabel('Image description').fill('A jar of cream in warm light');
        await form.getByLabel('Sort order').fill('-1');
        await form.getByRole('button', { name: 'Add slide' }).click();
        await visible(page.getByText(`“${heading}” was added. It now shows on the home page.`));
      });
      await step('the hero shows it first', async () => {
        await page.getByRole('link', { name: 'Back to the store' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        const hero = page.getByRole('region', { name: 'Featured products' });
        await expect
          .poll(() => hero.getByRole('button', { name: /^Go to slide 1: / }).getAttribute('aria-label'))
          .toBe(`Go to slide 1: ${heading}`);
        await loaded(hero.getByRole('group', { name: /^1 of \d+$/ }).locator('img'));
      });
    },
  );
});

describe('the store over HTTP: pages prerendered from the host', () => {
  const asAdmin = (method: 'POST' | 'PATCH', path: string, body: unknown) =>
    asAccount('admin@example.com', method, path, body);

  it(
    'draws the page the build made without drawing it again, then shows what the host holds now',
    { timeout: 60_000 },
    async () => {
      const { items } = await apiGet<{ items: Array<{ id: number; name: string; price: number }> }>(
        '/products?per_page=100',
      );
      const product = items.slice(0, 5).find((p) => /^[\w &%-]+$/.test(p.name))!;
      const page = await newPage();
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('[hydrate]')) warnings.push(message.text());
      });
      await step('as built: React adopts the heading the build drew instead of drawing it again', async () => {
        // The heading the HTML brought, kept before the app's scripts run (they run after parsing).
        await page.addInitScript(() => {
          document.addEventListener('readystatechange', () => {
            if (document.readyState === 'interactive')
              (window as unknown as { __built: Element | null }).__built = document.querySelector('main h1');
          });
        });
        await visit(page, `/product/${product.id}`);
        await expect.poll(() => tap.calls().some((call) => call.operation === 'getProduct')).toBe(true);
        await visible(main(page).getByRole('button', { name: 'Add to Cart' }));
        const adopted = await page.evaluate(() => {
          const built = (window as unknown as { __built: Element | null }).__built;
          return built !== null && built === document.querySelector('main h1') && built.textContent;
        });
        expect(adopted).toBe(product.name);
        expect(warnings).toEqual([]);
      });
      await step('a price changed in the back office shows on the next visit', async () => {
        await asAdmin('PATCH', `/products/${product.id}`, { price: product.price + 1234 });
        await visit(page, `/product/${product.id}`);
        const naira = (product.price + 1234).toLocaleString('en-NG');
        await visible(
          main(page)
            .getByText(new RegExp(`^₦${naira}(\\.00)?$`))
            .first(),
        );
      });
      await step('a product added in the back office appears in the listing', async () => {
        const name = 'Hibiscus Night Repair Cream 50g';
        await asAdmin('POST', '/products', {
          name,
          price: 7300,
          category: 'face-cream',
          subcategory: 'face-smoothening-cream',
          description: 'A night cream made after the build.',
        });
        await visit(page, '/products');
        await visible(main(page).getByRole('link', { name }).first());
      });
    },
  );
});

/**
 * The leanest host the spec allows (`shapes:lean`): the spec's shapes, and only what its section 7
 * shows: "not shown" answers a bare 200 (`{"message":"OK"}` or no body), a new product
 * `{"product":{"id":N}}`, errors their code alone, timestamps in Lagos time without a zone, the
 * shopper's orders a bare array, reviews without `author_name`, slides without sort_order and
 * is_active. The browser reads another zone (Los Angeles), so a time read in the reader's zone shows.
 */
describe('the store over HTTP on the leanest host (shapes:lean)', () => {
  const LEAN = 'shapes:lean';
  const ELSEWHERE = { timezoneId: 'America/Los_Angeles' };

  beforeEach(async () => {
    expect((await admin('PUT', '/scenarios', { scenarios: [LEAN] })).scenarios).toEqual([LEAN]);
  });

  /** A naira amount as shown (`₦4,500` or `₦4,500.00`), as a number. */
  const naira = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
  /** How the store writes each minute from `since` to now, in Lagos: a time read right is one of them. */
  const minutesSince = (since: number, style: 'short' | 'short-time') => {
    const out = new Set<string>();
    for (let t = since - 60_000; t <= Date.now() + 60_000; t += 30_000) out.add(formatDateTime(t, style, 'lagos'));
    return [...out];
  };

  it(
    'a new shopper: registers, signs in, resets the password, reviews, pays (paid and declined) and reads the orders',
    { timeout: 120_000 },
    async () => {
      const started = Date.now();
      const page = await newPage(ELSEWHERE);
      const email = `lean.shopper+${started.toString(36)}@example.com`;
      const next = 'a-lean-new-password';
      await step('register: back on the login form with the spec’s message', async () => {
        await visit(page, '/register');
        const form = main(page).getByRole('form', { name: 'Create an account' });
        await form.getByLabel('Email', { exact: true }).fill(email);
        await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
        await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
        await form.getByRole('checkbox', { name: /I agree to the Terms/ }).check();
        await form.getByRole('button', { name: 'Create account' }).click();
        await visible(main(page).getByText('Registration successful! Please log in.'));
        await expectNoJunk(page);
      });
      await step('a wrong password, then the right one', async () => {
        await signInAs(page, { email, password: 'not-the-password' });
        await visible(main(page).getByText('Invalid email or password.'));
        await signInAs(page, { email });
        await visible(main(page).getByText('Login successful! Redirecting...'));
        await page.waitForURL((url) => url.pathname === '/');
        await signOut(page);
      });
      await step('forgot and reset the password with the code from the outbox, then sign in with it', async () => {
        await visit(page, '/account?mode=forgot');
        const forgot = main(page).getByRole('form', { name: 'Forgot password' });
        await forgot.getByLabel('Email', { exact: true }).fill(email);
        await forgot.getByRole('button', { name: 'Send reset code' }).click();
        await visible(main(page).getByText('If that account exists, a code will be sent shortly.'));
        const code = await outboxCode(email);
        const reset = main(page).getByRole('form', { name: 'Reset password' });
        await reset.getByLabel('Reset code', { exact: true }).fill(code);
        await reset.getByLabel('New password', { exact: true }).fill(next);
        await reset.getByLabel('Confirm new password', { exact: true }).fill(next);
        await reset.getByRole('button', { name: 'Reset password' }).click();
        await visible(main(page).getByText('Password reset successful! You can now log in.'));
        await expectNoJunk(page);
        await visit(page, '/login');
        await signInAs(page, { email, password: next });
        await visible(main(page).getByText('Login successful! Redirecting...'));
        await page.waitForURL((url) => url.pathname === '/');
        // Home: the hero from slides without sort_order or is_active.
        await loaded(
          page
            .getByRole('region', { name: 'Featured products' })
            .getByRole('group', { name: /^1 of \d+$/ })
            .locator('img'),
        );
        await expectNoJunk(page);
      });
      const title = `Even better in the harmattan ${started.toString(36)}`;
      await step(
        'review a product: thanked, and the reviews show (Anonymous where the host sent no name)',
        async () => {
          await visit(page, '/product/1');
          const form = main(page).getByRole('form', { name: 'Write a review' });
          // The stars are drawn over their radios: by keyboard, as the storefront journey does.
          await form.getByRole('radio', { name: '4 stars' }).focus();
          await page.keyboard.press('Space');
          expect(await form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
          await form.getByLabel('Title').fill(title);
          await form.getByLabel('Your review').fill('Soft skin in a week, and no grease on my clothes.');
          await form.getByRole('button', { name: 'Submit review' }).click();
          await visible(form.getByText('Thanks for your review!'));
          // A review sent opens the reviews (Hide reviews).
          await visible(main(page).getByRole('button', { name: 'Hide reviews' }));
          await visible(main(page).getByRole('heading', { name: title }));
          const { reviews = [] } = await apiGet<{ reviews?: Array<{ title?: string | null; author_name?: string }> }>(
            '/products/1?include_reviews=true&reviews_page=1&reviews_per_page=10',
          );
          const unnamed = reviews.filter((review) => !review.author_name).length;
          expect(unnamed).toBeGreaterThan(0);
          await expect
            .poll(() => main(page).getByRole('article', { name: 'Review by Anonymous' }).count())
            .toBe(unnamed);
          await expectNoJunk(page);
        },
      );
      await step('the listing searched, page 2 (its pagination without page): counted from 21', async () => {
        const { pagination } = await apiGet<{ pagination: { total: number } }>('/products?q=skin&per_page=1');
        await visit(page, '/products?q=skin&page=2');
        await expect
          .poll(() =>
            main(page)
              .getByText(/^Showing \d+–\d+ of \d+$/)
              .textContent(),
          )
          .toBe(`Showing 21–${Math.min(40, pagination.total)} of ${pagination.total}`);
        expect(await main(page).getByRole('checkbox', { name: 'In stock only' }).count()).toBe(0);
        await expectNoJunk(page);
      });
      const paid = await step('pickup, paid on the server’s payment page', async () => {
        await addToCart(page, 1);
        await expectNoJunk(page);
        return settle(page, await payNow(page, 'pickup'), 'paid', email);
      });
      await expectNoJunk(page);
      const declined = await step(
        'a foundation, no shade to choose and no stock line; delivery, declined',
        async () => {
          await visit(page, `/product/${seeded.shaded.id}`);
          await visible(main(page).getByRole('button', { name: 'Add to Cart' }));
          await expect.poll(() => variantChoice(page).count()).toBe(0);
          expect(await stockLine(page).count()).toBe(0);
          await expectNoJunk(page);
          await addToCart(page, seeded.shaded.id);
          return settle(page, await payNow(page, 'delivery'), 'declined', email);
        },
      );
      await expectNoJunk(page);
      await step('the orders list (a bare array): failed and paid, dated today in Lagos, totals in naira', async () => {
        await main(page).getByRole('link', { name: 'View your orders' }).click();
        await page.waitForURL((url) => url.pathname === '/orders');
        expect(await orderRows(page, 2)).toEqual([
          { label: `Order #${declined}`, status: 'Failed' },
          { label: `Order #${paid}`, status: 'Paid' },
        ]);
        const rows = main(page).getByRole('list', { name: 'Orders' }).getByRole('listitem');
        const days = minutesSince(started, 'short');
        for (const row of [rows.nth(0), rows.nth(1)]) {
          expect(days).toContain(await row.locator('time').textContent());
        }
        const { price } = await apiGet<{ price: number | string }>('/products/1');
        const total = rows.nth(1).getByText(/^₦[\d,]+(\.\d\d)?$/);
        expect(naira(await total.textContent())).toBe(naira(String(price)));
        await expectNoJunk(page);
      });
      await step('the paid order: placed today at the time it was, in Lagos; its total in naira', async () => {
        const row = main(page).getByRole('list', { name: 'Orders' }).getByRole('listitem').nth(1);
        await row.getByRole('link', { name: /View details/ }).click();
        await visible(main(page).getByRole('heading', { name: `Order #${paid}` }));
        const placed = main(page)
          .getByText(/^Placed /)
          .locator('time');
        expect(minutesSince(started, 'short-time')).toContain(await placed.textContent());
        await visible(
          main(page)
            .getByText(/^₦[\d,]+(\.\d\d)?$/)
            .first(),
        );
        await expectNoJunk(page);
      });
    },
  );

  it(
    'an admin: the dashboard, a product made, edited, given and stripped of an image and a review, deleted; a slide; orders; a role; sessions revoked',
    { timeout: 120_000 },
    async () => {
      const page = await newPage(ELSEWHERE);
      const name = `Lean Shea Butter ${Date.now().toString(36)}`;
      await step('sign in at /admin: the dashboard, without a Low stock card', async () => {
        await openDashboard(page);
        expect(await page.getByRole('region', { name: 'Low stock' }).count()).toBe(0);
        await expectNoJunk(page);
      });
      const id = await step('create a product: its page opens, from {"product":{"id":N}}', async () => {
        await visit(page, '/admin/create');
        const form = page.getByRole('form', { name: 'Add product' });
        await form.getByLabel('Name (required)', { exact: true }).fill(name);
        await form.getByLabel('Price (₦) (required)', { exact: true }).fill('3500');
        await form.getByLabel('Category (required)', { exact: true }).fill('Body Lotion');
        await form
          .getByLabel('Subcategory (required)', { exact: true })
          .selectOption({ label: 'Skin Whitening Lotion' });
        await form.getByRole('button', { name: 'Create product' }).click();
        await page.waitForURL(/\/admin\/product\/\d+$/);
        await visible(main(page).getByRole('heading', { name, level: 1 }));
        await expectNoJunk(page);
        return Number(new URL(page.url()).pathname.split('/').pop());
      });
      await step('edit its price (no Stock and variants to fill)', async () => {
        await main(page).getByRole('button', { name: 'Edit' }).click();
        const edit = main(page).getByRole('form', { name: 'Edit product' });
        await visible(edit);
        expect(await edit.getByRole('group', { name: 'Stock and variants' }).count()).toBe(0);
        await edit.getByLabel('Price (₦) (required)', { exact: true }).fill('4200');
        await edit.getByRole('button', { name: 'Save' }).click();
        await expect.poll(() => edit.count()).toBe(0);
        await visible(main(page).getByText(/^₦4,200(\.00)?$/));
        await expectNoJunk(page);
      });
      await step('add an image, then delete it', async () => {
        const add = main(page).getByRole('form', { name: 'Add images' });
        await add
          .getByLabel('Image files', { exact: true })
          .setInputFiles({ name: 'shea.png', mimeType: 'image/png', buffer: PNG });
        await add.getByRole('button', { name: 'Add images' }).click();
        await visible(page.getByText('Images added.'));
        await visible(main(page).getByText('Image 1 of 1'));
        await main(page).getByRole('button', { name: 'Delete image' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete image' }).click();
        await visible(page.getByText('Image deleted.'));
        await visible(main(page).getByText('This product has no images yet.'));
      });
      await step('delete a review of it (posted by a shopper first)', async () => {
        const review = 'Rich but light';
        await asAccount('customer@example.com', 'POST', `/products/${id}/reviews`, {
          rating: 5,
          title: review,
          body: 'Lovely.',
        });
        await page.reload();
        const reviews = main(page).getByRole('list', { name: 'Reviews' });
        await visible(reviews.getByText(review));
        await expectNoJunk(page);
        await reviews.getByRole('button', { name: new RegExp(`^Delete review by .*: ${review}$`) }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete review' }).click();
        await visible(page.getByText('Review deleted.'));
        await visible(main(page).getByText('No reviews yet.'));
      });
      await step('delete the product: back on the products list', async () => {
        await main(page).getByRole('button', { name: 'Delete product' }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete product' }).click();
        await page.waitForURL((url) => url.pathname === '/admin/products');
        await visible(page.getByText('Product deleted.'));
        await visible(main(page).getByText(/^Showing \d+–\d+ of \d+$/));
        expect(await main(page).getByRole('checkbox', { name: 'Low stock only' }).count()).toBe(0);
        await expectNoJunk(page);
        expect((await fetch(`${host.api}/products/${id}`)).status).toBe(404);
      });
      await step('create a slide, then update it', async () => {
        const heading = 'Lean Harmattan Edit';
        await visit(page, '/admin/carousels');
        const form = page.getByRole('form', { name: 'Add a slide' });
        await form.getByLabel('Heading (required)').fill(heading);
        await form
          .getByLabel('Or upload an image')
          .setInputFiles({ name: 'harmattan.png', mimeType: 'image/png', buffer: PNG });
        await form.getByLabel('Image description').fill('A jar of shea butter in warm light');
        await form.getByRole('button', { name: 'Add slide' }).click();
        await visible(page.getByText(`“${heading}” was added. It now shows on the home page.`));
        const list = page.getByRole('list', { name: 'Active slides', exact: true });
        await list.getByRole('button', { name: `Edit ${heading}` }).click();
        const edit = page.getByRole('form', { name: `Edit ${heading}` });
        await edit.getByLabel('Subtitle').fill('New this season');
        await edit.getByRole('button', { name: 'Save changes' }).click();
        await visible(page.getByText(`“${heading}” was updated.`));
        await expectNoJunk(page);
      });
      await step('fulfil, cancel and refund orders', async () => {
        const fulfilled = await fulfilOrder(page, 'paid');
        await expectNoJunk(page);
        const refunded = await refundOrder(page, 'paid');
        const cancelled = await cancelOrder(page, 'pending');
        expect(new Set([fulfilled, refunded, cancelled]).size).toBe(3);
        await expectNoJunk(page);
      });
      await step('make the customer an admin, then revoke their sessions', async () => {
        await makeAdmin(page, 'customer@example.com');
        await expectNoJunk(page);
        const panel = page.getByRole('region', { name: 'Customer details' });
        await panel.getByRole('button', { name: 'Revoke Sessions' }).click();
        await page
          .getByRole('alertdialog', { name: 'Revoke sessions for customer@example.com?' })
          .getByRole('button', { name: 'Revoke Sessions' })
          .click();
        await visible(page.getByText('Every session of customer@example.com has ended.'));
        await expectNoJunk(page);
      });
    },
  );
});
