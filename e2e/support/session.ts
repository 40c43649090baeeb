/**
 * The one way a journey signs in: `signInAs(page, 'customer')`, `signInAs(page, 'admin')` (the demo
 * accounts, mocks/seed/demo-accounts.ts), or `signInAs(page, { email, password })` for another
 * account (one the journey registered, a new password, a wrong one). Unit tests and stories have
 * theirs with the same role names (src/testing/session.ts).
 *
 * - By default, as a person does: the sign-in form on the open page (the store's "Log in" or the
 *   admin gate's "Sign in") filled in and sent. The journey waits for what should follow.
 * - `{ by: 'api' }`: POST /api/login on the page's origin (the mock build), the tokens and the
 *   user stored where the app's form stores them, so the next page load starts signed in. For
 *   journeys about something else, and under mock scenarios that would break the form.
 */
import type { Page } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoRole } from '../../mocks/seed/demo-accounts';
import { TOKEN_KEYS } from '../../src/api/tokens';

export type Account = DemoRole | { email: string; password?: string };

export async function signInAs(page: Page, who: Account, { by = 'form' }: { by?: 'form' | 'api' } = {}) {
  const { email, password = DEMO_PASSWORD } = typeof who === 'string' ? { email: DEMO_ACCOUNTS[who] } : who;
  if (by === 'api') return storeSession(page, email, password);
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(email);
  await main.getByLabel('Password', { exact: true }).fill(password);
  await main.getByRole('button', { name: /^(Log in|Sign in)$/ }).click();
}

async function storeSession(page: Page, email: string, password: string): Promise<void> {
  const problem = await page.evaluate(
    async ({ email, password, keys }) => {
      const response = await fetch('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) return `POST /api/login answered ${response.status}`;
      const body = (await response.json()) as { access_token: string; refresh_token: string; user: unknown };
      localStorage.setItem(keys.access, body.access_token);
      localStorage.setItem(keys.refresh, body.refresh_token);
      localStorage.setItem(keys.user, JSON.stringify(body.user));
      return null;
    },
    { email, password, keys: TOKEN_KEYS },
  );
  if (problem) throw new Error(`Could not sign in as ${email}: ${problem}`);
}
