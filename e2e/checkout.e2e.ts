/**
 * Buying in Chromium, on the built app and its in-browser mock backend:
 * (a) a new shopper registers, logs in, adds two products, checks out for pickup, pays with the
 *     success card on the simulated Paystack page, sees the success and the paid order in /orders;
 * (b) a shopper whose card is declined sees 'Payment failed' and keeps the cart;
 * (c) a shopper who cancels on the payment page reads 'Payment not completed', goes Back to cart and
 *     pays with the same basket: the same order is paid, and no second order is made (decision 0035).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { DECLINE_CARD, fillRegister, open, payWithCard, step, SUCCESS_CARD } from './support/catalogue-actions';
import { signInAs, type Account } from './support/session';

const browser = useBrowser();

const visible = (locator: { isVisible: () => Promise<boolean> }, timeout = 15_000) =>
  expect.poll(() => locator.isVisible(), { timeout }).toBe(true);

async function register(page: Page, email: string) {
  await open(page, '/account?mode=register');
  await fillRegister(page, email);
  await visible(page.getByText('Registration successful! Please log in.'));
}

/** Signs in with the form on the open page, then waits for the welcome and the home page it leads to. */
async function homeSignedInAs(page: Page, who: Account) {
  await signInAs(page, who);
  await visible(page.getByText('Login successful! Redirecting...'));
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
}

/** Adds a product from its page: a new line takes the shopper to /cart (spec section 4, Cart). */
async function addToCart(page: Page, productId: number) {
  await open(page, `/product/${productId}`);
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
  await visible(add);
  await add.click();
  await page.waitForURL((url) => url.pathname === '/cart', { timeout: 15_000 });
}

async function cartLines(page: Page): Promise<Array<{ id: number; qty: number }>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<{ id: number; qty: number }>);
}

/** Pickup (the default), or delivery to an address: contact name and phone, then Pay Now, which opens the payment page. */
async function checkOut(page: Page, how: 'pickup' | 'delivery' = 'pickup') {
  const main = page.getByRole('main');
  if (how === 'delivery') {
    await main.getByRole('radio', { name: /^Ship to my address/ }).check();
    await main.getByLabel('State', { exact: true }).selectOption('Lagos');
    await main.getByLabel('LGA (local government area)', { exact: true }).selectOption('Ikeja');
    await main.getByLabel('Street address', { exact: true }).fill('12 Allen Avenue, off Opebi Road');
  }
  await main.getByLabel('Contact name', { exact: true }).fill('Ada Obi');
  await main.getByLabel('Phone number', { exact: true }).fill('08031234567');
  await main.getByRole('button', { name: 'Pay Now' }).click();
  await page.waitForURL(
    (url) =>
      url.pathname === '/mock-paystack' && url.searchParams.has('reference') && url.searchParams.has('access_code'),
    { timeout: 15_000 },
  );
  return new URL(page.url()).searchParams.get('reference')!;
}

describe('checkout and payment', () => {
  it('(a) registers, logs in, buys two products for pickup, pays with the success card and sees the paid order', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const email = `shopper.${Date.now()}@example.com`;

    await step('register at /account?mode=register', () => register(page, email));
    await step('log in', () => homeSignedInAs(page, { email }));
    await step('add product 1 to the cart', () => addToCart(page, 1));
    await step('add product 2 to the cart', () => addToCart(page, 2));
    expect((await cartLines(page)).map((line) => line.id).sort()).toEqual([1, 2]);

    const reference = await step('check out for pickup with Pay Now', () => checkOut(page));
    const payment = page.getByRole('main', { name: 'Payment' });
    await step('see the amount and email on the payment page', async () => {
      await visible(payment.getByText(email));
      await visible(payment.getByRole('button', { name: /^Pay ₦[\d,]+$/ }));
    });
    await step('pay with the success card', () => payWithCard(page, SUCCESS_CARD));

    const main = page.getByRole('main');
    await step('see the success result', async () => {
      const url = new URL(page.url());
      expect(url.searchParams.get('reference')).toBe(reference);
      expect(url.searchParams.get('trxref')).toBe(reference);
      await visible(main.getByRole('heading', { level: 1, name: 'Payment successful' }));
      await visible(main.getByText(reference));
      await expect.poll(() => cartLines(page)).toEqual([]);
    });
    const orderLabel = (await main.getByText(/^#\d+$/).textContent())!;

    await step('see the order in /orders with status paid', async () => {
      await main.getByRole('link', { name: 'View your orders' }).click();
      await page.waitForURL((url) => url.pathname === '/orders');
      const row = main.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
      await visible(row.getByText(`Order ${orderLabel}`, { exact: true }));
      expect(await row.getByText('Paid', { exact: true }).isVisible()).toBe(true);
      expect(await row.getByText('2 items').isVisible()).toBe(true);
      await row.getByRole('link', { name: /View details/ }).click();
      await visible(main.getByRole('heading', { name: `Order ${orderLabel}` }));
      await visible(main.getByText(reference));
      await visible(main.getByRole('region', { name: 'Pickup' }).getByText('Ada Obi'));
    });
    expect(errors).toEqual([]);
  });

  it("(b) declines the card for a delivery order: 'Payment failed', and the cart keeps its items", async () => {
    const page = await browser.newPage();
    await step('log in as the customer', async () => {
      await open(page, '/login');
      await homeSignedInAs(page, 'customer');
    });
    await step('add product 3 to the cart', () => addToCart(page, 3));
    await step('check out for delivery to Lagos with Pay Now', () => checkOut(page, 'delivery'));
    await step('pay with the decline card', () => payWithCard(page, DECLINE_CARD));

    const main = page.getByRole('main');
    await step("see 'Payment failed'", async () => {
      await visible(main.getByRole('heading', { level: 1, name: 'Payment failed' }));
      expect((await cartLines(page)).map((line) => line.id)).toEqual([3]);
    });
    await step('see the order in /orders with status failed', async () => {
      await main.getByRole('link', { name: 'View your orders' }).click();
      const row = main.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
      await visible(row.getByText('Failed', { exact: true }));
    });
    await step('see where it was to be delivered, in its details', async () => {
      const row = main.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
      await row.getByRole('link', { name: /View details/ }).click();
      await visible(main.getByText(/12 Allen Avenue, off Opebi Road/));
    });
  });

  it("(c) 'Cancel payment' says 'Payment not completed'; Back to cart and Pay Now pays the same order, which is paid", async () => {
    const page = await browser.newPage();
    await step('log in as the customer', async () => {
      await open(page, '/login');
      await homeSignedInAs(page, 'customer');
    });
    const ordersBefore = await step('count the customer’s orders', async () => {
      await open(page, '/orders');
      const showing = page.getByRole('main').getByText(/^Showing 1–\d+ of \d+$/);
      await visible(showing);
      return Number((await showing.textContent())!.split(' of ')[1]);
    });
    await step('add product 4 to the cart', () => addToCart(page, 4));
    const first = await step('check out for pickup with Pay Now', () => checkOut(page));
    const payment = page.getByRole('main', { name: 'Payment' });
    await payment.getByRole('button', { name: 'Cancel payment' }).click();
    await page.waitForURL((url) => url.pathname === '/paystack/callback', { timeout: 15_000 });

    const main = page.getByRole('main');
    const orderLabel = await step("see 'Payment not completed' with Pay now and Back to cart", async () => {
      await visible(main.getByRole('heading', { level: 1, name: 'Payment not completed' }));
      await visible(main.getByRole('button', { name: /^Pay now for order #\d+$/ }));
      return (await main.getByText(/^#\d+$/).textContent())!;
    });
    const second = await step('Back to cart, and Pay Now again with the same basket', async () => {
      await main.getByRole('link', { name: 'Back to cart' }).click();
      await page.waitForURL((url) => url.pathname === '/cart');
      expect((await cartLines(page)).map((line) => line.id)).toEqual([4]);
      await main.getByRole('button', { name: 'Pay Now' }).click();
      await page.waitForURL((url) => url.pathname === '/mock-paystack', { timeout: 15_000 });
      return new URL(page.url()).searchParams.get('reference')!;
    });
    expect(second).not.toBe(first);
    await step('pay with the success card: the same order is paid', async () => {
      await payWithCard(page, SUCCESS_CARD);
      await visible(main.getByRole('heading', { level: 1, name: 'Payment successful' }));
      expect(await main.getByText(/^#\d+$/).textContent()).toBe(orderLabel);
    });
    await step('the orders list holds that one order, paid, and no pending copy of it', async () => {
      await main.getByRole('link', { name: 'View your orders' }).click();
      const rows = main.getByRole('list', { name: 'Orders' }).getByRole('listitem');
      await visible(rows.first().getByText(`Order ${orderLabel}`, { exact: true }));
      expect(await rows.first().getByText('Paid', { exact: true }).isVisible()).toBe(true);
      // One order more than before the purchase: the cancelled payment made no order of its own.
      await visible(main.getByText(`Showing 1–10 of ${ordersBefore + 1}`));
    });
  });
});
