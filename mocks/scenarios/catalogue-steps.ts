/**
 * What to do on a catalogue row's page for its message to appear (its "Then", CatalogueAction), as
 * a short list of steps a person does: fill a field by its label, tick a box or a radio, press a
 * button by its name, inside the page's main region or a named form in it. Two
 * drivers play them: the test run in the tester's page (mocks/devtools/auto-run.ts, Testing
 * Library) and the e2e walk (e2e/support/catalogue-actions.ts, Playwright).
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import type { CatalogueAction } from './catalogue';

export type Name = string | RegExp;
/** One thing a person does, inside the page's main region (or the named form in it). */
export type Step =
  | { fill: string; value: string; form?: string }
  | { check: Name; role: 'checkbox' | 'radio'; form?: string }
  /** `first`: any of several such buttons will do (the first). */
  | { click: Name; form?: string; first?: true };

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
export const resetSteps = (code: string): Step[] => [
  { fill: 'Email', value: DEMO_ACCOUNTS.customer, form: 'Reset password' },
  { fill: 'Reset code', value: code, form: 'Reset password' },
  { fill: 'New password', value: 'new-password-123', form: 'Reset password' },
  { fill: 'Confirm new password', value: 'new-password-123', form: 'Reset password' },
  { click: 'Reset password', form: 'Reset password' },
];

/** A row's "Then" as steps, or null where it needs more (files, the outbox, the payment page): those stay Playwright's in the e2e walk, and by hand in the run. */
export function stepsFor(action: CatalogueAction): Step[] | null {
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
      return [{ click: 'Pay Now' }];
    case 'apply-promo':
      return [{ fill: 'Promo code', value: 'WELCOME-TEST23' }, { click: 'Apply' }];
    case 'open-unavailable-category':
      return [{ click: /\(coming soon\)/, first: true }];
    case 'pay-again':
      return [{ click: /^Pay now for order #\d+$/ }];
    default:
      return null;
  }
}
