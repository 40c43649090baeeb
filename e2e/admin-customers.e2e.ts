/** The back office's customers in Chromium: role changes, and revoking a customer's sessions. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mockReady, useBrowser } from './support/browser';
import { open } from './support/catalogue-actions';
import { signInAs } from './support/session';

const browser = useBrowser();

/** Signs in on the admin screen and opens the demo customer in the panel. */
async function openCustomer(page: Page) {
  await open(page, '/admin/users');
  await signInAs(page, 'admin');
  await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor();
  const search = page.getByPlaceholder('Search email…');
  await search.fill('customer@example');
  await search.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('q') === 'customer@example');
  await page
    .getByRole('list', { name: 'Customers' })
    .getByRole('link', { name: /customer@example\.com/ })
    .click();
  await page.waitForURL((url) => url.searchParams.has('user'));
  const panel = page.getByRole('region', { name: 'Customer details' });
  await panel.getByRole('heading', { name: 'customer@example.com' }).waitFor();
  return panel;
}

describe('admin customers', () => {
  it('makes a customer an admin and back', async () => {
    const page = await browser.newPage();
    const panel = await openCustomer(page);

    await panel.getByRole('button', { name: 'Make Admin' }).click();
    const promote = page.getByRole('alertdialog', { name: 'Make customer@example.com an admin?' });
    await promote.getByRole('button', { name: 'Make Admin' }).click();
    await panel.getByRole('button', { name: 'Make User' }).waitFor();
    await expect.poll(() => panel.locator('[data-role]').first().textContent()).toBe('Admin');
    // The list agrees after its refetch.
    await expect
      .poll(() => page.getByRole('list', { name: 'Customers' }).locator('[data-role]').first().textContent())
      .toBe('Admin');

    await panel.getByRole('button', { name: 'Make User' }).click();
    const demote = page.getByRole('alertdialog', { name: 'Make customer@example.com a user?' });
    await demote.getByRole('button', { name: 'Make User' }).click();
    await panel.getByRole('button', { name: 'Make Admin' }).waitFor();
    await expect.poll(() => panel.locator('[data-role]').first().textContent()).toBe('User');

    // It held on the server: a reload shows the same.
    await page.reload();
    await mockReady(page);
    await page.getByRole('region', { name: 'Customer details' }).getByRole('button', { name: 'Make Admin' }).waitFor();
  });

  it("revokes a customer's sessions: the customer's next refresh fails and they are signed out", async () => {
    const page = await browser.newPage();
    // The customer signs in first; keep their tokens, then leave without ending the session.
    await open(page, '/login');
    await signInAs(page, 'customer');
    await page.waitForURL((url) => url.pathname === '/');
    const kept = await page.evaluate(() => ({
      access: localStorage.getItem('access_token'),
      refresh: localStorage.getItem('refresh_token'),
      user: localStorage.getItem('user'),
    }));
    expect(kept.access && kept.refresh && kept.user).toBeTruthy();
    await page.evaluate(() => ['access_token', 'refresh_token', 'user'].forEach((key) => localStorage.removeItem(key)));

    const panel = await openCustomer(page);
    await panel.getByRole('button', { name: 'Revoke Sessions' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke sessions for customer@example.com?' });
    await dialog.getByRole('button', { name: 'Revoke Sessions' }).click();
    await page.getByText('Every session of customer@example.com has ended.').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);

    // The kept refresh token no longer works.
    const status = await page.evaluate(
      async (token) =>
        (await fetch('/api/token/refresh', { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status,
      kept.refresh!,
    );
    expect(status).toBe(401);

    // Back as the customer with the old tokens: their orders page finds them signed out.
    await page.evaluate((tokens) => {
      localStorage.setItem('access_token', tokens.access!);
      localStorage.setItem('refresh_token', tokens.refresh!);
      localStorage.setItem('user', tokens.user!);
    }, kept);
    await open(page, '/orders');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('access_token')), { timeout: 15_000 }).toBeNull();
    await expect
      .poll(() => page.getByRole('banner').getByRole('link', { name: 'Log in' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
  });
});
