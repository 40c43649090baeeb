/**
 * What the error catalogue suite does on a page (mocks/scenarios/catalogue.ts, CatalogueAction):
 * perform each action once, by role and label as a person would. Each is the steps of
 * mocks/scenarios/catalogue-steps.ts, which the test run plays in the tester's page too, played
 * here by Playwright. A row's link has set its page up (signed in, the cart filled, the details
 * typed): an action does only the row's "Then".
 */
import type { Locator, Page } from 'playwright-core';
import type { CatalogueAction } from '../../mocks/scenarios/catalogue';
import {
  cardSteps,
  latestResetCode,
  registerSteps,
  STEP_IMAGE,
  stepsFor,
  type Step,
  type Value,
} from '../../mocks/scenarios/catalogue-steps';
import { TEST_CARDS } from '../../mocks/paystack/cards';
import { DEMO_PASSWORD } from '../../mocks/seed/demo-accounts';
import { mockReady } from './browser';

/** The demo accounts' password, which journeys give the accounts they register too. */
export const PASSWORD = DEMO_PASSWORD;
export const SUCCESS_CARD = TEST_CARDS.success;
export const DECLINE_CARD = TEST_CARDS.decline;

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

/** The text a fill types: its value, or the latest reset code in the page's mock outbox. */
async function typed(page: Page, value: Value): Promise<string> {
  if (typeof value === 'string') return value;
  const mails = await page.evaluate(() =>
    (
      window as unknown as {
        __mockBackend: { outbox: () => Array<{ to: string; subject: string; code: string | null }> };
      }
    ).__mockBackend.outbox(),
  );
  const code = latestResetCode(mails, value.resetCodeFor);
  if (code === null) throw new Error(`No reset code for ${value.resetCodeFor} in the mock outbox`);
  return code;
}

/** Plays a "Then"'s steps (mocks/scenarios/catalogue-steps.ts) on the page, each waiting for its field or button (on the next page, when a step opens one). */
export async function playSteps(page: Page, steps: readonly Step[]): Promise<void> {
  for (const step of steps) {
    const scope = step.form ? main(page).getByRole('form', { name: step.form }) : main(page);
    if ('fill' in step) {
      const field = scope.getByLabel(step.fill, { exact: true });
      await waitVisible(field);
      await field.fill(await typed(page, step.value));
    } else if ('select' in step) {
      const select = scope.getByLabel(step.select, { exact: true });
      await waitVisible(select);
      await select.selectOption({ label: step.option });
    } else if ('upload' in step) {
      const input = scope.getByLabel(step.upload, { exact: true });
      await waitVisible(input);
      const { name, type: mimeType, base64 } = STEP_IMAGE;
      await input.setInputFiles({ name, mimeType, buffer: Buffer.from(base64, 'base64') });
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
  await playSteps(page, stepsFor('pay'));
}

/** On the payment page Pay Now opened: pays with the card, then waits for the store's callback page. */
export async function payWithCard(page: Page, cardNumber: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/mock-paystack', { timeout: 15_000 });
  await playSteps(page, cardSteps(cardNumber));
  await page.waitForURL((url) => url.pathname === '/paystack/callback', { timeout: 15_000 });
}

/** Performs a row's action on the page it opened: its steps. */
export async function perform(page: Page, action: CatalogueAction): Promise<void> {
  await playSteps(page, stepsFor(action));
}
