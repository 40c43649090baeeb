/**
 * The Mock devtools in Chromium: scenarios picked by link show in the panel with the requests they
 * shaped, and one tester's data and scenarios travel to another through an exported file.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, mockReady, useBrowser } from './support/browser';

const browser = useBrowser();

const api = callApi;

const visible = (locator: { isVisible: () => Promise<boolean> }) =>
  expect.poll(() => locator.isVisible(), { timeout: 15_000 }).toBe(true);

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /^Mock/ }).click();
  return page.getByRole('dialog', { name: 'Mock backend devtools' });
}

describe('the Mock devtools', () => {
  it('shows the scenarios a link turned on and the requests they shaped', async () => {
    const page = await browser.newPage();
    await page.goto('/products?scenario=listProducts:empty');
    await mockReady(page);
    await visible(page.getByRole('button', { name: 'Mock · 1 on backend devtools' }));
    const panel = await openPanel(page);
    await visible(panel.getByRole('button', { name: 'listProducts:empty (turn off)' }));
    await panel.getByRole('tab', { name: 'Requests' }).click();
    await visible(
      panel.getByRole('table', { name: 'Requests the mock answered' }).getByText('listProducts:empty').first(),
    );
    // Cleared from the panel, the next request is answered normally.
    await panel.getByRole('tab', { name: 'Scenarios' }).click();
    await panel.getByRole('button', { name: 'Clear all' }).click();
    expect(await page.evaluate(() => sessionStorage.getItem('mock:scenarios'))).toBeNull();
    expect((await api(page, '/products?per_page=1')).body?.pagination.total).toBe(69);
  });

  it('carries data and scenarios from one tester to another in an exported file', async () => {
    // Tester one changes a product and picks a scenario, then exports.
    const one = await browser.newPage();
    await one.goto('/about-us?scenario=getAdminOverview:500');
    await mockReady(one);
    const admin = await api(one, '/login', {
      method: 'POST',
      json: { email: 'admin@example.com', password: 'password123' },
    });
    const renamed = 'Exported Shea Butter Cream 100g';
    expect(
      (await api(one, '/products/1', { method: 'PATCH', json: { name: renamed }, token: admin.body?.access_token }))
        .status,
    ).toBe(200);
    const panel = await openPanel(one);
    await panel.getByRole('tab', { name: 'Data' }).click();
    const [download] = await Promise.all([
      one.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export data and scenarios' }).click(),
    ]);
    const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { scenarios: string[]; page: string };
    expect(file.scenarios).toEqual(['getAdminOverview:500']);
    expect(file.page).toMatch(/^\/about-us/);

    // Tester two, another browser profile with the seed data, imports it.
    const two = await browser.newPage();
    await two.goto('/about-us');
    await mockReady(two);
    expect((await api(two, '/products/1')).body?.name).not.toBe(renamed);
    const panelTwo = await openPanel(two);
    await panelTwo.getByRole('tab', { name: 'Data' }).click();
    await Promise.all([
      two.waitForEvent('load'),
      panelTwo.getByLabel('Import a state file…').setInputFiles((await download.path())!),
    ]);
    await mockReady(two);
    expect((await api(two, '/products/1')).body?.name).toBe(renamed);
    expect(
      await two.evaluate(() =>
        (window as unknown as { __mockScenarios: { active: () => string[] } }).__mockScenarios.active(),
      ),
    ).toEqual(['getAdminOverview:500']);
    await two.goto('/product/1');
    await visible(two.getByRole('heading', { name: renamed, level: 1 }));
  });
});
