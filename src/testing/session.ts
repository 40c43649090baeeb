/**
 * The one way a unit test or a story signs in: `signInAs('customer')`, `signInAs('admin')` (the
 * demo accounts, mocks/seed/demo-accounts.ts), or `signInAs({ email })` for another account in the
 * mock's database (a seeded customer, one the test registered). Real tokens from the mock, stored
 * with the user as a login stores them. Returns the access token, for direct API calls.
 *
 * The mock's database must be seeded: `withMockBackend()` or `withApp()` in a test file; in
 * Storybook the preview signs in with it (`parameters.session`). Journeys have their own
 * `signInAs(page, …)` with the same role names (e2e/support/session.ts).
 */
import { sessionStore } from '@/api/session';
import { startBrowserSession } from '@mocks/devtools/sign-in';
import { DEMO_ACCOUNTS, type DemoRole } from '@mocks/seed/demo-accounts';

export type { DemoRole };

export async function signInAs(who: DemoRole | { email: string }): Promise<string> {
  const email = typeof who === 'string' ? DEMO_ACCOUNTS[who] : who.email;
  const token = await startBrowserSession(email);
  if (!token) throw new Error(`signInAs: no account ${email} in the mock's database (is it seeded?)`);
  sessionStore.refresh();
  return token;
}
