/** The back office's orders in Chromium: find, fulfil, refund part of an order, export the filtered list. */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mockReady, useBrowser } from './support/browser';
import { signInAs } from './support/session';

const browser = useBrowser();

/** The orders list, after signing the admin in at its gate. */
async function openOrdersAsAdmin(page: Page) {
  await page.goto('/admin/orders');
  await mockReady(page);
  await signInAs(page, 'admin');
  await page.getByRole('main').getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
}

/** The footer line once the list has settled. */
async function summary(page: Page): Promise<string> {
  const table = page.getByRole('table', { name: /^Orders/ });
  await expect.poll(() => table.locator('xpath=..').getAttribute('aria-busy')).toBe('false');
  return (await page.getByRole('navigation', { name: 'Pages of orders' }).locator('p').textContent()) ?? '';
}

/** The first order on the list: its id (from the View button) and payment reference. */
async function firstRow(page: Page): Promise<{ id: number; reference: string }> {
  const row = page
    .getByRole('table', { name: /^Orders/ })
    .getByRole('row')
    .nth(1);
  const label = (await row.getByRole('button', { name: /^View order #/ }).getAttribute('aria-label')) ?? '';
  const reference = (await row.locator('span.font-mono').textContent()) ?? '';
  return { id: Number(label.replace(/\D/g, '')), reference };
}

describe('admin orders', () => {
  it('finds a paid order by its reference, fulfils it, and sees it fulfilled', async () => {
    const page = await browser.newPage();
    await openOrdersAsAdmin(page);
    await page.getByLabel('Status').selectOption('paid');
    await page.waitForURL((url) => url.searchParams.get('status') === 'paid');
    await summary(page);
    const { id, reference } = await firstRow(page);

    await page.getByLabel('Status').selectOption('');
    await page.getByRole('searchbox', { name: 'Search' }).fill(reference);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === reference);
    await expect.poll(() => summary(page)).toBe('Page 1 • 1 result(s) of 1');
    await page.getByRole('button', { name: `View order #${id}`, exact: true }).click();
    await page.getByRole('heading', { name: `Order #${id}` }).waitFor();

    const fulfil = page.getByRole('form', { name: 'Mark as fulfilled' });
    await fulfil.getByLabel('Carrier').fill('GIG Logistics');
    await fulfil.getByLabel('Tracking number').fill('GIG-778812');
    await fulfil.getByLabel('Shipped at').fill('2026-11-22');
    await fulfil.getByRole('button', { name: 'Mark as fulfilled' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Mark as fulfilled' }).click();
    await page.getByText(`Order #${id} marked as fulfilled.`).waitFor();
    await page.waitForURL((url) => !url.searchParams.has('highlight'));

    const row = page
      .getByRole('table', { name: /^Orders/ })
      .getByRole('row')
      .nth(1);
    await expect.poll(() => row.locator('[data-status]').getAttribute('data-status')).toBe('fulfilled');
    await row.getByRole('button', { name: `View order #${id}`, exact: true }).click();
    const delivery = page.getByRole('region', { name: 'Delivery' });
    await expect.poll(() => delivery.getByText('GIG-778812').isVisible()).toBe(true);
    expect(
      await page
        .getByRole('form', { name: 'Mark as fulfilled' })
        .getByRole('button', { name: 'Mark as fulfilled' })
        .isDisabled(),
    ).toBe(true);
  });

  it('refunds ₦1,000 of a paid order and shows the refund beside what was paid', async () => {
    const page = await browser.newPage();
    await openOrdersAsAdmin(page);
    await page.getByLabel('Status').selectOption('paid');
    await page.waitForURL((url) => url.searchParams.get('status') === 'paid');
    await summary(page);
    const { id } = await firstRow(page);
    await page.getByRole('button', { name: `View order #${id}`, exact: true }).click();
    const orderPanel = page.getByRole('region', { name: 'Order', exact: true });
    const paid =
      (await orderPanel
        .locator('dt', { hasText: /^Paid$/ })
        .locator('xpath=following-sibling::dd')
        .textContent()) ?? '';
    expect(paid).toMatch(/^₦/);

    const refund = page.getByRole('form', { name: 'Issue refund' });
    await refund.getByLabel('Amount (₦)').fill('1000');
    await refund.getByLabel('Reason').fill('One jar arrived broken');
    await refund.getByRole('button', { name: 'Issue refund' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('This refunds ₦1,000.').waitFor();
    await dialog.getByRole('button', { name: 'Issue refund' }).click();
    await page.getByText(`Refund issued for order #${id}.`).waitFor();
    await page.waitForURL((url) => !url.searchParams.has('highlight'));

    // Still paid (a partial refund keeps the status), with ₦1,000 refunded.
    await page.getByRole('button', { name: `View order #${id}`, exact: true }).click();
    const reopened = page.getByRole('region', { name: 'Order', exact: true });
    await expect
      .poll(() =>
        reopened
          .locator('dt', { hasText: /^Refunded$/ })
          .locator('xpath=following-sibling::dd')
          .textContent(),
      )
      .toBe('₦1,000');
    expect(
      await reopened
        .locator('dt', { hasText: /^Paid$/ })
        .locator('xpath=following-sibling::dd')
        .textContent(),
    ).toBe(paid);
    expect(await page.getByRole('article').locator('header [data-status]').getAttribute('data-status')).toBe('paid');
  });

  it('exports the filtered orders as a CSV file', async () => {
    const page = await browser.newPage();
    await openOrdersAsAdmin(page);
    await page.getByLabel('Status').selectOption('refunded');
    await page.waitForURL((url) => url.searchParams.get('status') === 'refunded');
    const total = Number((await summary(page)).match(/of (\d+)$/)?.[1]);
    expect(total).toBeGreaterThan(10);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export orders as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n').filter(Boolean);
    const header = lines[0]!.split(',');
    expect(header.slice(0, 4)).toEqual(['id', 'placed', 'email', 'status']);
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows).toHaveLength(total);
    expect(rows.every((row) => row[3] === 'refunded')).toBe(true);
    await page.getByText(`Exported ${total} orders.`).waitFor();
  });
});
