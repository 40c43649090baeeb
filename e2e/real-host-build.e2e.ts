/** A build pointed at a real host carries no mock code, calls that host, and has its own CSP. */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../mocks/db';
import { seedDatabase } from '../mocks/seed';
import { createMockHttpServer } from '../mocks/server';
import { launchChromium } from './support/browser';
import { firstDownload } from './support/first-download';

/** Beside the e2e build's folder when E2E_OUT_DIR names one, so two runs side by side do not share it. */
const OUT = process.env.E2E_OUT_DIR ? `${process.env.E2E_OUT_DIR}-real-host` : 'dist-real-host';
const HOST = 'https://api.beautystars.test';

/** The built index.html's Content-Security-Policy, directive by directive. */
function cspOf(html: string): Record<string, string[]> | null {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  if (!policy) return null;
  return Object.fromEntries(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...sources]) => [name!, sources]));
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.map': 'application/json' };

/** Serves the build as a static host would (unknown paths get index.html), on a free port. */
function serve(root: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('a production build for a real host', () => {
  let code = '';
  let files: string[] = [];
  let html = '';
  beforeAll(() => {
    const build = spawnSync('./node_modules/.bin/vite', ['build', '--logLevel', 'error', '--outDir', OUT], { env: { ...process.env, NODE_ENV: 'production', VITE_API_BASE_URL: HOST }, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    files = readdirSync(join(OUT, 'assets')).filter((f) => f.endsWith('.js'));
    code = files.map((f) => readFileSync(join(OUT, 'assets', f), 'utf8')).join('\n');
    html = readFileSync(join(OUT, 'index.html'), 'utf8');
  });
  afterAll(() => rmSync(OUT, { recursive: true, force: true }));

  it('contains no mock backend code', () => {
    const found = ['mockServiceWorker', 'bs-mock-db', 'password reset code is', '[MSW]', 'setupWorker'].filter((marker) => code.includes(marker));
    expect(found).toEqual([]);
    expect(files.some((f) => f.startsWith('browser'))).toBe(false);
    expect(existsSync(join(OUT, 'mockServiceWorker.js'))).toBe(false);
  });

  it('contains no simulated payment page: the /mock-paystack route is there, its page is not', () => {
    // The route is in the route tree and answers not found (below, in Chromium); the page's code is not emitted.
    const words = ['This test payment page only works with the mock backend', 'Enter your card details to pay', 'Use the success card', '__paystack/transactions'];
    expect(words.filter((text) => code.includes(text))).toEqual([]);
    const sources = files.flatMap((file) => {
      const map = join(OUT, 'assets', `${file}.map`);
      return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources : [];
    });
    expect(sources.some((source) => source.endsWith('src/routes/mock-paystack.tsx'))).toBe(true);
    const simulated = /src\/features\/payment\/(mock-paystack-page|card-form|card-fields|test-cards|paystack-api|paystack-shell)\.tsx?$/;
    expect(sources.filter((source) => simulated.test(source))).toEqual([]);
  });

  it('sends its calls to the configured host', () => {
    expect(code.includes(HOST)).toBe(true);
  });

  it('sets a Content-Security-Policy that lets it call the API host, with no eval and no worker', () => {
    const csp = cspOf(html);
    expect(csp).not.toBeNull();
    expect(csp!['connect-src']).toEqual(["'self'", HOST]);
    expect(csp!['script-src']).toEqual(["'self'"]);
    expect(csp!['worker-src']).toEqual(["'none'"]);
    expect(csp!['object-src']).toEqual(["'none'"]);
  });

  it('downloads no admin page, chart or mock code before any page draws, and at most 150 kB of script (gzip)', () => {
    // What index.html loads and preloads is what every page waits for, whatever its route.
    const { files: first, maps, sources } = firstDownload(OUT);
    expect(first.length).toBeGreaterThanOrEqual(2);
    expect(maps.length).toBeGreaterThanOrEqual(2);
    expect(sources.some((source) => source.includes('src/main.tsx'))).toBe(true);
    // The route tree is in the entry: each admin route's definition, its search rules and the
    // dashboard's pending view. Its pages, tables, forms and chart load with the route.
    const routeParts = /src\/(routes\/admin(\/[^/]+)?\.tsx|features\/admin-[a-z-]+\/([a-z-]+-search\.ts|dashboard-values\.ts|dashboard-states\.tsx))$/;
    expect(sources.filter((source) => /src\/(features|routes)\/admin|(^|\/)mocks\/|uplot/.test(source) && !routeParts.test(source))).toEqual([]);
    const kilobytes = first.reduce((sum, file) => sum + gzipSync(readFileSync(join(OUT, 'assets', file)), { level: 9 }).length, 0) / 1000;
    expect(kilobytes).toBeLessThanOrEqual(150);
  });

  describe('in Chromium, served as a static host would', () => {
    let server: Server;
    let browser: Awaited<ReturnType<typeof launchChromium>>;
    beforeAll(async () => {
      server = await serve(OUT);
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
      await new Promise((resolve) => server?.close(resolve));
    });

    it('runs under its strict policy with no violation (the API host answers 503 here)', async () => {
      const context = await browser.newContext({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
      const violations: string[] = [];
      const apiCalls: string[] = [];
      await context.exposeBinding('__reportViolation', (_source, text: string) => void violations.push(text));
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
          report(`${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`);
        });
      });
      // The CSP allows the call; Playwright answers it, as a host that is down would.
      await context.route(`${HOST}/**`, (route) => {
        apiCalls.push(route.request().url());
        return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'unavailable', message: 'Down for maintenance.' }) });
      });
      const page = await context.newPage();
      for (const path of ['/', '/products', '/product/1', '/cart', '/login']) {
        await page.goto(path);
        await page.getByRole('banner').waitFor();
        await page.waitForLoadState('networkidle');
      }
      // No simulated payment page here: the path is not found.
      await page.goto('/mock-paystack?reference=BS-1&access_code=ac_1');
      await page.getByRole('heading', { name: 'We couldn’t find that page' }).waitFor();
      expect(await page.getByText('Test payment page unavailable').count()).toBe(0);
      expect(apiCalls.length).toBeGreaterThan(0);
      expect(violations).toEqual([]);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
      await context.close();
    });

    it('pointed at mock:server, pays an order on the server’s own payment page and comes back to the store', async () => {
      db.clear();
      await seedDatabase(db);
      const mock = createMockHttpServer();
      await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
      const mockOrigin = `http://127.0.0.1:${(mock.address() as AddressInfo).port}`;
      const store = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const context = await browser.newContext({ baseURL: store });
      try {
        // The build's API is HOST; here HOST is mock:server's /api (reached with the server's own Host).
        await context.route(`${HOST}/**`, async (route) => {
          const url = new URL(route.request().url());
          const response = await route.fetch({ url: `${mockOrigin}/api${url.pathname}${url.search}` });
          await route.fulfill({ response });
        });
        const violations: string[] = [];
        await context.exposeBinding('__reportViolation', (_source, text: string) => void violations.push(text));
        await context.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
            report(`${location.origin}${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'}`);
          });
        });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto('/login');
        const main = page.getByRole('main');
        await main.getByLabel('Email', { exact: true }).fill('customer@example.com');
        await main.getByLabel('Password', { exact: true }).fill('password123');
        await main.getByRole('button', { name: 'Log in', exact: true }).click();
        await page.waitForURL((url) => url.pathname === '/');

        await page.goto('/product/1');
        await main.getByRole('button', { name: 'Add to Cart' }).click();
        await page.waitForURL((url) => url.pathname === '/cart');
        await main.getByLabel('Contact name', { exact: true }).fill('Ada Obi');
        await main.getByLabel('Phone number', { exact: true }).fill('08031234567');
        await main.getByRole('button', { name: 'Pay Now' }).click();

        // A full navigation to the provider's page, on mock:server's origin: no script on it.
        await page.waitForURL((url) => url.origin === mockOrigin && url.pathname.startsWith('/paystack/checkout/'));
        const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
        const payment = page.getByRole('main', { name: 'Payment' });
        await payment.getByText('customer@example.com').waitFor();
        expect(await page.evaluate(() => document.scripts.length)).toBe(0);
        await payment.getByRole('link', { name: 'Use the success card' }).click();
        await page.waitForURL((url) => url.searchParams.get('card') === 'success');
        await payment.getByRole('button', { name: /^Pay ₦[\d,]+$/ }).click();

        await page.waitForURL((url) => url.origin === store && url.pathname === '/paystack/callback');
        expect(new URL(page.url()).searchParams.get('trxref')).toBe(reference);
        await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
        expect(db.orders.getBy('paystack_reference', reference)?.status).toBe('paid');
        expect(errors).toEqual([]);
        // The provider page's own policy lets its style and its form's way back to the store through.
        expect(violations).toEqual([]);
      } finally {
        await context.close();
        await new Promise((resolve) => mock.close(resolve));
      }
    });
  });
});
