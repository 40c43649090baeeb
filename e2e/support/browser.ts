/** The tests' pinned Chromium (scripts/lib/test-browser.mjs), driven by playwright-core. */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, testBrowserLaunch } from '../../scripts/lib/chromium';
import { clockOffset, onRunClock } from './clock';

/** A browser whose every context runs on the run's fixed clock (e2e/support/clock.ts). */
export async function launchChromium(): Promise<Browser> {
  return onRunClock(await chromium.launch(testBrowserLaunch(CHROMIUM_ARGS)), clockOffset());
}

/** One browser for the file; call `newPage()` for a fresh, isolated context. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    await browser?.close();
  });
  return {
    baseUrl: () => inject('baseUrl'),
    async newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
      const context = await browser.newContext({ ...options, baseURL: inject('baseUrl') });
      contexts.push(context);
      return context;
    },
    async newPage(): Promise<Page> {
      const context = await this.newContext();
      return context.newPage();
    },
  };
}

/**
 * Waits until the in-browser mock backend answers. It starts on the first request or the first
 * sign of a person (src/main.tsx): a page that needs no data (a fresh prerendered page, the sign-in
 * forms) gets a pointer move. MSW reloads a page that opened while its new service worker was
 * still installing, which destroys the context being waited in: wait again.
 */
export async function mockReady(page: Page): Promise<{ readyMs: number; source: string }> {
  const until = Date.now() + 30_000;
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  for (;;) {
    try {
      const handle = await page.waitForFunction(
        () => (window as unknown as { __mockReady?: unknown }).__mockReady,
        undefined,
        { timeout: Math.max(1, until - Date.now()) },
      );
      const readiness = (await handle.jsonValue()) as { readyMs: number; source: string };
      await typefacesIn(page);
      return readiness;
    } catch (error) {
      const navigated = error instanceof Error && /Execution context was destroyed|navigation/i.test(error.message);
      if (!navigated || Date.now() >= until) throw error;
      // As `page.goto` does: the reloaded page's style sheets and images are in.
      await page.waitForLoadState('load').catch(() => undefined);
    }
  }
}

/**
 * Waits (at most 5 s, then goes on) until the brand's typefaces are in or have failed. They come
 * after the first render (src/boot/fonts.ts) and redraw the text: a click while they swap can have
 * its press on a button and its release beside it, when the button has moved, and no click at all.
 */
export async function typefacesIn(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => {
        const faces = [...document.fonts];
        const text = faces.find((face) => face.family === 'Source Sans 3 Variable');
        return (
          (text?.status === 'loaded' || text?.status === 'error') && faces.every((face) => face.status !== 'loading')
        );
      },
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/**
 * The one way a journey reads where the app is: the path, search and hash as the address bar shows
 * them after the origin (`/products?category=face-cream`). Unit tests have `currentUrl(router)`
 * (src/testing/render-app.tsx); to wait for a place, `page.waitForURL`.
 */
export function currentUrl(page: Page): string {
  const { pathname, search, hash } = new URL(page.url());
  return pathname + search + hash;
}

/** Calls the mock API from inside the page, as the app would. */
export function callApi(page: Page, path: string, init: { method?: string; json?: unknown; token?: string } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const headers: Record<string, string> = {};
      if (init.json !== undefined) headers['Content-Type'] = 'application/json';
      if (init.token) headers.Authorization = `Bearer ${init.token}`;
      const response = await fetch(`/api${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, any> | null };
    },
    { path, init },
  );
}
