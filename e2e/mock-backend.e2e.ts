/** The mock backend in a real browser: offline, stateful, persistent, resettable. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, mockReady, useBrowser } from './support/browser';

const browser = useBrowser();

const api = callApi;

async function openStore(page: Page) {
  await page.goto('/');
  await mockReady(page);
}

describe('the mock backend in the browser', () => {
  it('serves the seeded store with no request leaving the machine', async () => {
    const page = await browser.newPage();
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:') outside.push(request.url());
    });
    await openStore(page);
    await page.getByRole('banner').waitFor();
    const products = await api(page, '/products?per_page=1');
    expect(products.body?.pagination.total).toBe(69);
    await page.waitForLoadState('networkidle');
    expect(outside).toEqual([]);
  });

  it('keeps a change across a reload', async () => {
    const page = await browser.newPage();
    await openStore(page);
    const created = await api(page, '/register', {
      method: 'POST',
      json: { email: 'reload@example.com', password: 'longenough' },
    });
    expect(created.status).toBe(201);
    await page.reload();
    expect((await mockReady(page)).source).toBe('restored');
    const login = await api(page, '/login', {
      method: 'POST',
      json: { email: 'reload@example.com', password: 'longenough' },
    });
    expect(login.status).toBe(200);
  });

  it('keeps a change made just before the tab is killed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openStore(page);
    const created = await api(page, '/register', {
      method: 'POST',
      json: { email: 'crash@example.com', password: 'longenough' },
    });
    expect(created.status).toBe(201);
    // Kill the renderer: no unload, no pagehide.
    const cdp = await context.newCDPSession(page);
    const crashed = new Promise((resolve) => page.once('crash', resolve));
    // Page.crash kills the renderer and never answers: wait for the crash itself.
    void cdp.send('Page.crash').catch(() => undefined);
    await crashed;
    const next = await context.newPage();
    await openStore(next);
    const login = await api(next, '/login', {
      method: 'POST',
      json: { email: 'crash@example.com', password: 'longenough' },
    });
    expect(login.status).toBe(200);
  });

  it('keeps an uploaded image across a reload and serves it back', async () => {
    const page = await browser.newPage();
    await openStore(page);
    const { body } = await api(page, '/login', {
      method: 'POST',
      json: { email: 'admin@example.com', password: 'password123' },
    });
    const token = body!.access_token as string;
    const imageUrl = await page.evaluate(async (token) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        name: 'Upload test cream',
        price: '2500',
        category: 'face-cream',
        subcategory: 'face-smoothening-cream',
      }))
        form.set(k, v);
      form.append(
        'images',
        new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'pack-shot.png', { type: 'image/png' }),
      );
      const response = await fetch('/api/products', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      return ((await response.json()) as { images: string[] }).images[0]!;
    }, token);
    expect(imageUrl).toMatch(/^\/mock-uploads\//);
    await page.reload();
    await mockReady(page);
    const bytes = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        bytes: [...new Uint8Array(await response.arrayBuffer())],
      };
    }, imageUrl);
    expect(bytes).toEqual({ status: 200, type: 'image/png', bytes: [137, 80, 78, 71, 13, 10, 26, 10] });
  });

  it('goes back to the seed on reset', async () => {
    const page = await browser.newPage();
    await openStore(page);
    await api(page, '/register', { method: 'POST', json: { email: 'reset@example.com', password: 'longenough' } });
    await page.evaluate(() =>
      (window as unknown as { __mockBackend: { reset: () => Promise<void> } }).__mockBackend.reset(),
    );
    await page.reload();
    await mockReady(page);
    const login = await api(page, '/login', {
      method: 'POST',
      json: { email: 'reset@example.com', password: 'longenough' },
    });
    expect(login.status).toBe(401);
    const seeded = await api(page, '/login', {
      method: 'POST',
      json: { email: 'customer@example.com', password: 'password123' },
    });
    expect(seeded.status).toBe(200);
  });

  it('answers a malformed request with a documented 400, in the browser too', async () => {
    const page = await browser.newPage();
    await openStore(page);
    const response = await api(page, '/products?per_page=500');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_payload', fields: { per_page: expect.any(String) } });
  });

  it('raises no page error when its worker’s update is refused (msw does not wait for it), and still raises others', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openStore(page);
    // What Chromium rejects msw's `registration.update()` with when the page is left meanwhile.
    const refusal = "Failed to update a ServiceWorker for scope ('/') with script ('/mockServiceWorker.js'): Not found";
    await page.evaluate((message) => {
      void Promise.reject(new DOMException(message, 'NotFoundError'));
      void Promise.reject(new Error('another failure'));
    }, refusal);
    await expect.poll(() => errors).toContain('another failure');
    expect(errors).not.toContain(refusal);
  });
});

describe('two tabs on the mock backend', () => {
  it('knows in one tab the session created in the other', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    const second = await context.newPage();
    await openStore(first);
    await openStore(second);
    const login = await api(first, '/login', {
      method: 'POST',
      json: { email: 'customer@example.com', password: 'password123' },
    });
    const token = login.body!.access_token as string;
    await expect.poll(async () => (await api(second, '/me', { token })).status, { timeout: 10_000 }).toBe(200);
  });
});
