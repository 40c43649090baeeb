/**
 * What to do on a catalogue row's page for its message to appear (its "Then", CatalogueAction), as
 * a short list of steps a person does: fill a field by its label, pick an option, choose a picture
 * for a file field, tick a box or a radio, press a button by its name, inside the page's main
 * region or a named form in it. A step may land on another page (Pay Now opens the payment page):
 * the next step waits for its field there. Two drivers play them: the test run in the tester's
 * page (mocks/devtools/auto-run.ts, Testing Library) and the e2e walk
 * (e2e/support/catalogue-actions.ts, Playwright).
 */
import { TEST_CARD_CVV, TEST_CARDS } from '../paystack/cards';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import type { CatalogueAction } from './catalogue';

export type Name = string | RegExp;
/** What is typed: text, or the latest password-reset code the mock's outbox holds for an email. */
export type Value = string | { resetCodeFor: string };
/** One thing a person does, inside the page's main region (or the named form in it). */
export type Step =
  | { fill: Name; value: Value; form?: Name }
  /** Picks the option shown as `option` in a select. */
  | { select: Name; option: string; form?: Name }
  /** Chooses STEP_IMAGE for a file field (made by the driver, no download). */
  | { upload: Name; form?: Name }
  | { check: Name; role: 'checkbox' | 'radio'; form?: Name }
  /** `first`: any of several such buttons will do (the first). */
  | { click: Name; form?: Name; first?: true };

/** The picture an upload step chooses: a 1×1 PNG, its bytes here, so neither driver fetches one. */
export const STEP_IMAGE = {
  name: 'slide.png',
  type: 'image/png',
  base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
} as const;

/** The code of the latest password-reset mail to `to` among the outbox's mails (oldest first), or null. */
export function latestResetCode(
  mails: ReadonlyArray<{ to: string; subject: string; code: string | null }>,
  to: string,
): string | null {
  return mails.findLast((mail) => mail.to === to && mail.subject === 'Your password reset code')?.code ?? null;
}

const login = (email: string): Step[] => [
  { fill: 'Email', value: email },
  { fill: 'Password', value: DEMO_PASSWORD },
  { click: /^(Log in|Sign in)$/ },
];
/** The register form filled validly (the demo accounts' password) and sent. */
export function registerSteps(email: string): Step[] {
  const form = 'Create an account';
  return [
    { fill: 'Email', value: email, form },
    { fill: 'Password', value: DEMO_PASSWORD, form },
    { fill: 'Confirm password', value: DEMO_PASSWORD, form },
    { check: /I agree to the Terms & Conditions/, role: 'checkbox', form },
    { click: 'Create account', form },
  ];
}
const forgot: Step[] = [
  { fill: 'Email', value: DEMO_ACCOUNTS.customer, form: 'Forgot password' },
  { click: 'Send reset code', form: 'Forgot password' },
];
/** The reset form sent with a code (a wrong one for the rows whose scenario answers anyway). */
export const resetSteps = (code: Value): Step[] => [
  { fill: 'Email', value: DEMO_ACCOUNTS.customer, form: 'Reset password' },
  { fill: 'Reset code', value: code, form: 'Reset password' },
  { fill: 'New password', value: 'new-password-123', form: 'Reset password' },
  { fill: 'Confirm new password', value: 'new-password-123', form: 'Reset password' },
  { click: 'Reset password', form: 'Reset password' },
];
const pay: Step[] = [{ click: 'Pay Now' }];
/** On the payment page (/mock-paystack): a test card, an expiry three years on, its CVV, then Pay. */
export function cardSteps(number: string): Step[] {
  return [
    { fill: 'Card number', value: number },
    { fill: 'Expiry (MM/YY)', value: `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}` },
    { fill: 'CVV', value: TEST_CARD_CVV },
    { click: /^Pay ₦/ },
  ];
}
/** The create form filled validly (a known category, so the subcategory is a choice), with a picture or not, and sent. */
function createProductSteps(withImage: boolean): Step[] {
  const form = 'Add product';
  return [
    { fill: /^Name/, value: `Catalogue cream ${Date.now()}`, form },
    { fill: /^Price/, value: '4500', form },
    { fill: /^Category/, value: 'Face Cream', form },
    { select: /^Subcategory/, option: 'Face Smoothening Cream', form },
    { fill: 'Description', value: 'A light cream for every day.', form },
    ...(withImage ? [{ upload: 'Image files', form }] : []),
    { click: 'Create product', form },
  ];
}

/** A row's "Then" as steps. */
export function stepsFor(action: CatalogueAction): Step[] {
  switch (action) {
    case 'none':
      return [];
    case 'login':
      return login(DEMO_ACCOUNTS.customer);
    case 'admin-login':
      return login(DEMO_ACCOUNTS.admin);
    case 'register':
      return registerSteps(`catalogue.${Date.now()}@example.com`);
    case 'forgot':
      return forgot;
    case 'reset':
      return resetSteps('123456');
    case 'review': {
      const form = 'Write a review';
      return [
        { check: '4 stars', role: 'radio', form },
        { fill: 'Title', value: 'Smooth after two weeks', form },
        { fill: 'Your review', value: 'Gentle on my skin, and the scent is light.', form },
        { click: 'Submit review', form },
      ];
    }
    case 'pay':
      return pay;
    case 'pay-declined':
      return [...pay, ...cardSteps(TEST_CARDS.decline)];
    case 'pay-success-card':
      return [...pay, ...cardSteps(TEST_CARDS.success)];
    case 'reset-with-code':
      // The reset form opens by itself once the code is sent; the code is then in the outbox.
      return [...forgot, ...resetSteps({ resetCodeFor: DEMO_ACCOUNTS.customer })];
    case 'create-product':
      return createProductSteps(false);
    case 'create-product-with-image':
      return createProductSteps(true);
    case 'update-product':
      return [
        { click: 'Edit' },
        { fill: /^Name/, value: `Renamed ${Date.now()}`, form: 'Edit product' },
        { click: 'Save', form: 'Edit product' },
      ];
    case 'create-slide-with-image': {
      const form = 'Add a slide';
      return [
        { fill: /^Heading/, value: 'Glow season', form },
        { upload: 'Or upload an image', form },
        { click: 'Add slide', form },
      ];
    }
    case 'update-slide':
      // The first active slide's Edit ('Edit <heading>') opens its form, named 'Edit <heading>'.
      return [
        { click: /^Edit /, first: true },
        { fill: /^Heading/, value: 'Glow season, renamed', form: /^Edit / },
        { click: 'Save changes', form: /^Edit / },
      ];
    case 'apply-promo':
      return [{ fill: 'Promo code', value: 'WELCOME-TEST23' }, { click: 'Apply' }];
    case 'open-unavailable-category':
      return [{ click: /\(coming soon\)/, first: true }];
    case 'pay-again':
      return [{ click: /^Pay now for order #\d+$/ }];
  }
}
