/**
 * What the journeys over HTTP (e2e/real-host.e2e.ts) share: where the mock server and the store's
 * build listen, the mock's admin endpoints, and the steps a person takes (add to the cart,
 * pay on the server's payment page, read the orders list), by role and label.
 */
import type { Locator, Page } from 'playwright-core';
import type { components } from '../../src/api/schema.gen';
import { expect } from 'vitest';
import { typefacesIn } from './browser';
import { DECLINE_CARD, PASSWORD } from './catalogue-actions';
import { signInAs } from './session';

/** Set by the journey file once its servers listen. */
export const host = {
  /** The API's base URL, `<apiOrigin>/api`. */
  api: '',
  /** The mock server's origin: the API, `/__mock` and the payment page. */
  apiOrigin: '',
  /** The origin the store's build is served from. */
  storeOrigin: '',
};

/** A 1×1 PNG, so an upload is a real image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Opens a page of the store as a person arrives on it: loaded, and its typefaces in (`typefacesIn`). */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await typefacesIn(page);
}

/** The mock server's admin endpoints, over HTTP as a CI job or a QA script calls them. */
export async function admin(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${host.apiOrigin}/__mock${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} /__mock${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json;
}

/** The password reset code the mock's outbox holds for an address. */
export async function outboxCode(email: string): Promise<string> {
  const { messages } = (await admin('GET', '/outbox')) as { messages: Array<{ email: string; code: string | null }> };
  const code = messages.findLast((m) => m.email === email && m.code)?.code ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/** What the API holds, asked over HTTP (and checked against the contract like the store's calls). */
export async function apiGet<T>(path: string): Promise<T> {
  return (await (await fetch(`${host.api}${path}`)).json()) as T;
}

/** A call as an account, with the bearer token of the host's own sign-in; the answer's JSON, or null without one. */
export async function asAccount(
  email: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
): Promise<Record<string, unknown> | null> {
  const login = await fetch(`${host.api}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const response = await fetch(`${host.api}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access_token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  const text = await response.text();
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

/**
 * Fails when any visible text of the page reads "undefined", "NaN" or "Invalid Date": a field the
 * store read that the host did not send, a sum of one, or a timestamp it could not read.
 */
export async function expectNoJunk(page: Page): Promise<void> {
  const text = await page.evaluate(() => document.body.innerText);
  const junk = text.split('\n').filter((line) => /\bundefined\b|\bNaN\b|Invalid Date/.test(line));
  expect(junk, `visible text on ${new URL(page.url()).pathname}`).toEqual([]);
}

export const main = (page: Page) => page.getByRole('main');
export const visible = (locator: Locator) => expect.poll(() => locator.isVisible()).toBe(true);
/** An image that has arrived and been decoded. */
export const loaded = (image: Locator) =>
  expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

/** Signs out from the header's account menu: back on the home page. */
export async function signOut(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account: / })
    .click();
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Adds a product from its page (opened unless it is open already): a new line takes the shopper to /cart. */
export async function addToCart(page: Page, productId: number) {
  if (new URL(page.url()).pathname !== `/product/${productId}`) await visit(page, `/product/${productId}`);
  const add = main(page).getByRole('button', { name: 'Add to Cart' });
  await add.click();
  await page.waitForURL((url) => url.pathname === '/cart');
}

/** Fills the checkout form: pickup, or delivery to an address. */
export async function fillCheckout(page: Page, how: 'pickup' | 'delivery') {
  const form = main(page).getByRole('form', { name: 'Delivery details' });
  if (how === 'delivery') {
    await form.getByRole('radio', { name: /^Ship to my address/ }).check();
    await form.getByLabel('State', { exact: true }).selectOption('Lagos');
    await form.getByLabel('LGA (local government area)', { exact: true }).selectOption('Ikeja');
    await form.getByLabel('Street address', { exact: true }).fill('12 Allen Avenue, off Opebi Road');
  }
  await form.getByLabel('Contact name', { exact: true }).fill('Ada Obi');
  await form.getByLabel('Phone number', { exact: true }).fill('08031234567');
}

/** Fills the checkout form and presses Pay Now: the provider's page on the API's origin opens. */
export async function payNow(page: Page, how: 'pickup' | 'delivery'): Promise<string> {
  await fillCheckout(page, how);
  await main(page).getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL((url) => url.origin === host.apiOrigin && url.pathname.startsWith('/paystack/checkout/'));
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

export type Outcome = 'paid' | 'declined' | 'cancelled';
export const RESULT: Record<Outcome, string> = {
  paid: 'Payment successful',
  declined: 'Payment failed',
  cancelled: 'Payment not completed',
};

/** On the provider's page (the server's, no script): pay with a test card, or cancel; back on the store's result page. */
export async function settle(
  page: Page,
  reference: string,
  outcome: Outcome,
  email = 'customer@example.com',
): Promise<number> {
  const payment = page.getByRole('main', { name: 'Payment' });
  await payment.getByText(email).waitFor();
  expect(await page.evaluate(() => document.scripts.length)).toBe(0);
  if (outcome === 'cancelled') await payment.getByRole('button', { name: 'Cancel payment' }).click();
  else {
    await payment
      .getByRole('link', { name: outcome === 'paid' ? 'Use the success card' : 'Use the decline card' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('card') === (outcome === 'paid' ? 'success' : 'decline'));
    if (outcome === 'declined') expect(await payment.getByLabel('Card number').inputValue()).toBe(DECLINE_CARD);
    await payment.getByRole('button', { name: /^Pay ₦[\d,]+$/ }).click();
  }
  await page.waitForURL((url) => url.origin === host.storeOrigin && url.pathname === '/paystack/callback');
  const back = new URL(page.url()).searchParams;
  expect([back.get('reference'), back.get('trxref')]).toEqual([reference, reference]);
  await visible(main(page).getByRole('heading', { level: 1, name: RESULT[outcome] }));
  if (outcome === 'cancelled') await visible(main(page).getByText(/^You left the payment page before paying/));
  await visible(main(page).getByText(reference));
  // The amount is shown, whichever of amount_total or amount_paid_kobo the host sent.
  await visible(
    main(page)
      .locator('dt', { hasText: /^Amount$/ })
      .locator('xpath=following-sibling::dd')
      .getByText(/^₦[\d,.]+$/),
  );
  return Number(
    (
      (await main(page)
        .getByText(/^#\d+$/)
        .textContent()) ?? ''
    ).slice(1),
  );
}

/** A shade or size of a product, as the host sends it (variants and stock, decision 0046). */
export type SeenVariant = components['schemas']['ProductVariant'];

/** What the stock journeys start from, found in the seed's data over HTTP (on the mock's own answers). */
export interface SeededStock {
  /** A product with shades, and one of them (not the one the page opens on) with 3 left. */
  shaded: { id: number; name: string; shade: SeenVariant };
  /** A product without variants that is sold out, on the Low stock card. */
  soldOut: { id: number; name: string };
}

/** Finds them in the listing; called once, on the seed, before any scenario is on. */
export async function seededStock(): Promise<SeededStock> {
  const { items } = await apiGet<{
    items: Array<{ id: number; name: string; variants?: SeenVariant[]; stock?: number | null }>;
  }>('/products?per_page=100');
  const shaded = items.flatMap(({ id, name, variants = [] }) => {
    const shade = variants.find((v, i) => i > 0 && v.kind === 'shade' && v.on_sale && v.stock === 3);
    return shade ? [{ id, name, shade }] : [];
  })[0];
  const soldOut = items.find((p) => !p.variants?.length && p.stock === 0);
  expect(shaded, 'a product with a shade 3 left').toBeDefined();
  expect(soldOut, 'a sold-out product without variants').toBeDefined();
  return { shaded: shaded!, soldOut: { id: soldOut!.id, name: soldOut!.name } };
}

/** The product page's shade or size choice (a labelled radio group). */
export const variantChoice = (page: Page) => main(page).getByRole('group', { name: /^(Shade|Size): / });
/** The product page's stock line, where the host counts stock. */
export const stockLine = (page: Page) => main(page).getByText(/^(In stock|Only \d+ left|Out of stock)$/);

/** Registers a shopper over HTTP (the host's own registration), with the demo password. */
export async function registerShopper(email: string): Promise<void> {
  const response = await fetch(`${host.api}/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(response.status, `POST /register ${email}`).toBeLessThan(300);
}

/** The first status badge of the orders list's rows, newest first. */
export async function orderRows(page: Page, count: number): Promise<Array<{ label: string; status: string }>> {
  const rows = main(page).getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await visible(rows.nth(count - 1));
  const out: Array<{ label: string; status: string }> = [];
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    const label = ((await row.getByText(/^Order #\d+$/).textContent()) ?? '').trim();
    const status =
      (await row
        .getByText(/^(Pending|Paid|Failed|Fulfilled|Cancelled|Refunded)$/)
        .first()
        .textContent()) ?? '';
    out.push({ label, status });
  }
  return out;
}

/** Signs the admin in at /admin and waits for the dashboard's Gross figure in naira. */
export async function openDashboard(page: Page): Promise<void> {
  await visit(page, '/admin');
  await signInAs(page, 'admin');
  await visible(page.getByRole('heading', { name: 'Dashboard', level: 1 }));
  const gross = page
    .getByRole('region', { name: 'In this range' })
    .locator('dt', { hasText: /^Gross$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect.poll(() => gross.textContent()).toMatch(/^₦/);
}

/** Opens the newest order of a status in the back office's orders (its detail panel); its id. */
export async function openOrder(page: Page, status: 'paid' | 'pending'): Promise<number> {
  const table = page.getByRole('table', { name: /^Orders/ });
  await visit(page, `/admin/orders?status=${status}`);
  await expect.poll(() => table.locator('xpath=..').getAttribute('aria-busy')).toBe('false');
  const label =
    (await table
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /^View order #/ })
      .getAttribute('aria-label')) ?? '';
  const id = Number(label.replace(/\D/g, ''));
  await page.getByRole('button', { name: `View order #${id}`, exact: true }).click();
  await visible(page.getByRole('heading', { name: `Order #${id}` }));
  return id;
}

/** Marks the newest order of a status fulfilled (carrier and tracking), confirmed; its id. */
export async function fulfilOrder(page: Page, status: 'paid' | 'pending'): Promise<number> {
  const id = await openOrder(page, status);
  const fulfil = page.getByRole('form', { name: 'Mark as fulfilled' });
  await fulfil.getByLabel('Carrier').fill('GIG Logistics');
  await fulfil.getByLabel('Tracking number').fill('GIG-778812');
  await fulfil.getByRole('button', { name: 'Mark as fulfilled' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as fulfilled' }).click();
  await visible(page.getByText(`Order #${id} marked as fulfilled.`));
  return id;
}

/** Refunds the newest order of a status in full, confirmed; its id. */
export async function refundOrder(page: Page, status: 'paid' | 'pending'): Promise<number> {
  const id = await openOrder(page, status);
  const refund = page.getByRole('form', { name: 'Issue refund' });
  await refund.getByLabel('Reason').fill('Out of stock');
  await refund.getByRole('button', { name: 'Issue refund' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Issue refund' }).click();
  await visible(page.getByText(`Refund issued for order #${id}.`));
  return id;
}

/** Cancels the newest order of a status, with a reason, confirmed; its id. */
export async function cancelOrder(page: Page, status: 'paid' | 'pending'): Promise<number> {
  const id = await openOrder(page, status);
  const cancel = page.getByRole('form', { name: 'Cancel order' });
  await cancel.getByLabel('Reason').fill('Customer asked to cancel');
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
  await visible(page.getByText(`Order #${id} cancelled.`));
  return id;
}

/** Opens a customer in the back office's Customers: the details panel. */
export async function openCustomer(page: Page, email: string): Promise<Locator> {
  await visit(page, `/admin/users?q=${encodeURIComponent(email)}`);
  await page
    .getByRole('list', { name: 'Customers' })
    .getByRole('link', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
    .click();
  const panel = page.getByRole('region', { name: 'Customer details' });
  await visible(panel.getByRole('heading', { name: email }));
  return panel;
}

/** Makes a customer an admin from their details panel, confirmed. */
export async function makeAdmin(page: Page, email: string): Promise<void> {
  const panel = await openCustomer(page, email);
  await panel.getByRole('button', { name: 'Make Admin' }).click();
  await page
    .getByRole('alertdialog', { name: `Make ${email} an admin?` })
    .getByRole('button', { name: 'Make Admin' })
    .click();
  await visible(panel.getByRole('button', { name: 'Make User' }));
}
