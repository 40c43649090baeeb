/**
 * axe-core on every screen of the store and the back office (issue 9): each route of src/routes,
 * signed out and signed in (the customer on shopper pages, the admin on admin pages), with the
 * menus, dialogs and detail panels open, at 1280 px and, where the layout or the menus differ, at
 * 375 px. Any violation of impact serious or critical of the WCAG 2.0/2.1 A and AA rules fails the
 * state, with the rule, its impact, the elements and the help (e2e/support/axe.ts). At 375 px the
 * same state also measures every control's touch target (issue 34, point 4): 44 × 44 px, or 24 px
 * and spaced for a link in running text; a failure lists each control's name, role and size
 * (e2e/support/touch-targets.ts).
 *
 * Table-driven: a new screen or state is one line in STATES. One browser; one page for each
 * person and width, signed in once and reused by every state. The site's header and footer are
 * scanned once for each person, width and markup, not again on every page that repeats them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingViolations, describeViolations, expectNoBlockingViolations, NOT_THE_STORE } from './support/axe';
import { useBrowser } from './support/browser';
import { DECLINE_CARD, fillCart, open, payNow, payWithCard, SUCCESS_CARD } from './support/catalogue-actions';
import { signInAs } from './support/session';
import { describeSmallTargets, smallTouchTargets } from './support/touch-targets';

const browser = useBrowser();

type Who = 'visitor' | 'customer' | 'admin';
type Width = 'desktop' | 'phone';
const VIEWPORTS: Record<Width, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
};
const BOTH: Width[] = ['desktop', 'phone'];

interface State {
  /** What the person is looking at. */
  state: string;
  as: Who;
  /** A path to open, or the steps that bring the page there. */
  go: string | ((page: Page) => Promise<unknown>);
  /** Waits for the state to be on screen, opening what it names (a menu, a dialog, a panel). */
  ready: (page: Page) => Promise<unknown>;
  /** Default: desktop only. */
  widths?: Width[];
  /**
   * For a state that opens something over a page already scanned in its own row (a dialog, a
   * menu): the CSS selector of that part, and only it is scanned.
   */
  scope?: string;
}

// ---------- small steps the table is written in ----------

const ALERTDIALOG = '[role="alertdialog"]';

const main = (page: Page) => page.getByRole('main');
const visible = { state: 'visible', timeout: 20_000 } as const;

/** The page's h1 (by name) and nothing still loading. */
const h1 =
  (name: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await page.getByRole('heading', { level: 1, name }).first().waitFor(visible);
    await quiet(page);
  };

/** Text on the page (exact), and nothing still loading. */
const shows =
  (text: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await page
      .getByText(text, { exact: typeof text === 'string' })
      .first()
      .waitFor(visible);
    await quiet(page);
  };

const all =
  (...steps: Array<(page: Page) => Promise<unknown>>) =>
  async (page: Page): Promise<void> => {
    for (const step of steps) await step(page);
  };

const click =
  (name: string | RegExp, role: 'button' | 'link' = 'button') =>
  async (page: Page): Promise<void> => {
    const target = page.getByRole(role, { name, exact: typeof name === 'string' }).first();
    await target.waitFor(visible);
    await target.click();
  };

/** An open alertdialog with this name. */
const dialog =
  (name: string | RegExp) =>
  async (page: Page): Promise<void> => {
    await page.getByRole('alertdialog', { name }).waitFor(visible);
  };

/** Nothing marked busy and no 'Loading…' status left on the page. */
async function quiet(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const shown = (el: Element) =>
        (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === 'fixed';
      const busy = [...document.querySelectorAll('[aria-busy="true"]')].some(shown);
      const loading = [...document.querySelectorAll('[role="status"]')].some(
        (el) => shown(el) && /^Loading/i.test((el.getAttribute('aria-label') ?? el.textContent ?? '').trim()),
      );
      return !busy && !loading;
    },
    undefined,
    { timeout: 20_000 },
  );
}

/** A form sent with its fields empty: its errors (or its alert) are showing. */
const complaining = (page: Page) => page.locator('[aria-invalid="true"], form [role="alert"]').first().waitFor(visible);

const clearCart = (page: Page) => page.evaluate(() => localStorage.removeItem('cart'));

/** The customer's order references by status, read from GET /api/orders as the app would. */
async function customerOrder(page: Page, status: string): Promise<{ id: number; reference: string }> {
  const found = await page.evaluate(async (wanted) => {
    const token = localStorage.getItem('access_token');
    for (let p = 1; p <= 10; p++) {
      const response = await fetch(`/api/orders?page=${p}&page_size=100`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const body = (await response.json()) as {
        orders: Array<{ id: number; status: string; paystack_reference: string }>;
        pagination?: { has_next?: boolean };
      };
      const order = body.orders.find((o) => o.status === wanted);
      if (order) return { id: order.id, reference: order.paystack_reference };
      if (!body.pagination?.has_next) break;
    }
    return null;
  }, status);
  if (!found) throw new Error(`The customer has no ${status} order`);
  return found;
}

/** The cart filled and the checkout sent: the simulated payment page. */
async function toPaymentPage(page: Page): Promise<void> {
  await clearCart(page);
  await fillCart(page);
  // The checkout keeps the fulfilment chosen last time: pickup, whose two fields payNow fills.
  await main(page)
    .getByRole('radio', { name: /^Pick up/ })
    .check();
  await payNow(page);
  await page.waitForURL((url) => url.pathname === '/mock-paystack', { timeout: 15_000 });
}

/** The first order on an admin orders list (filtered by status), opened in its detail panel. */
const adminOrder = (status: string) => async (page: Page) => {
  await open(page, `/admin/orders?status=${status}`);
  const view = main(page)
    .getByRole('button', { name: /^View order #/ })
    .first();
  await view.waitFor(visible);
  await view.click();
  await page.getByRole('region', { name: 'Order', exact: true }).waitFor(visible);
};

/** The demo customer in the customers screen's panel. */
async function adminCustomer(page: Page): Promise<void> {
  await open(page, '/admin/users?q=customer%40example.com');
  await page
    .getByRole('list', { name: 'Customers' })
    .getByRole('link', { name: /customer@example\.com/ })
    .click();
  await page
    .getByRole('region', { name: 'Customer details' })
    .getByRole('heading', { name: 'customer@example.com' })
    .waitFor(visible);
}

const submitIn = (form: string | RegExp, button: string) => async (page: Page) => {
  const scope = page.getByRole('form', { name: form });
  await scope.waitFor(visible);
  await scope.getByRole('button', { name: button, exact: true }).click();
};

// ---------- the table ----------

const MARKETING: Array<[string, string]> = [
  ['/newsletter', 'newsletter'],
  ['/first-order', 'first-order offer'],
  ['/contact-us', 'contact us'],
  ['/about-us', 'about us'],
  ['/find-out-more', 'find out more'],
  ['/status-point', 'BS Earn Status'],
  ['/meet-our-skin-doctor', 'meet our skin doctor'],
  ['/privacy-policy', 'privacy policy'],
  ['/terms', 'terms'],
];

const STATES: State[] = [
  // The shop, signed out.
  { state: 'home', as: 'visitor', go: '/', widths: BOTH, ready: all(shows(/^Page 1 of \d+$/), quiet) },
  {
    state: 'home, a category submenu open',
    as: 'visitor',
    go: '/',
    scope: 'nav[aria-label="Categories"]',
    ready: all(shows(/^Page 1 of/), click('Body Lotion submenu'), shows('Skin Whitening Lotion')),
  },
  {
    state: 'home, the mobile menu open with a category expanded',
    as: 'visitor',
    go: '/',
    widths: ['phone'],
    scope: 'dialog[open]',
    ready: all(
      shows(/^Page 1 of/),
      click('Menu'),
      (page) => page.getByRole('dialog', { name: 'Menu' }).locator('summary', { hasText: 'BODY LOTION' }).click(),
      shows('Shop all Body Lotion'),
    ),
  },
  { state: 'products listing', as: 'visitor', go: '/products', widths: BOTH, ready: shows(/^Showing \d+–\d+ of \d+$/) },
  {
    state: 'products listing, nothing found',
    as: 'visitor',
    go: '/products?q=zzzzzz',
    ready: shows('Nothing here yet — coming soon'),
  },
  {
    state: 'product page, reviews shown and the second image chosen',
    as: 'visitor',
    go: '/product/3',
    widths: BOTH,
    ready: all(h1(/./), click('Show reviews'), shows(/^Page 1 of \d+$/), click(/^Show image 2 of/)),
  },
  {
    state: 'product page, the review form with its errors',
    as: 'visitor',
    go: '/product/3',
    scope: '#reviews',
    ready: all(h1(/./), submitIn('Write a review', 'Submit review'), complaining),
  },
  { state: 'invalid product URL', as: 'visitor', go: '/product/abc', ready: h1('Invalid product URL') },
  { state: 'product not found', as: 'visitor', go: '/product/999999', ready: shows('Product not found') },
  // Outside the store's layout: it must still be a main landmark (axe's landmark rules are best practice, not WCAG).
  {
    state: 'unknown page',
    as: 'visitor',
    go: '/no-such-page',
    ready: all(h1('We couldn’t find that page'), (page) =>
      main(page).getByRole('heading', { level: 1 }).waitFor(visible),
    ),
  },
  {
    state: 'empty cart',
    as: 'visitor',
    go: async (page) => (await clearCart(page), open(page, '/cart')),
    ready: h1(/./),
  },
  {
    state: 'cart with an item, asked to sign in',
    as: 'visitor',
    go: async (page) => (await clearCart(page), fillCart(page)),
    widths: BOTH,
    ready: shows('Sign in to continue'),
  },
  { state: 'log in', as: 'visitor', go: '/login', widths: BOTH, ready: h1('Log in') },
  {
    state: 'log in, with its errors',
    as: 'visitor',
    go: '/login',
    scope: 'main',
    ready: all(h1('Log in'), submitIn('Log in', 'Log in'), complaining),
  },
  { state: 'register', as: 'visitor', go: '/register', ready: h1('Create an account') },
  {
    state: 'register, with its errors',
    as: 'visitor',
    go: '/register',
    scope: 'main',
    ready: all(h1('Create an account'), submitIn('Create an account', 'Create account'), complaining),
  },
  { state: 'forgot password', as: 'visitor', go: '/account?mode=forgot', ready: h1('Forgot your password?') },
  { state: 'reset password', as: 'visitor', go: '/account?mode=reset', ready: h1('Reset your password') },
  {
    state: 'orders, signed out (asks to sign in)',
    as: 'visitor',
    go: '/orders',
    ready: shows('Sign in to see your orders'),
  },
  {
    state: 'payment result without a reference',
    as: 'visitor',
    go: '/paystack/callback',
    ready: shows('No reference found'),
  },
  ...MARKETING.map(([path, name]): State => ({ state: name, as: 'visitor', go: path, ready: h1(/./) })),
  {
    state: 'contact us, the form sent',
    as: 'visitor',
    go: '/contact-us',
    scope: 'main',
    ready: all(h1(/./), async (page) => {
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.getByLabel('Name', { exact: true }).fill('Ada Obi');
      await form.getByLabel('Email address', { exact: true }).fill('ada@example.com');
      await form.getByLabel('Message', { exact: true }).fill('Do you ship to Kano?');
      await form.getByRole('button', { name: 'Send message' }).click();
      await page.locator('h2:focus').waitFor(visible);
    }),
  },
  {
    state: 'admin sign-in (an admin page signed out)',
    as: 'visitor',
    go: '/admin/orders',
    widths: BOTH,
    ready: h1('Admin sign in'),
  },

  // The shop, signed in as the customer.
  {
    state: 'home, signed in, the account menu open',
    as: 'customer',
    go: '/',
    scope: 'header',
    ready: all(shows(/^Page 1 of/), click(/customer@example\.com/), shows(/^Signed in as/)),
  },
  {
    state: 'home, signed in, the mobile menu open',
    as: 'customer',
    go: '/',
    widths: ['phone'],
    scope: 'dialog[open]',
    ready: all(shows(/^Page 1 of/), click('Menu'), (page) =>
      page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Sign out' }).waitFor(visible),
    ),
  },
  { state: 'account, signed in', as: 'customer', go: '/account', ready: shows(/You are signed in as/) },
  {
    state: 'product page, signed in, the review form with its errors',
    as: 'customer',
    go: '/product/5',
    scope: '#reviews',
    ready: all(h1(/./), submitIn('Write a review', 'Submit review'), complaining),
  },
  {
    state: 'checkout (cart with an item), pickup',
    as: 'customer',
    go: async (page) => (await clearCart(page), fillCart(page)),
    widths: BOTH,
    ready: (page) => main(page).getByLabel('Contact name', { exact: true }).waitFor(visible),
  },
  {
    state: 'checkout, shipping to an address',
    as: 'customer',
    go: async (page) => (await clearCart(page), fillCart(page)),
    ready: all(
      (page) =>
        main(page)
          .getByRole('radio', { name: /Ship to my address/ })
          .check(),
      (page) => main(page).getByLabel('State', { exact: true }).waitFor(visible),
    ),
  },
  {
    state: 'the simulated payment page',
    as: 'customer',
    go: toPaymentPage,
    widths: BOTH,
    ready: (page) => page.getByRole('main', { name: 'Payment' }).getByLabel('Card number').waitFor(visible),
  },
  {
    state: 'payment result: success',
    as: 'customer',
    go: async (page) => (await toPaymentPage(page), payWithCard(page, SUCCESS_CARD)),
    ready: h1(/./),
  },
  {
    state: 'payment result: failed',
    as: 'customer',
    go: async (page) => (await toPaymentPage(page), payWithCard(page, DECLINE_CARD)),
    ready: shows('Payment failed'),
  },
  {
    state: 'payment result: pending',
    as: 'customer',
    go: async (page) => open(page, `/paystack/callback?reference=${(await customerOrder(page, 'pending')).reference}`),
    ready: h1(/./),
  },
  {
    state: 'orders list',
    as: 'customer',
    go: '/orders',
    widths: BOTH,
    ready: (page) => page.getByRole('list', { name: 'Orders' }).waitFor(visible),
  },
  {
    state: 'an order’s details',
    as: 'customer',
    go: async (page) => open(page, `/orders?order=${(await customerOrder(page, 'paid')).id}`),
    widths: BOTH,
    ready: all((page) => page.locator('#order-title').waitFor(visible), quiet),
  },
  {
    state: 'admin area as a customer (not authorized)',
    as: 'customer',
    go: '/admin',
    ready: shows('This account is not authorized for the admin dashboard.'),
  },

  // The back office, signed in as the admin.
  { state: 'dashboard', as: 'admin', go: '/admin', widths: BOTH, ready: all(h1(/./), quiet) },
  {
    state: 'dashboard, custom range and the chart as a table',
    as: 'admin',
    go: '/admin',
    scope: 'main',
    ready: all(h1(/./), quiet, click('Custom range'), click('Show data as table'), (page) =>
      page.getByRole('form', { name: 'Custom range' }).waitFor(visible),
    ),
  },
  {
    state: 'orders',
    as: 'admin',
    go: '/admin/orders',
    widths: BOTH,
    ready: (page) =>
      main(page)
        .getByRole('button', { name: /^View order #/ })
        .first()
        .waitFor(visible),
  },
  { state: 'orders, an order’s detail panel', as: 'admin', go: adminOrder('paid'), widths: BOTH, ready: quiet },
  {
    state: 'orders, the fulfil dialog',
    as: 'admin',
    go: adminOrder('paid'),
    scope: ALERTDIALOG,
    ready: all(submitIn('Mark as fulfilled', 'Mark as fulfilled'), dialog(/as fulfilled\?$/)),
  },
  {
    state: 'orders, the cancel dialog',
    as: 'admin',
    go: adminOrder('pending'),
    scope: ALERTDIALOG,
    ready: all(submitIn('Cancel order', 'Cancel order'), dialog(/^Cancel order #\d+\?$/)),
  },
  {
    state: 'orders, the refund dialog',
    as: 'admin',
    go: adminOrder('paid'),
    scope: ALERTDIALOG,
    ready: all(submitIn('Issue refund', 'Issue refund'), dialog(/^Refund order #\d+\?$/)),
  },
  {
    state: 'customers',
    as: 'admin',
    go: '/admin/users',
    widths: BOTH,
    ready: (page) => page.getByRole('list', { name: 'Customers' }).getByRole('link').first().waitFor(visible),
  },
  { state: 'customers, a customer’s panel', as: 'admin', go: adminCustomer, widths: BOTH, ready: quiet },
  {
    state: 'customers, the role dialog',
    as: 'admin',
    go: adminCustomer,
    scope: ALERTDIALOG,
    ready: all(click('Make Admin'), dialog('Make customer@example.com an admin?')),
  },
  {
    state: 'customers, the revoke dialog',
    as: 'admin',
    go: adminCustomer,
    scope: ALERTDIALOG,
    ready: all(click('Revoke Sessions'), dialog('Revoke sessions for customer@example.com?')),
  },
  {
    state: 'products',
    as: 'admin',
    go: '/admin/products',
    widths: BOTH,
    ready: (page) => page.getByRole('list', { name: 'Products' }).waitFor(visible),
  },
  {
    state: 'products, the filters unfolded',
    as: 'admin',
    go: '/admin/products?category=face-cream',
    widths: ['phone'],
    scope: 'main',
    ready: all(click('Filters (1)'), (page) => page.getByRole('group', { name: 'Category' }).waitFor(visible)),
  },
  {
    state: 'the admin account panel',
    as: 'admin',
    go: '/admin',
    widths: ['phone'],
    scope: 'header',
    ready: all(h1(/./), click('Account'), (page) =>
      page.getByRole('banner').getByRole('button', { name: 'Sign out' }).waitFor(visible),
    ),
  },
  { state: 'add product', as: 'admin', go: '/admin/create', ready: h1('Add product') },
  {
    state: 'add product, with its errors',
    as: 'admin',
    go: '/admin/create',
    scope: 'main',
    ready: all(submitIn('Add product', 'Create product'), complaining),
  },
  { state: 'a product', as: 'admin', go: '/admin/product/3', widths: BOTH, ready: all(h1(/./), quiet) },
  {
    state: 'a product, edit mode',
    as: 'admin',
    go: '/admin/product/3',
    scope: 'main',
    ready: all(h1(/./), click('Edit'), (page) => page.getByRole('form', { name: 'Edit product' }).waitFor(visible)),
  },
  {
    state: 'a product, the delete dialog',
    as: 'admin',
    go: '/admin/product/3',
    scope: ALERTDIALOG,
    ready: all(h1(/./), click('Delete product'), dialog('Delete this product?')),
  },
  {
    state: 'a product, the delete-image dialog',
    as: 'admin',
    go: '/admin/product/3',
    scope: ALERTDIALOG,
    ready: all(h1(/./), click('Delete image'), dialog('Delete this image?')),
  },
  {
    state: 'a product, the delete-review dialog',
    as: 'admin',
    go: '/admin/product/3',
    scope: ALERTDIALOG,
    ready: all(h1(/./), click(/^Delete review by/), dialog('Delete this review?')),
  },
  { state: 'a product through /admin/products/{id}', as: 'admin', go: '/admin/products/4', ready: all(h1(/./), quiet) },
  {
    state: 'homepage slides',
    as: 'admin',
    go: '/admin/carousels',
    widths: BOTH,
    ready: (page) => page.getByRole('list', { name: 'Active slides', exact: true }).waitFor(visible),
  },
  {
    state: 'homepage slides, editing one',
    as: 'admin',
    go: '/admin/carousels',
    scope: 'main',
    ready: all(click(/^Edit/), (page) => page.getByRole('form', { name: /^Edit / }).waitFor(visible)),
  },
  {
    state: 'homepage slides, the add form with its errors',
    as: 'admin',
    go: '/admin/carousels',
    scope: 'main',
    ready: all(submitIn('Add a slide', 'Add slide'), complaining),
  },
  {
    state: 'homepage slides, the deactivate dialog',
    as: 'admin',
    go: '/admin/carousels',
    scope: ALERTDIALOG,
    ready: all(click(/^Deactivate/), dialog('Deactivate this slide?')),
  },
];

// ---------- touch targets at 375 px ----------

/** Every visible control at least 44 × 44 px to the touch, or 24 px with room for a link in text (issue 34). */
async function expectTouchTargets(page: Page, scope: string | undefined, where: string): Promise<void> {
  const small = await smallTouchTargets(page, scope, NOT_THE_STORE);
  if (small.length > 0) throw new Error(describeSmallTargets(where, small));
}

// ---------- one page for each person and width ----------

const pages = new Map<string, Promise<Page>>();

function pageFor(who: Who, width: Width): Promise<Page> {
  const key = `${who}@${width}`;
  let page = pages.get(key);
  if (!page) {
    page = (async () => {
      const context = await browser.newContext();
      const created = await context.newPage();
      await created.setViewportSize(VIEWPORTS[width]);
      await open(created, '/about-us');
      if (who !== 'visitor') await signInAs(created, who, { by: 'api' });
      return created;
    })();
    pages.set(key, page);
  }
  return page;
}

describe('the check itself', () => {
  it('reports known violations by rule, impact, element and help', async () => {
    const page = await pageFor('visitor', 'desktop');
    await open(page, '/about-us');
    await h1(/./)(page);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'afterbegin',
        '<div id="known-bad"><button type="button"></button><img src="/images/placeholder.svg"><p>Faint text</p></div>',
      );
      // Through the CSSOM, which a Content-Security-Policy without 'unsafe-inline' still allows.
      Object.assign(main.querySelector<HTMLElement>('#known-bad p')!.style, { color: '#e5e5e5', background: '#fff' });
    });
    const violations = await blockingViolations(page);
    expect(violations.map((v) => v.id).sort()).toEqual(['button-name', 'color-contrast', 'image-alt']);
    const message = describeViolations('the test page', violations);
    expect(message).toMatch(/^3 serious or critical accessibility violation\(s\) on the test page:/);
    expect(message).toContain('- button-name (critical): Buttons must have discernible text');
    expect(message).toContain('#known-bad > button');
    expect(message).toContain('https://dequeuniversity.com/rules/axe/');
    // Scoped to a part of the page, it sees only that part.
    expect(await blockingViolations(page, 'header')).toEqual([]);
    // The header and footer are left out once their markup was scanned for a person and width,
    // and scanned again once it changes.
    expect(await chromeAlreadyScanned(page, 'the check')).toEqual([]);
    expect(await chromeAlreadyScanned(page, 'the check')).toEqual(CHROME);
    await page.evaluate(() => document.querySelector('header')!.insertAdjacentHTML('beforeend', '<b>new</b>'));
    expect(await chromeAlreadyScanned(page, 'the check')).toEqual([CHROME[1]]);
  });

  it('reads colours as they settle: a fade still running is read at its end, and transitions come back after', async () => {
    const page = await pageFor('visitor', 'desktop');
    await open(page, '/about-us');
    await h1(/./)(page);
    // A link styled before the sheet arrived: faint, fading over a minute to a colour that passes.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { id: 'fading', href: '/terms', textContent: 'Fading' });
      Object.assign(link.style, { color: '#e5e5e5', transition: 'color 60s linear' });
      document.querySelector('main')!.prepend(link);
      void getComputedStyle(link).color;
      link.style.color = '#211c18';
    });
    const contrast = (await blockingViolations(page)).filter((v) => v.id === 'color-contrast');
    const after = await page.evaluate(() => {
      const link = document.querySelector<HTMLElement>('#fading')!;
      const duration = getComputedStyle(link).transitionDuration;
      link.remove();
      return duration;
    });
    expect(contrast.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
    expect(after).toBe('60s');
  });
});

/** The page's own header and footer: the same on most pages of one person at one width. */
const CHROME = ['header:not(main header)', 'footer:not(main footer)'];
const chromeScanned = new Map<string, Set<string>>();

/**
 * The parts of CHROME to leave out of this scan: those whose markup was already scanned for this
 * person at this width (a change of markup, such as a count or the current page, is scanned again).
 */
async function chromeAlreadyScanned(page: Page, key: string): Promise<string[]> {
  const markup = await page.evaluate(
    (selectors) => selectors.map((s) => [...document.querySelectorAll(s)].map((e) => e.outerHTML).join('')),
    CHROME,
  );
  const scanned = chromeScanned.get(key) ?? new Set<string>();
  chromeScanned.set(key, scanned);
  return CHROME.filter((_, i) => {
    const html = markup[i]!;
    if (!html || !scanned.has(html)) {
      scanned.add(html);
      return false;
    }
    return true;
  });
}

describe('the touch-target check itself', () => {
  it('names each control too small to touch, with its role and size', async () => {
    const page = await pageFor('visitor', 'phone');
    await open(page, '/about-us');
    await h1(/./)(page);
    await page.evaluate(() => {
      document.querySelector('main')!.insertAdjacentHTML(
        'afterbegin',
        `<div id="known-small">
          <button type="button" aria-label="Tiny">x</button>
          <p>Read the <a href="/terms">terms</a> first, <a href="/privacy-policy" id="close">then</a> this.</p>
          <ul><li><a href="/contact-us">Contact</a></li></ul>
        </div>`,
      );
      const style = (selector: string, css: Partial<CSSStyleDeclaration>) =>
        Object.assign(document.querySelector<HTMLElement>(selector)!.style, css);
      // Through the CSSOM, which a Content-Security-Policy without 'unsafe-inline' still allows.
      style('#known-small button', { width: '30px', height: '44px', padding: '0' });
      style('#known-small p', { lineHeight: '28px' });
      style('#known-small a[href="/terms"]', { display: 'inline-block', lineHeight: '28px' });
      style('#known-small #close', { display: 'inline-block', lineHeight: '16px' });
      style('#known-small li a', { display: 'inline-block', width: '100px', height: '40px' });
    });
    const small = await smallTouchTargets(page, '#known-small');
    expect(small).toEqual([
      { name: 'Tiny', role: 'button', width: 30, height: 44, kind: 'control' },
      { name: 'then', role: 'link', width: expect.any(Number), height: 16, kind: 'inline link' },
      // Alone in its list item, a link is a control like any other.
      { name: 'Contact', role: 'link', width: 100, height: 40, kind: 'control' },
    ]);
    const message = describeSmallTargets('the test page', small);
    expect(message).toMatch(/^3 control\(s\) too small to touch on the test page:/);
    expect(message).toContain('- "Tiny" (button): 30 × 44 px; needs at least 44 × 44 px');
    expect(message).toContain('(link, in running text)');
    // An inline link 24 px high or more passes, unless another control sits inside its 24 px circle.
    await page.evaluate(() => {
      const terms = document.querySelector<HTMLElement>('#known-small a[href="/terms"]')!;
      const then = document.querySelector<HTMLElement>('#known-small #close')!;
      then.style.lineHeight = '28px';
      // "then" drawn 6 px to the right of the centre of "terms", on the same line.
      const t = terms.getBoundingClientRect();
      const n = then.getBoundingClientRect();
      Object.assign(then.style, { position: 'relative', left: `${t.left + t.width / 2 + 6 - n.left}px` });
    });
    expect((await smallTouchTargets(page, '#known-small')).map((t) => [t.name, t.tooClose])).toEqual([
      ['Tiny', undefined],
      ['terms', 'then'],
      ['then', 'terms'],
      ['Contact', undefined],
    ]);
    await page.evaluate(() => document.querySelector('#known-small')!.remove());
  });
});

describe('no serious or critical accessibility violations (axe, WCAG 2.1 A and AA); at 375 px, touch targets', () => {
  for (const row of STATES) {
    for (const width of row.widths ?? ['desktop']) {
      const name = `${row.state} (${row.as}, ${width === 'phone' ? '375 px' : '1280 px'})`;
      it(name, async () => {
        const page = await pageFor(row.as, width);
        if (typeof row.go === 'string') await open(page, row.go);
        else await row.go(page);
        await row.ready(page);
        const url = new URL(page.url());
        const skip = row.scope ? [] : await chromeAlreadyScanned(page, `${row.as}@${width}`);
        const where = `${name} at ${url.pathname}${url.search}${row.scope ? ` (scanning ${row.scope})` : ''}`;
        // Both checks run, and a failure reports both.
        const failures: string[] = [];
        const check = (run: Promise<void>) => run.catch((error: Error) => void failures.push(error.message));
        await check(expectNoBlockingViolations(page, row.scope, where, skip));
        if (width === 'phone') await check(expectTouchTargets(page, row.scope, where));
        if (failures.length > 0) throw new Error(failures.join('\n\n'));
      });
    }
  }
});
