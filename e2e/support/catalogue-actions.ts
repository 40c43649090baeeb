/**
 * What the error catalogue suite does on a page (mocks/scenarios/catalogue.ts, CatalogueAction):
 * perform each action once, by role and label as a person would (signing in: ./session.ts). A
 * row's link has set its page up (signed in, the cart filled, the details typed): an action does
 * only the row's "Then".
 */
import type { Locator, Page } from 'playwright-core';
import type { CatalogueAction } from '../../mocks/scenarios/catalogue';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mocks/seed/demo-accounts';
import { mockReady } from './browser';
import { signInAs } from './session';

/** The demo accounts' password, which journeys give the accounts they register too. */
export const PASSWORD = DEMO_PASSWORD;
export const SUCCESS_CARD = '4084 0840 8408 4081';
export const DECLINE_CARD = '4084 0800 0000 5408';

/** A 1×1 PNG, for the upload forms. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const IMAGE_FILE = { name: 'slide.png', mimeType: 'image/png', buffer: PIXEL_PNG };

/** Waits (polling, no fixed sleep) until the locator shows. */
export async function waitVisible(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout });
}

/** Runs one step of a journey; a failure says which step it was. */
export async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new Error(`Step "${name}" failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await mockReady(page);
}

/** Puts product 3 in the cart from its page (Add to Cart takes the shopper to /cart). */
export async function fillCart(page: Page): Promise<void> {
  await open(page, '/product/3');
  const add = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
  await waitVisible(add);
  await add.click();
  await page.waitForURL((url) => url.pathname === '/cart', { timeout: 15_000 });
}

const main = (page: Page) => page.getByRole('main');

/** Fills and sends the register form of the open page (/account?mode=register). */
export async function fillRegister(page: Page, email = `catalogue.${Date.now()}@example.com`): Promise<void> {
  const form = main(page).getByRole('form', { name: 'Create an account' });
  await waitVisible(form);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await form.getByRole('checkbox', { name: /I agree to the Terms & Conditions/ }).check();
  await form.getByRole('button', { name: 'Create account' }).click();
}

async function fillLogin(page: Page) {
  await waitVisible(main(page).getByRole('form', { name: 'Log in' }));
  await signInAs(page, 'customer');
}

async function fillAdminLogin(page: Page) {
  await waitVisible(page.getByRole('heading', { name: 'Admin sign in' }));
  await signInAs(page, 'admin');
}

async function fillForgot(page: Page, email: string = DEMO_ACCOUNTS.customer) {
  const form = main(page).getByRole('form', { name: 'Forgot password' });
  await waitVisible(form);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByRole('button', { name: 'Send reset code' }).click();
}

async function fillReset(page: Page, code: string, email: string = DEMO_ACCOUNTS.customer) {
  const form = main(page).getByRole('form', { name: 'Reset password' });
  await waitVisible(form);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Reset code', { exact: true }).fill(code);
  await form.getByLabel('New password', { exact: true }).fill('new-password-123');
  await form.getByLabel('Confirm new password', { exact: true }).fill('new-password-123');
  await form.getByRole('button', { name: 'Reset password', exact: true }).click();
}

/** Asks for a code, reads it from the mock's outbox, and resets the password with it. */
async function resetWithCode(page: Page) {
  await fillForgot(page);
  await waitVisible(main(page).getByText('If that account exists, a code will be sent shortly.'));
  const code = await page.evaluate(async (to) => {
    const outbox = (
      window as unknown as {
        __mockBackend: { outbox: () => Array<{ to: string; subject: string; code: string | null }> };
      }
    ).__mockBackend.outbox();
    return outbox.find((mail) => mail.to === to && mail.subject === 'Your password reset code')?.code ?? null;
  }, DEMO_ACCOUNTS.customer);
  if (!code) throw new Error('No reset code in the mock outbox');
  await main(page).getByRole('link', { name: 'I have a code' }).click();
  await fillReset(page, code);
}

async function writeReview(page: Page) {
  const form = main(page).getByRole('form', { name: 'Write a review' });
  await waitVisible(form);
  await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await form.getByLabel('Title', { exact: true }).fill('Smooth after two weeks');
  await form.getByLabel('Your review', { exact: true }).fill('Gentle on my skin, and the scent is light.');
  await form.getByRole('button', { name: 'Submit review' }).click();
}

/** Pickup (the default): contact name and phone, then Pay Now. */
export async function payNow(page: Page): Promise<void> {
  const name = main(page).getByLabel('Contact name', { exact: true });
  await waitVisible(name);
  await name.fill('Ada Obi');
  await main(page).getByLabel('Phone number', { exact: true }).fill('08031234567');
  await pressPayNow(page);
}

/** Pay Now, on a checkout whose details are typed (by the shopper, or by a catalogue row's link). */
export async function pressPayNow(page: Page): Promise<void> {
  // The button reads 'Missing details' until the form is complete.
  const pay = main(page).getByRole('button', { name: 'Pay Now' });
  await waitVisible(pay);
  await pay.click();
}

export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/mock-paystack', { timeout: 15_000 });
  const payment = page.getByRole('main', { name: 'Payment' });
  await waitVisible(payment.getByLabel('Card number'));
  await payment.getByLabel('Card number').fill(cardNumber);
  await payment.getByLabel('Expiry (MM/YY)').fill('12/30');
  await payment.getByLabel('CVV').fill('408');
  await payment.getByRole('button', { name: /^Pay ₦/ }).click();
  await page.waitForURL((url) => url.pathname === '/paystack/callback', { timeout: 15_000 });
}

async function fillProductFields(scope: Locator) {
  await scope.getByLabel(/^Name/).fill(`Catalogue cream ${Date.now()}`);
  await scope.getByLabel(/^Price/).fill('4500');
  await scope.getByLabel(/^Category/).fill('Face Cream');
  const subcategory = scope.getByLabel(/^Subcategory/);
  if ((await subcategory.evaluate((el) => el.tagName)) === 'SELECT') await subcategory.selectOption({ index: 1 });
  else await subcategory.fill('face-smoothening-cream');
  await scope.getByLabel('Description', { exact: true }).fill('A light cream for every day.');
}

async function createProduct(page: Page, withImage: boolean) {
  const form = main(page).getByRole('form', { name: 'Add product' });
  await waitVisible(form);
  await fillProductFields(form);
  if (withImage) await form.getByLabel('Image files').setInputFiles(IMAGE_FILE);
  await form.getByRole('button', { name: 'Create product' }).click();
}

async function updateProduct(page: Page) {
  const edit = main(page).getByRole('button', { name: 'Edit', exact: true });
  await waitVisible(edit);
  await edit.click();
  const form = main(page).getByRole('form', { name: 'Edit product' });
  await waitVisible(form);
  await form.getByLabel(/^Name/).fill(`Renamed ${Date.now()}`);
  await form.getByRole('button', { name: 'Save', exact: true }).click();
}

async function createSlideWithImage(page: Page) {
  const form = main(page).getByRole('form', { name: 'Add a slide' });
  await waitVisible(form);
  await form.getByLabel(/^Heading/).fill('Glow season');
  await form.getByLabel('Or upload an image').setInputFiles(IMAGE_FILE);
  await form.getByRole('button', { name: 'Add slide' }).click();
}

async function updateSlide(page: Page) {
  const slides = main(page).getByRole('list', { name: 'Active slides', exact: true });
  const edit = slides.getByRole('button', { name: /^Edit/ }).first();
  await waitVisible(edit);
  await edit.click();
  const form = main(page).getByRole('form', { name: /^Edit / });
  await waitVisible(form);
  await form.getByLabel(/^Heading/).fill('Glow season, renamed');
  await form.getByRole('button', { name: 'Save changes' }).click();
}

/** A code in the cart's Promo code field, then Apply (the scenario decides the answer). */
async function applyPromo(page: Page) {
  const field = main(page).getByRole('textbox', { name: 'Promo code', exact: true });
  await waitVisible(field);
  await field.fill('WELCOME-TEST23');
  await main(page).getByRole('button', { name: 'Apply', exact: true }).click();
}

async function openUnavailableCategory(page: Page) {
  const soon = main(page)
    .getByRole('button', { name: /\(coming soon\)/ })
    .first();
  await waitVisible(soon);
  await soon.click();
}

/** Pay now on the order the page shows (decision 0035). */
async function payAgain(page: Page) {
  const pay = main(page).getByRole('button', { name: /^Pay now for order #\d+$/ });
  await waitVisible(pay);
  await pay.click();
}

/** Performs a row's action on the page it opened. */
export async function perform(page: Page, action: CatalogueAction): Promise<void> {
  switch (action) {
    case 'none':
      return;
    case 'login':
      return fillLogin(page);
    case 'register':
      return fillRegister(page);
    case 'forgot':
      return fillForgot(page);
    case 'reset':
      return fillReset(page, '123456');
    case 'admin-login':
      return fillAdminLogin(page);
    case 'review':
      return writeReview(page);
    case 'pay':
      return pressPayNow(page);
    case 'pay-declined':
      await pressPayNow(page);
      return payWithCard(page, DECLINE_CARD);
    case 'pay-success-card':
      await pressPayNow(page);
      return payWithCard(page, SUCCESS_CARD);
    case 'create-product':
      return createProduct(page, false);
    case 'create-product-with-image':
      return createProduct(page, true);
    case 'update-product':
      return updateProduct(page);
    case 'create-slide-with-image':
      return createSlideWithImage(page);
    case 'update-slide':
      return updateSlide(page);
    case 'reset-with-code':
      return resetWithCode(page);
    case 'open-unavailable-category':
      return openUnavailableCategory(page);
    case 'apply-promo':
      return applyPromo(page);
    case 'pay-again':
      return payAgain(page);
  }
}
