/** The admin dashboard in Chromium: sign in at /admin, change the window, see figures and URL follow, the chart drawn. */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentUrl, mockReady, useBrowser } from './support/browser';
import { signInAs } from './support/session';
import { intlUses, recordIntlUses } from './support/intl-uses';
import { recordStorageOpening, storageOpening } from './support/storage-opening';

const browser = useBrowser();

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString().slice(0, 10);

/** The figure under a label in the window summary. */
function gross(page: Page) {
  return page
    .getByRole('region', { name: 'In this range' })
    .locator('dt', { hasText: /^Gross$/ })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();
}

/** How many pixels of the chart's canvas are not blank. */
function drawnPixels(page: Page) {
  return page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="revenue-chart-canvas"] canvas');
    if (!canvas || canvas.width === 0) return 0;
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let drawn = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) drawn++;
    return drawn;
  });
}

/** Opens `path` (a page with a sign-in form) and signs the admin in there. */
async function openAsAdmin(page: Page, path: string) {
  await page.goto(path);
  await mockReady(page);
  await signInAs(page, 'admin');
  return page.getByRole('main');
}

const PHONE = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true };

/** A phone's new context (`prepare` runs on it first: a recorder), signed in as the admin. */
async function signedInOnPhone(prepare?: (context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext(PHONE);
  await prepare?.(context);
  const page = await context.newPage();
  const main = await openAsAdmin(page, '/login');
  await page.waitForURL((url) => url.pathname !== '/login');
  return { context, page, main };
}

/** A phone's context with the admin's session and a cold HTTP cache, as on a first visit of the day. */
async function signedInColdOnPhone(): Promise<BrowserContext> {
  const signedIn = await signedInOnPhone();
  const context = await browser.newContext({ ...PHONE, storageState: await signedIn.context.storageState() });
  await signedIn.context.close();
  return context;
}

describe('the admin dashboard', () => {
  it('signs in at /admin, follows the range in the URL, and draws the chart', async () => {
    const page = await browser.newPage();
    const main = await openAsAdmin(page, '/admin');

    await expect
      .poll(() => page.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect.poll(() => gross(page), { timeout: 15_000 }).toMatch(/^₦/);
    const month = await gross(page);
    await expect.poll(() => drawnPixels(page), { timeout: 15_000 }).toBeGreaterThan(500);
    expect(currentUrl(page)).toBe('/admin');

    await main.getByRole('button', { name: 'Last 7 days' }).click();
    await page.waitForURL((url) => url.pathname === '/admin' && url.search === '?range=7d');
    await expect.poll(() => gross(page), { timeout: 15_000 }).not.toBe(month);
    const week = await gross(page);
    expect(await main.getByText('vs previous 7 days', { exact: false }).isVisible()).toBe(true);

    const from = daysAgo(20);
    const to = daysAgo(10);
    await main.getByRole('button', { name: 'Custom range' }).click();
    const form = main.getByRole('form', { name: 'Custom range' });
    await form.getByLabel('From').fill(from);
    await form.getByLabel('To').fill(to);
    await form.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === from && url.searchParams.get('to') === to);
    await expect
      .poll(() => main.getByText('vs previous 11 days', { exact: false }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await gross(page)).not.toBe(week);
    await expect.poll(() => drawnPixels(page), { timeout: 15_000 }).toBeGreaterThan(500);

    // From after to: an inline error, and the URL stays.
    await form.getByLabel('From').fill(to);
    await form.getByLabel('To').fill(from);
    await form.getByRole('button', { name: 'Apply' }).click();
    expect(await form.getByRole('alert').textContent()).toBe('The from date must be on or before the to date.');
    expect(currentUrl(page)).toBe(`/admin?from=${from}&to=${to}`);

    // The chart holds at a phone's width.
    await page.setViewportSize({ width: 320, height: 800 });
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            document
              .querySelector<HTMLCanvasElement>('[data-testid="revenue-chart-canvas"] canvas')
              ?.getBoundingClientRect().width ?? 0,
        ),
      )
      .toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  it('on a phone: a slow answer shows the heading, the window and skeletons; the chart is drawn once near the screen', async () => {
    const { page, main } = await signedInOnPhone();

    // The figures come 3 s late (a QA scenario): after a second, the heading, the chosen window and
    // skeletons show.
    await page.goto('/admin?scenario=getAdminOverview:slow');
    await expect
      .poll(() => main.getByRole('heading', { name: 'Dashboard', level: 1 }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await main.getByText(/^Last 30 days · \d{1,2} \w{3} \d{4} – \d{1,2} \w{3} \d{4}$/).isVisible()).toBe(true);
    expect(await main.getByRole('status', { name: 'Loading dashboard' }).isVisible()).toBe(true);
    expect(await main.getByRole('region', { name: 'In this range' }).count()).toBe(0);
    // Where the skeleton draws the eight figures' cards, the orders card, the chart's card and the
    // first list, they come: nothing jumps.
    const placeholders = await main
      .getByRole('status', { name: 'Loading dashboard' })
      .locator('.ring-1')
      .evaluateAll((cards) => cards.slice(0, 11).map((card) => Math.round(card.getBoundingClientRect().top)));

    await expect.poll(() => gross(page), { timeout: 15_000 }).toMatch(/^₦/);
    const top = (locator: Locator) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));
    const chart = main.getByRole('region', { name: 'Net revenue over time' });
    const firstList = main.getByRole('region', { name: 'Top products by revenue' });
    const figures = await main
      .locator('section dl > div')
      .evaluateAll((cards) => cards.slice(0, 9).map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(figures).toHaveLength(9);
    expect([...figures, await top(chart), await top(firstList)]).toEqual(placeholders);
    // The chart is far below the fold on a phone: not drawn yet.
    expect(await chart.evaluate((el) => el.getBoundingClientRect().top > innerHeight + 200)).toBe(true);
    await page.waitForTimeout(500);
    expect(await page.locator('[data-testid="revenue-chart-canvas"]').count()).toBe(0);
    // Scrolled to, it is drawn, in the room its box kept for it: the lists under it stay put.
    const listTop = await firstList.evaluate((element) => Math.round(element.getBoundingClientRect().top + scrollY));
    await chart.scrollIntoViewIfNeeded();
    await expect.poll(() => drawnPixels(page), { timeout: 15_000 }).toBeGreaterThan(500);
    expect(await firstList.evaluate((element) => Math.round(element.getBoundingClientRect().top + scrollY))).toBe(
      listTop,
    );
  });

  it('on a phone: draws its figures without starting the locale library; the chart starts it once near', async () => {
    const { page, main } = await signedInOnPhone(recordIntlUses);

    // The mock's devtools (a tool for developers, mounted when the page is idle) stay out of it.
    await page.goto('/admin?devtools=off');
    await expect.poll(() => gross(page), { timeout: 15_000 }).toMatch(/^₦/);
    expect(await main.getByText(/^Last 30 days · \d{1,2} \w{3,4} \d{4} – \d{1,2} \w{3,4} \d{4}$/).isVisible()).toBe(
      true,
    );
    expect(
      await main
        .getByRole('list', { name: 'Recent orders' })
        .getByText(/\d{1,2} \w{3,4} \d{4}/)
        .count(),
    ).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(await page.locator('[data-testid="revenue-chart-canvas"]').count()).toBe(0);
    expect(await intlUses(page)).toEqual([]);

    // uPlot makes its formatters when its module loads: the chart, scrolled to, starts the library.
    await main.getByRole('region', { name: 'Net revenue over time' }).scrollIntoViewIfNeeded();
    await expect.poll(() => drawnPixels(page), { timeout: 15_000 }).toBeGreaterThan(500);
    expect((await intlUses(page)).length).toBeGreaterThan(0);
  });

  it('signed in: paints the heading and the window first, then asks for the mock, its chunks side by side', async () => {
    const context = await signedInColdOnPhone();
    // When each module preload is put in the page: what the app controls (when the browser then
    // fetches a low-priority preload depends on what else it is fetching).
    await context.addInitScript(() => {
      const added: { href: string; at: number }[] = [];
      (window as unknown as { preloadsAdded: typeof added }).preloadsAdded = added;
      new MutationObserver((records) => {
        const at = performance.now();
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') added.push({ href: node.href, at });
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    await page.goto('/admin?devtools=off');
    await expect.poll(() => gross(page), { timeout: 15_000 }).toMatch(/^₦/);
    const seen = await page.evaluate(async () => {
      const largest = await new Promise<PerformanceEntry[]>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries())).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      });
      const last = largest.at(-1) as PerformanceEntry & { element: Element | null };
      const names = document.querySelector('meta[name="mock-chunks"]')?.getAttribute('content')?.split(' ') ?? [];
      const added = (window as unknown as { preloadsAdded: { href: string; at: number }[] }).preloadsAdded;
      return {
        largest: { at: last.startTime, text: last.element?.textContent },
        chunks: names.map((name) => {
          const href = new URL(name, location.href).href;
          const load = performance.getEntriesByName(href)[0] as PerformanceResourceTiming | undefined;
          return { name, asked: added.find((link) => link.href === href)?.at ?? NaN, fetched: load?.startTime ?? NaN };
        }),
      };
    });
    // The page's largest text is the window line, drawn before the figures came.
    expect(seen.largest.text).toMatch(/^Last 30 days · /);
    expect(seen.chunks.length).toBeGreaterThanOrEqual(3);
    // Each asked for after that paint, and all at once: side by side, not each by the import of
    // the part before. (The time is when the page saw the link, a few ms after it was added.)
    for (const chunk of seen.chunks) {
      expect(chunk.asked, chunk.name).toBeGreaterThan(seen.largest.at);
      expect(chunk.fetched, chunk.name).toBeGreaterThan(seen.largest.at);
    }
    const asked = seen.chunks.map((chunk) => chunk.asked);
    expect(Math.max(...asked) - Math.min(...asked)).toBeLessThan(5);
    await context.close();
  });

  it('signed in: asks for the typefaces only once the figures have come, and then gets them', async () => {
    // The typefaces are fetched, not taken from the sign-in page's visit.
    const context = await signedInColdOnPhone();
    const page = await context.newPage();
    await page.goto('/admin?devtools=off');
    await expect.poll(() => gross(page), { timeout: 15_000 }).toMatch(/^₦/);
    const times = () =>
      page.evaluate(() => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          figuresIn: entries.find((entry) => entry.name.includes('/api/admin/overview'))?.responseEnd ?? NaN,
          typefacesAsked: entries.filter((entry) => entry.name.endsWith('.woff2')).map((entry) => entry.startTime),
        };
      });
    await expect.poll(async () => (await times()).typefacesAsked.length, { timeout: 15_000 }).toBe(2);
    const { figuresIn, typefacesAsked } = await times();
    for (const asked of typefacesAsked) expect(asked).toBeGreaterThan(figuresIn);
    const loaded = () =>
      page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family));
    await expect.poll(loaded, { timeout: 15_000 }).toContain('Source Sans 3 Variable');
    await context.close();
  });

  it('signed in: opens localStorage (its tokens, the mock data) in a task of its own, before the first render reads it', async () => {
    const { context, page } = await signedInOnPhone(recordStorageOpening);
    await page.goto('/admin?devtools=off');
    await expect.poll(() => gross(page), { timeout: 15_000 }).toMatch(/^₦/);
    expect(await storageOpening(page)).toEqual({ opened: true, readsInTask: [] });
    await context.close();
  });
});

describe('the admin dashboard on any date and window: the skeleton keeps the room its figures take', () => {
  /** Where each of the skeleton's cards (the figures, the orders card, the chart, the first list) is, then where each of those comes. */
  async function placesOf(page: Page, path: string) {
    await page.goto(path);
    const main = page.getByRole('main');
    const skeleton = main.getByRole('status', { name: 'Loading dashboard' });
    await skeleton.waitFor({ timeout: 15_000 });
    const placeholders = await skeleton
      .locator('.ring-1')
      .evaluateAll((cards) => cards.slice(0, 11).map((card) => Math.round(card.getBoundingClientRect().top)));
    await expect.poll(() => gross(page), { timeout: 15_000 }).toMatch(/^₦/);
    const landed = await main.evaluate((element) => {
      const top = (el: Element | null) => (el ? Math.round(el.getBoundingClientRect().top) : NaN);
      return [
        ...[...element.querySelectorAll('section dl > div')].map(top),
        top(element.querySelector('[aria-labelledby="dashboard-chart-title"]')),
        top(element.querySelector('[aria-labelledby="dashboard-top-title"]')),
      ];
    });
    return { placeholders, landed };
  }

  it('on a phone and a desktop, on 1 December, at the new year and with no orders in the window, for every window', async () => {
    // The seed made around 1 December 2026, the admin signed in on a later clock: the session holds
    // on every date before it, so one context serves them all.
    const phone = await browser.newContext(PHONE);
    const page = await phone.newPage();
    await page.goto('/login?clock=2026-12-01T12:00');
    await mockReady(page);
    await openAsAdmin(page, '/login?clock=2027-06-15T12:00');
    await page.waitForURL((url) => url.pathname !== '/login');
    const desktop = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      storageState: await phone.storageState(),
    });

    const slow = 'scenario=getAdminOverview:slow';
    const newYear = 'clock=2027-01-01T00:30';
    const december = 'clock=2026-12-01T12:00';
    const cases: [BrowserContext, string][] = [
      // 1 December: each window; a custom one over the year's end.
      [phone, `/admin?${december}&${slow}`],
      [phone, `/admin?${december}&${slow}&range=7d`],
      [phone, `/admin?${december}&${slow}&from=2026-11-20&to=2027-01-05`],
      // Half an hour into 2027 (UTC, the API's days): the last 7 and 30 days hold no orders, the 90 days some.
      [phone, `/admin?${newYear}&${slow}&range=7d`],
      [phone, `/admin?${newYear}&${slow}`],
      [phone, `/admin?${newYear}&${slow}&range=90d`],
      [desktop, `/admin?${december}&${slow}`],
      [desktop, `/admin?${newYear}&${slow}&range=90d`],
    ];
    // One tab a screen, each window in turn: where the skeleton put each card, the card comes.
    const tabs = new Map([
      [phone, page],
      [desktop, await desktop.newPage()],
    ]);
    for (const [context, path] of cases) {
      const { placeholders, landed } = await placesOf(tabs.get(context)!, path);
      const where = `${context === phone ? 'phone' : 'desktop'} ${path}`;
      expect(landed, where).toHaveLength(11);
      expect(landed, where).toEqual(placeholders);
    }
    await desktop.close();
    await phone.close();
  });
});
