/**
 * Hostile input in Chromium, on the built app (with its Content-Security-Policy) and the hostile
 * records of the default seed (mocks/seed/hostile.ts, docs/decisions/0018; the hostile slide is
 * inactive there, so its test opens `?data=hostile`, which turns it on):
 * - the seeded payloads show as text on every page that shows them, in the store and the admin;
 * - payloads typed into every input and put into URL parameters show as text too;
 * - nothing runs: `window.__xss` (set by every payload that runs) stays undefined, no dialog opens,
 *   and no element with an event handler, no `<img src=x>` and no inline `<script>` appears in the
 *   DOM (the CSP would block a handler that got in, so the tripwire alone could miss an injection);
 * - nothing overflows: the page is no wider than a 375 px phone or a 1280 px desktop;
 * - the open-redirect set for `?next=` never leaves the site after signing in;
 * - the CSP is in the built HTML, enforced, and a journey through the app raises no violation.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  HOSTILE,
  HOSTILE_CUSTOMER,
  HOSTILE_PRODUCT,
  HOSTILE_SLIDE,
  LONG_WORD,
  OPEN_REDIRECTS,
} from '../mocks/seed/hostile';
import { TOKEN_KEYS } from '../src/api/tokens';
import { useBrowser } from './support/browser';
import { open, PASSWORD, payWithCard, SUCCESS_CARD, waitVisible } from './support/catalogue-actions';
import { signInAs } from './support/session';

const browser = useBrowser();
const WIDTHS = [375, 1280] as const;
/** A 1×1 PNG, for the upload forms. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Guarded {
  context: BrowserContext;
  page: Page;
  /** window.alert/confirm/prompt messages: any is a payload that ran. */
  dialogs: string[];
  /** Uncaught errors in the page. */
  errors: string[];
  /** securitypolicyviolation events, from every page of the context. */
  violations: string[];
  /** Requests that went to evil.example (aborted). */
  offsite: string[];
}

/** A fresh context whose pages report dialogs, errors, CSP violations and requests to evil.example. */
async function guarded(viewport = { width: 1280, height: 800 }): Promise<Guarded> {
  const context = await browser.newContext();
  const g = { context, dialogs: [], errors: [], violations: [], offsite: [] } as unknown as Guarded;
  await context.exposeBinding('__reportViolation', (_source, text: string) => void g.violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportViolation: (text: string) => void }).__reportViolation;
      report(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} from ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  await context.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => {
      g.offsite.push(route.request().url());
      return route.abort();
    },
  );
  g.page = await context.newPage();
  await g.page.setViewportSize(viewport);
  g.page.on('dialog', (dialog) => {
    g.dialogs.push(dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
  g.page.on('pageerror', (error) => void g.errors.push(error.message));
  return g;
}

/** Nothing ran and nothing was injected as markup. */
async function expectInert(g: Guarded, where: string): Promise<void> {
  const state = await g.page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    injected: [
      ...document.querySelectorAll('[onerror], [onload], [onfocus], [onmouseover], img[src="x"], script:not([src])'),
    ].map((el) => el.outerHTML.slice(0, 80)),
    javascriptLinks: [...document.querySelectorAll('a[href]')]
      .map((a) => a.getAttribute('href')!)
      .filter((href) => /^\s*javascript:/i.test(href)),
  }));
  expect(state, where).toEqual({ xss: undefined, injected: [], javascriptLinks: [] });
  expect(g.dialogs, where).toEqual([]);
  expect(g.offsite, where).toEqual([]);
}

/** The page is no wider than the window. */
async function expectNoOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} at ${innerWidth} px`).toBeLessThanOrEqual(innerWidth);
}

/** Each element's text fits its box (it wraps instead of running out of it). */
async function expectTextFits(locator: Locator, where: string): Promise<void> {
  const overflowing = await locator.evaluateAll((elements) =>
    elements
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName} ${el.scrollWidth} > ${el.clientWidth}`),
  );
  expect(overflowing, where).toEqual([]);
}

const visible = (locator: Locator) => waitVisible(locator.first());

/** The hostile product's id, found the way a shopper finds it: by searching. */
async function hostileProductId(page: Page): Promise<number> {
  await open(page, '/products?q=banana%20glow');
  const card = page.getByRole('main').getByRole('link', { name: HOSTILE_PRODUCT.name }).first();
  await waitVisible(card);
  return Number((await card.getAttribute('href'))!.split('/').pop());
}

/** Calls the mock API from the page with the stored session. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async ({ path, key }) => {
      const response = await fetch(`/api${path}`, {
        headers: { Authorization: `Bearer ${localStorage.getItem(key)}` },
      });
      return (await response.json()) as T;
    },
    { path, key: TOKEN_KEYS.access },
  );
}

describe('hostile seed data on the store', () => {
  it('shows the hostile product and its reviews as text, and nothing overflows', { timeout: 120_000 }, async () => {
    const g = await guarded();
    const { page } = g;
    const id = await hostileProductId(page);
    const main = page.getByRole('main');

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });

      await open(page, '/products?q=banana%20glow');
      await visible(main.getByText(HOSTILE_PRODUCT.name, { exact: true }));
      await expectInert(g, `listing at ${width}`);
      await expectNoOverflow(page, 'listing');

      await open(page, `/product/${id}`);
      await visible(main.getByRole('heading', { level: 1, name: HOSTILE_PRODUCT.name }));
      await visible(main.getByText(HOSTILE.img, { exact: false }));
      expect(await main.getByText(LONG_WORD, { exact: false }).count()).toBeGreaterThan(0);
      await visible(main.getByText(HOSTILE_PRODUCT.highlight, { exact: true }));
      await main.getByRole('button', { name: 'Show reviews' }).click();
      const firstReview = main.getByRole('article', { name: `Review by ${HOSTILE.svg}` });
      await visible(firstReview.getByRole('heading', { name: HOSTILE.script }));
      await visible(firstReview.getByText(HOSTILE_PRODUCT.reviews[0].body, { exact: true }));
      await visible(
        main
          .getByRole('article', { name: 'Review by Ngozi <b>E.</b>' })
          .getByText(HOSTILE_PRODUCT.reviews[1].body, { exact: true }),
      );
      await visible(main.getByRole('article', { name: 'Review by Kemi A.' }).getByText(LONG_WORD, { exact: true }));
      // The image's alt is an attribute: the payload stays inside it.
      expect(await main.locator(`img[alt="${HOSTILE_PRODUCT.imageAlt.replace(/"/g, '\\"')}"]`).count()).toBeGreaterThan(
        0,
      );
      await expectInert(g, `product at ${width}`);
      await expectNoOverflow(page, 'product page');
    }
    expect(g.errors).toEqual([]);
  });

  it(
    'shows the hostile slide as text under data:hostile (the default seed keeps it off the home page), and its buttons stay on the site',
    { timeout: 120_000 },
    async () => {
      const g = await guarded();
      const { page } = g;
      // The default home page: six slides, none hostile (issue 34); the preset turns it on, seventh.
      await open(page, '/');
      const hero = page.getByRole('region', { name: 'Featured products' });
      await visible(hero.getByRole('group', { name: '1 of 6' }));
      expect(await hero.getByRole('heading', { name: HOSTILE_SLIDE.heading }).count()).toBe(0);
      await open(page, '/?data=hostile');
      // The preset is applied, and kept, once the hero shows its seventh slide: only then move on.
      await visible(hero.getByRole('group', { name: '1 of 7' }));
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await open(page, '/');
        if (width < 640) {
          // A phone has no dots (docs/decisions/0033-touch-targets-on-phones.md): paused, the
          // previous-slide arrow steps back from the first slide to the seventh.
          await hero.getByRole('button', { name: 'Pause slides' }).click();
          const counter = hero.getByText(/^\d+ \/ 7$/);
          for (let i = 0; i < 7 && (await counter.textContent()) !== '7 / 7'; i++) {
            const before = await counter.textContent();
            await hero.getByRole('button', { name: 'Previous slide' }).click();
            await expect.poll(() => counter.textContent()).not.toBe(before);
          }
        } else {
          await hero.getByRole('button', { name: `Go to slide 7: ${HOSTILE_SLIDE.heading}` }).click();
        }
        const slide = hero.getByRole('group', { name: '7 of 7' });
        await visible(slide.getByRole('heading', { name: HOSTILE_SLIDE.heading }));
        await visible(slide.getByText(HOSTILE_SLIDE.subtitle, { exact: true }));
        // Its buttons point at //evil.example and javascript:…; the store sends both to /products.
        expect(await slide.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
          '/products',
          '/products',
        ]);
        await expectTextFits(slide.locator('h2, p'), `slide text at ${width}`);
        await expectInert(g, `home at ${width}`);
        await expectNoOverflow(page, 'home');
      }

      // Following the hostile slide's buttons stays on the site.
      const slide = hero.getByRole('group', { name: '7 of 7' });
      await slide.getByRole('link', { name: 'Shop the brand' }).click();
      await page.waitForURL((url) => url.pathname === '/products');
      await expectInert(g, 'after the slide button');
      expect(g.errors).toEqual([]);
    },
  );

  it(
    'shows the hostile customer, their orders and the hostile product in the admin as text',
    { timeout: 120_000 },
    async () => {
      const g = await guarded();
      const { page } = g;
      await open(page, '/about-us');
      await signInAs(page, 'admin', { by: 'api' });
      const main = page.getByRole('main');

      await open(page, '/admin/users?q=simisola');
      const customer = main
        .getByRole('list', { name: 'Customers' })
        .getByRole('link', { name: new RegExp(`^${HOSTILE_CUSTOMER.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
      await visible(customer);
      await customer.click();
      await visible(main.getByRole('heading', { level: 2, name: HOSTILE_CUSTOMER.email }));
      await expectInert(g, 'customers');

      const { orders } = await apiGet<{
        orders: Array<{ id: number; shipping_address: { type: string; street?: string } }>;
      }>(page, '/admin/orders?q=simisola&per_page=100');
      const delivered = orders.filter((o) => HOSTILE_CUSTOMER.streets.includes(o.shipping_address.street as never));
      expect(delivered).toHaveLength(HOSTILE_CUSTOMER.streets.length);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await open(page, '/admin/orders?q=simisola');
        await visible(main.getByText(HOSTILE_CUSTOMER.email, { exact: true }).filter({ visible: true }));
        await expectNoOverflow(page, 'admin orders list');
        for (const order of delivered) {
          await open(page, `/admin/orders?highlight=${order.id}`);
          const panel = main.getByRole('article', { name: `Order #${order.id}` });
          await visible(panel.getByText(order.shipping_address.street!, { exact: true }));
          await visible(panel.getByText(HOSTILE_CUSTOMER.name, { exact: true }));
          await expectInert(g, `order ${order.id} at ${width}`);
          await expectNoOverflow(page, `admin order ${order.id}`);
        }

        const id = (await apiGet<{ items: Array<{ id: number }> }>(page, '/products?q=banana%20glow')).items[0]!.id;
        await open(page, `/admin/product/${id}`);
        await visible(main.getByRole('heading', { level: 1, name: HOSTILE_PRODUCT.name }));
        await visible(main.getByText(HOSTILE.img, { exact: false }));
        await visible(main.getByText(HOSTILE.script, { exact: true }));
        await expectInert(g, `admin product at ${width}`);
        await expectNoOverflow(page, 'admin product');
      }

      // The edit form holds the payloads as values, and saving them back changes nothing else.
      await main.getByRole('button', { name: 'Edit' }).click();
      const edit = main.getByRole('form', { name: 'Edit product' });
      expect(await edit.getByLabel(/^Name/).inputValue()).toBe(HOSTILE_PRODUCT.name);
      await edit.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => edit.count()).toBe(0);
      await visible(main.getByRole('heading', { level: 1, name: HOSTILE_PRODUCT.name }));

      await open(page, '/admin/carousels');
      await visible(
        page
          .getByRole('list', { name: 'Inactive slides', exact: true })
          .getByRole('heading', { name: HOSTILE_SLIDE.heading }),
      );
      await expectInert(g, 'admin slides');
      expect(g.errors).toEqual([]);
    },
  );
});

describe('hostile input typed by people', () => {
  it(
    'keeps payloads typed into the search boxes, account forms, review form and checkout as text',
    { timeout: 120_000 },
    async () => {
      const g = await guarded({ width: 375, height: 800 });
      const { page } = g;
      const main = page.getByRole('main');

      // The header's search box (in the menu on a phone, so at desktop width here) and the listing's.
      await page.setViewportSize({ width: 1280, height: 800 });
      await open(page, '/');
      const header = page.getByRole('banner');
      await header.getByLabel('Search products').fill(HOSTILE.script);
      await header.getByLabel('Search products').press('Enter');
      await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('q') === HOSTILE.script);
      const listingSearch = main.getByRole('search', { name: 'Filter products' }).getByLabel('Search', { exact: true });
      await expect.poll(() => listingSearch.inputValue()).toBe(HOSTILE.script);
      await listingSearch.fill(HOSTILE.img);
      await listingSearch.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === HOSTILE.img);
      await expectInert(g, 'search');
      await page.setViewportSize({ width: 375, height: 800 });

      // Register and log in with a payload for an email: refused as an email, and nothing runs.
      await open(page, '/register');
      const registerEmail = main.getByLabel('Email', { exact: true });
      await registerEmail.fill(`${HOSTILE.svg}@example.com`);
      await main.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await main.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
      await main.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
      await main.getByRole('button', { name: 'Create account' }).click();
      await expect.poll(() => registerEmail.getAttribute('aria-invalid')).toBe('true');
      expect(await registerEmail.inputValue()).toBe(`${HOSTILE.svg}@example.com`);
      await expectInert(g, 'register');
      await open(page, '/login');
      await signInAs(page, { email: `${HOSTILE.script}@example.com` });
      await expect.poll(() => main.getByLabel('Email', { exact: true }).getAttribute('aria-invalid')).toBe('true');
      await expectInert(g, 'login');

      // A review on the hostile product, as the customer.
      await signInAs(page, 'customer', { by: 'api' });
      const id = await hostileProductId(page);
      await open(page, `/product/${id}`);
      const form = main.getByRole('form', { name: 'Write a review' });
      await form.getByRole('radio', { name: '5 stars' }).check({ force: true });
      await form.getByLabel('Title').fill(HOSTILE.svg);
      await form.getByLabel('Your review').fill(`${HOSTILE.img}\n${HOSTILE.script}\n${HOSTILE.jsUrl}`);
      await form.getByRole('button', { name: 'Submit review' }).click();
      await visible(form.getByRole('status'));
      // Posted under the customer's name, newest first.
      const mine = main.getByRole('article', { name: 'Review by Tolu Adebayo' }).first();
      await visible(mine.getByRole('heading', { name: HOSTILE.svg }));
      expect(await mine.getByText(HOSTILE.jsUrl, { exact: false }).textContent()).toBe(
        `${HOSTILE.img}\n${HOSTILE.script}\n${HOSTILE.jsUrl}`,
      );
      await expectInert(g, 'review');
      await expectNoOverflow(page, 'product with a typed review');

      // Checkout with a payload for the street and the contact name, then the order in /orders.
      await main.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL((url) => url.pathname === '/cart', { timeout: 15_000 });
      await visible(main.getByRole('link', { name: HOSTILE_PRODUCT.name }));
      await main.getByRole('radio', { name: /Ship to my address/ }).check();
      await main.getByLabel('State', { exact: true }).selectOption('Lagos');
      await main.getByLabel('LGA (local government area)', { exact: true }).selectOption('Ikeja');
      // A payload and a 200-character word (the field takes 300).
      const street = `${HOSTILE.img} ${LONG_WORD.slice(0, 200)}`;
      await main.getByLabel('Street address', { exact: true }).fill(street);
      await main.getByLabel('Contact name', { exact: true }).fill(HOSTILE.script);
      await main.getByLabel('Phone number', { exact: true }).fill('08031234567');
      await expectNoOverflow(page, 'cart');
      await main.getByRole('button', { name: 'Pay Now' }).click();
      await payWithCard(page, SUCCESS_CARD);
      await visible(main.getByRole('heading', { level: 1, name: 'Payment successful' }));
      await expectInert(g, 'payment');
      await main.getByRole('link', { name: 'View your orders' }).click();
      await main
        .getByRole('list', { name: 'Orders' })
        .getByRole('listitem')
        .first()
        .getByRole('link', { name: /View details/ })
        .click();
      await visible(main.getByText(street, { exact: true }));
      await visible(main.getByText(HOSTILE.script, { exact: true }));
      await expectInert(g, 'order');
      await expectNoOverflow(page, 'order');
      expect(g.errors).toEqual([]);
    },
  );

  it(
    'keeps payloads typed into the admin product and slide forms as text, in the admin and the store',
    { timeout: 120_000 },
    async () => {
      const g = await guarded();
      const { page } = g;
      const main = page.getByRole('main');
      await open(page, '/about-us');
      await signInAs(page, 'admin', { by: 'api' });

      const name = `Hostile Cream ${HOSTILE.script}`;
      const description = `${HOSTILE.img} ${HOSTILE.svg} ${HOSTILE.jsUrl} ${LONG_WORD}`;
      await open(page, '/admin/create');
      const form = page.getByRole('form', { name: 'Add product' });
      await form.getByLabel('Name (required)', { exact: true }).fill(name);
      await form.getByLabel('Price (₦) (required)', { exact: true }).fill('3500');
      await form.getByLabel('Category (required)', { exact: true }).fill('Body Lotion');
      await form.getByLabel('Subcategory (required)', { exact: true }).selectOption({ label: 'Skin Whitening Lotion' });
      await form.getByLabel('Description', { exact: true }).fill(description);
      await form.getByRole('button', { name: 'Create product' }).click();
      await page.waitForURL(/\/admin\/product\/\d+$/);
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await visible(main.getByRole('heading', { level: 1, name }));
      await visible(main.getByText(description, { exact: true }));
      await expectInert(g, 'admin product created');

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await open(page, `/product/${id}`);
        await visible(main.getByRole('heading', { level: 1, name }));
        await visible(main.getByText(description, { exact: true }));
        await expectInert(g, `typed product in the store at ${width}`);
        await expectNoOverflow(page, 'typed product in the store');
      }

      const heading = `Typed slide ${HOSTILE.img}`;
      await open(page, '/admin/carousels');
      const slideForm = page.getByRole('form', { name: 'Add a slide' });
      await slideForm.getByLabel('Heading (required)').fill(heading);
      await slideForm.getByLabel('Subtitle').fill(HOSTILE.svg);
      await slideForm.getByLabel('Image URL').fill('/images/slides/glow-recipe.svg');
      // The address is saved once its preview shows the image.
      await visible(slideForm.getByText('The slide will show this image.'));
      await slideForm.getByLabel('Sort order').fill('-1');
      await slideForm.getByRole('button', { name: 'Add slide' }).click();
      await visible(
        page.getByRole('list', { name: 'Active slides', exact: true }).getByRole('heading', { name: heading }),
      );
      await open(page, '/');
      const first = page.getByRole('region', { name: 'Featured products' }).getByRole('group', { name: /^1 of / });
      await visible(first.getByRole('heading', { name: heading }));
      await visible(first.getByText(HOSTILE.svg, { exact: true }));
      await expectInert(g, 'typed slide in the store');
      expect(g.errors).toEqual([]);
    },
  );

  it(
    'shows URL parameters carrying payloads as text, or falls back, without running them',
    { timeout: 120_000 },
    async () => {
      const g = await guarded();
      const { page } = g;
      const main = page.getByRole('main');
      const enc = encodeURIComponent;

      await open(
        page,
        `/products?q=${enc(HOSTILE.script)}&category=${enc(HOSTILE.img)}&sort=${enc(HOSTILE.svg)}&page=${enc(HOSTILE.jsUrl)}&brand=${enc(HOSTILE.svg)}`,
      );
      await visible(
        main.getByRole('heading', { level: 1, name: `Search results for “${HOSTILE.script}”`, exact: true }),
      );
      await expect
        .poll(() =>
          main.getByRole('search', { name: 'Filter products' }).getByLabel('Search', { exact: true }).inputValue(),
        )
        .toBe(HOSTILE.script);
      await expectInert(g, 'listing URL');
      await expectNoOverflow(page, 'listing URL');

      await open(page, `/product/${enc(HOSTILE.script)}`);
      await visible(main.getByRole('heading', { name: 'Invalid product URL' }));
      await expectInert(g, 'product URL');

      await open(page, `/login?next=${enc(HOSTILE.jsUrl)}&mode=${enc(HOSTILE.img)}`);
      await visible(main.getByRole('heading', { name: 'Log in' }));
      await open(page, `/account?mode=${enc(HOSTILE.svg)}&next=${enc(HOSTILE.script)}`);
      await visible(main.getByRole('heading', { name: 'Log in' }));
      await expectInert(g, 'account URL');

      await open(page, `/mock-paystack?reference=${enc(HOSTILE.script)}&access_code=${enc(HOSTILE.img)}`);
      await visible(
        page.getByRole('heading', {
          name: /^(Payment not found|This payment link is not valid|This payment link is incomplete|Payment details could not be loaded)$/,
        }),
      );
      await open(page, `/paystack/callback?reference=${enc(HOSTILE.script)}&trxref=${enc(HOSTILE.svg)}`);
      await visible(main.getByRole('heading', { level: 1 }));
      await expectInert(g, 'payment URLs');

      await open(page, `/?scenario=${enc(HOSTILE.script)}`);
      await visible(page.getByRole('region', { name: 'Featured products' }));
      await expectInert(g, 'scenario URL');
      await open(page, '/?scenario=none');

      await signInAs(page, 'admin', { by: 'api' });
      await open(
        page,
        `/admin/orders?highlight=${enc(HOSTILE.script)}&q=${enc(HOSTILE.img)}&status=${enc(HOSTILE.svg)}`,
      );
      await visible(main.getByRole('heading', { name: 'Orders', level: 1 }));
      await open(page, `/admin/users?user=${enc(HOSTILE.img)}&q=${enc(HOSTILE.svg)}&role=${enc(HOSTILE.script)}`);
      await visible(main.getByRole('heading', { name: 'Customers', level: 1 }));
      await open(page, `/admin/products?q=${enc(HOSTILE.script)}&min_rating=${enc(HOSTILE.img)}`);
      await visible(main.getByRole('heading', { name: 'Products', level: 1 }));
      await expectInert(g, 'admin URLs');
      expect(g.errors).toEqual([]);
    },
  );
});

describe('the open-redirect set for ?next=', () => {
  // Each value of OPEN_REDIRECTS goes through the login form in src/features/account/login-mode.test.tsx
  // (and safeRedirect's own tests). Here, what only a browser shows: the chains through /login, and
  // the values as they would be typed or pasted, unencoded (the browser encodes what it must).
  const links = [
    ...OPEN_REDIRECTS.filter((value) => value.startsWith('/login')).map((value) => ({
      value,
      href: `/login?next=${encodeURIComponent(value)}`,
    })),
    ...[
      '//evil.example',
      '/\\evil.example',
      'https:evil.example',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
      '%252F%252Fevil.example',
      '/%5Cevil.example',
      '\\\\evil.example',
    ].map((value) => ({ value: `${value} (raw)`, href: `/login?next=${value}` })),
  ];

  it('signs in and lands on the home page of this site for every value', { timeout: 180_000 }, async () => {
    const g = await guarded();
    const { page } = g;
    const origin = new URL(browser.baseUrl()).origin;
    const landed: string[] = [];
    for (const { value, href } of links) {
      await open(page, href);
      const opened = page.url();
      await signInAs(page, 'customer');
      await page.waitForURL((url) => url.href !== opened, { timeout: 15_000 }).catch(() => undefined);
      // A chain (/login?next=/login?next=…) lands on the login page again: sign in there too.
      if (new URL(page.url()).pathname === '/login' && new URL(page.url()).searchParams.has('next')) {
        await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).waitFor();
        await signInAs(page, 'customer');
      }
      await page
        .waitForURL((url) => url.pathname === '/' || url.origin !== origin, { timeout: 15_000 })
        .catch(() => undefined);
      landed.push(`${value} → ${page.url().startsWith(origin) ? page.url().slice(origin.length) : page.url()}`);
    }
    expect(landed).toEqual(links.map(({ value }) => `${value} → /`));
    expect(g.offsite).toEqual([]);
    expect(g.dialogs).toEqual([]);
  });
});

describe('the Content-Security-Policy', () => {
  it('is in the built HTML as a meta tag, suited to the mock build', async () => {
    const html = await (await fetch(`${browser.baseUrl()}/`)).text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(policy).toBeDefined();
    const directives = Object.fromEntries(
      policy!
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    // The home page is prerendered: its style attributes (the hero's track, the grid's columns)
    // are allowed by hash, each one alone (docs/decisions/0020-performance-choices.md).
    expect(directives['style-src-attr']?.[0]).toBe("'unsafe-hashes'");
    expect(
      directives['style-src-attr']?.slice(1).every((source: string) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
    ).toBe(true);
    // Before any script or stylesheet, so it covers them.
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    // A page that is not prerendered gets the app shell, which allows no style attribute at all.
    const shell = await (await fetch(`${browser.baseUrl()}/cart`)).text();
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain("style-src-attr 'none'");
  });

  it('is enforced: an inline script put into the page does not run', async () => {
    const g = await guarded();
    await open(g.page, '/');
    const ran = await g.page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.append(script);
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan ?? false;
    });
    expect(ran).toBe(false);
    await expect.poll(() => g.violations.some((v) => v.includes('script-src-elem blocked inline'))).toBe(true);
  });

  it(
    'raises no violation on a journey through the store, the payment page and the admin, with the mock worker running',
    { timeout: 150_000 },
    async () => {
      const g = await guarded();
      const { page } = g;
      const main = page.getByRole('main');

      const ready = await open(page, '/').then(() =>
        page.evaluate(() => (window as unknown as { __mockReady?: { source: string } }).__mockReady),
      );
      expect(ready?.source).toBeDefined();
      expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
        /\/mockServiceWorker\.js$/,
      );
      await visible(page.getByRole('region', { name: 'Featured products' }).getByRole('img'));

      await open(page, '/products');
      await visible(main.getByRole('heading', { name: 'Products' }));
      await open(page, '/product/3');
      await main.getByRole('button', { name: 'Add to Cart' }).click();
      await page.waitForURL((url) => url.pathname === '/cart', { timeout: 15_000 });
      await open(page, '/login?next=%2Fcart');
      await signInAs(page, 'customer');
      await page.waitForURL((url) => url.pathname === '/cart', { timeout: 15_000 });
      await main.getByLabel('Contact name', { exact: true }).fill('Ada Obi');
      await main.getByLabel('Phone number', { exact: true }).fill('08031234567');
      await main.getByRole('button', { name: 'Pay Now' }).click();
      await payWithCard(page, SUCCESS_CARD);
      await visible(main.getByRole('heading', { level: 1, name: 'Payment successful' }));
      expect(g.violations, 'store and payment').toEqual([]);

      await signInAs(page, 'admin', { by: 'api' });
      await open(page, '/admin');
      await visible(main.locator('canvas'));
      await open(page, '/admin/create');
      const form = page.getByRole('form', { name: 'Add product' });
      await form.getByLabel('Name (required)', { exact: true }).fill('CSP Check Lotion');
      await form.getByLabel('Price (₦) (required)', { exact: true }).fill('3500');
      await form.getByLabel('Category (required)', { exact: true }).fill('Body Lotion');
      await form.getByLabel('Subcategory (required)', { exact: true }).selectOption({ label: 'Skin Whitening Lotion' });
      await form
        .getByLabel('Image files', { exact: true })
        .setInputFiles({ name: 'csp.png', mimeType: 'image/png', buffer: PNG });
      await form.getByRole('button', { name: 'Create product' }).click();
      await page.waitForURL(/\/admin\/product\/\d+$/);
      const image = main.locator('img[alt="CSP Check Lotion"]').first();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

      await open(page, '/admin/carousels');
      const slideForm = page.getByRole('form', { name: 'Add a slide' });
      await slideForm
        .getByLabel('Or upload an image')
        .setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: PNG });
      const preview = slideForm.locator('img[src^="blob:"]');
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
      // The confirm dialog (Radix) locks scrolling with an inline <style>.
      await page
        .getByRole('list', { name: 'Active slides', exact: true })
        .getByRole('button', { name: /^Deactivate / })
        .first()
        .click();
      const dialog = page.getByRole('alertdialog');
      await visible(dialog);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => dialog.count()).toBe(0);

      expect(g.violations, 'admin').toEqual([]);
      expect(g.errors).toEqual([]);
    },
  );
});
