/**
 * What the journeys over HTTP (e2e/real-host.e2e.ts) share: where the mock server and the store's
 * build listen, the mock's admin endpoints, and the steps a person takes (sign in, add to the cart,
 * pay on the server's payment page, read the orders list), by role and label.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DECLINE_CARD, PASSWORD } from './catalogue-actions';

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

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await main(page).getByLabel('Email', { exact: true }).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(password);
  await main(page)
    .getByRole('button', { name: /^(Log in|Sign in)$/ })
    .click();
}

/** Adds a product from its page: a new line takes the shopper to /cart. */
export async function addToCart(page: Page, productId: number) {
  await page.goto(`/product/${productId}`);
  const add = main(page).getByRole('button', { name: 'Add to Cart' });
  await add.click();
  await page.waitForURL((url) => url.pathname === '/cart');
}

/** Fills the checkout form (pickup, or delivery to an address) and presses Pay Now: the provider's page on the API's origin opens. */
export async function payNow(page: Page, how: 'pickup' | 'delivery'): Promise<string> {
  const form = main(page).getByRole('form', { name: 'Delivery details' });
  if (how === 'delivery') {
    await form.getByRole('radio', { name: /^Ship to my address/ }).check();
    await form.getByLabel('State', { exact: true }).selectOption('Lagos');
    await form.getByLabel('LGA (local government area)', { exact: true }).selectOption('Ikeja');
    await form.getByLabel('Street address', { exact: true }).fill('12 Allen Avenue, off Opebi Road');
  }
  await form.getByLabel('Contact name', { exact: true }).fill('Ada Obi');
  await form.getByLabel('Phone number', { exact: true }).fill('08031234567');
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
export async function settle(page: Page, reference: string, outcome: Outcome): Promise<number> {
  const payment = page.getByRole('main', { name: 'Payment' });
  await payment.getByText('customer@example.com').waitFor();
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
