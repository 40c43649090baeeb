/**
 * What the error catalogue suite does on a page (mocks/scenarios/catalogue.ts, CatalogueAction):
 * perform each action once, by role and label as a person would. Most are the steps of
 * mocks/scenarios/catalogue-steps.ts, which the test run plays in the tester's page too, played
 * here by Playwright; the rest (files, the outbox, the payment page) are written out below. A
 * row's link has set its page up (signed in, the cart filled, the details typed): an action does
 * only the row's "Then".
 */
import type { Locator, Page } from 'playwright-core';
import type { CatalogueAction } from '../../mocks/scenarios/catalogue';
import { registerSteps, resetSteps, stepsFor, type Step } from '../../mocks/scenarios/catalogue-steps';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../mocks/seed/demo-accounts';
import { mockReady } from './browser';

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

/** Plays a "Then"'s steps (mocks/scenarios/catalogue-steps.ts) on the page, each waiting for its field or button. */
export async function playSteps(page: Page, steps: readonly Step[]): Promise<void> {
  for (const step of steps) {
    const scope = step.form ? main(page).getByRole('form', { name: step.form }) : main(page);
    if ('fill' in step) {
      const field = scope.getByLabel(step.fill, { exact: true });
      await waitVisible(field);
      await field.fill(step.value);
    } else if ('check' in step) {
      const box = scope.getByRole(step.role, { name: step.check, exact: true });
      await waitVisible(box);
      // A star rating's radios are drawn over by their stars.
      await box.check({ force: true });
    } else {
      const named = scope.getByRole('button', { name: step.click, exact: true });
      const button = step.first ? named.first() : named;
      await waitVisible(button);
      await button.click();
    }
  }
}

/** Fills and sends the register form of the open page (/account?mode=register). */
export async function fillRegister(page: Page, email = `catalogue.${Date.now()}@example.com`): Promise<void> {
  await playSteps(page, registerSteps(email));
}

/** Asks for a code, reads it from the mock's outbox, and resets the password with it. */
async function resetWithCode(page: Page) {
  await playSteps(page, stepsFor('forgot')!);
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
  await playSteps(page, resetSteps(code));
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
  // The button reads 'Missing details' until the form is complete: the step waits for it.
  await playSteps(page, stepsFor('pay')!);
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

/** Performs a row's action on the page it opened: its steps where it has them. */
export async function perform(page: Page, action: CatalogueAction): Promise<void> {
  const steps = stepsFor(action);
  if (steps) return playSteps(page, steps);
  switch (action) {
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
    default:
      throw new Error(`No way to do '${action}' on the page`);
  }
}
