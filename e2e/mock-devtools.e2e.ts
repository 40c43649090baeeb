/**
 * The Mock devtools in Chromium: scenarios picked by link show in the panel with the requests they
 * shaped, a link's typo shows on the Mock button and Reload page writes the address from what is
 * on, one tester's data and scenarios travel to another through an exported file (with the clock
 * and the page: a reset code two days old is two days old in a fresh browser), and a test run
 * keeps a screenshot of a failed row, with the screenshot library downloaded only then.
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

/** Renames product 1 through the API as the admin (a change to the data); the answer's status. */
async function renameProduct(page: Page, name: string): Promise<number> {
  const admin = await api(page, '/login', {
    method: 'POST',
    json: { email: 'admin@example.com', password: 'password123' },
  });
  return (await api(page, '/products/1', { method: 'PATCH', json: { name }, token: admin.body?.access_token })).status;
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

  it('says what a link asked for and the mock did not understand; Reload page writes what is on in the address', async () => {
    const page = await browser.newPage();
    await page.goto('/products?scenario=listProducts:empty,login:invalid_credentails&clock=tomorrow');
    await mockReady(page);
    await visible(page.getByRole('button', { name: /^Mock · 2 not understood/ }));
    // Nothing of the list was applied.
    expect((await api(page, '/products?per_page=1')).body?.pagination.total).toBe(69);
    const panel = await openPanel(page);
    const alert = panel.getByRole('alert').first();
    await visible(alert);
    expect(await alert.textContent()).toContain('Did you mean login:invalid_credentials?');
    // The list waits in the field: mended there, it turns on.
    const field = panel.getByLabel('Add by name');
    await field.fill('listProducts:empty');
    await field.press('Enter');
    await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: 'Reload page' }).click()]);
    await mockReady(page);
    expect(new URL(page.url()).search).toBe('?scenario=listProducts:empty');
    await visible(page.getByRole('button', { name: 'Mock · 1 on backend devtools' }));
    expect((await api(page, '/products?per_page=1')).body?.pagination.total).toBe(0);
  });

  it('Reload page keeps a link\u2019s data preset in the address, and the data with what changed since', async () => {
    const page = await browser.newPage();
    await page.goto('/about-us?data=no-images');
    await mockReady(page);
    const renamed = 'Renamed after the preset';
    expect(await renameProduct(page, renamed)).toBe(200);
    const panel = await openPanel(page);
    await Promise.all([page.waitForEvent('load'), panel.getByRole('button', { name: 'Reload page' }).click()]);
    await mockReady(page);
    expect(new URL(page.url()).search).toBe('?data=no-images');
    const product = (await api(page, '/products/1')).body as { name: string; images: string[] };
    expect([product.name, product.images]).toEqual([renamed, []]);
  });

  it('carries data and scenarios from one tester to another in an exported file', async () => {
    // Tester one changes a product and picks a scenario, then exports.
    const one = await browser.newPage();
    await one.goto('/about-us?scenario=getAdminOverview:500');
    await mockReady(one);
    const renamed = 'Exported Shea Butter Cream 100g';
    expect(await renameProduct(one, renamed)).toBe(200);
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

  it('puts a fresh browser where the file was taken: a reset code two days old, on the reset form', async () => {
    // Tester one asks for a reset code, moves the clock two days on, and exports on the reset form.
    const one = await browser.newPage();
    await one.goto('/account?mode=reset');
    await mockReady(one);
    const forgot = await api(one, '/password/forgot', { method: 'POST', json: { email: 'customer@example.com' } });
    expect(forgot.status).toBe(200);
    const code = await one.evaluate(
      () =>
        (window as unknown as { __mockBackend: { outbox: () => Array<{ code: string | null }> } }).__mockBackend
          .outbox()
          .at(-1)!.code!,
    );
    const panel = await openPanel(one);
    await panel.getByRole('tab', { name: 'Data' }).click();
    await panel.getByLabel(/^Advance \(\+8d, -2h\) or set/).fill('+2d');
    await panel.getByRole('button', { name: 'Move the clock' }).click();
    const [download] = await Promise.all([
      one.waitForEvent('download'),
      panel.getByRole('button', { name: 'Export data and scenarios' }).click(),
    ]);

    // Tester two, a fresh browser: the import opens the reset form, two days after the code was sent.
    const two = await browser.newPage();
    await two.goto('/about-us');
    await mockReady(two);
    const panelTwo = await openPanel(two);
    await panelTwo.getByRole('tab', { name: 'Data' }).click();
    await Promise.all([
      two.waitForURL((url) => url.pathname === '/account' && url.search === '?mode=reset'),
      panelTwo.getByLabel('Import a state file…').setInputFiles((await download.path())!),
    ]);
    await mockReady(two);
    const form = two.getByRole('form', { name: 'Reset password' });
    await form.getByLabel(/^Email/).fill('customer@example.com');
    await form.getByLabel(/^Reset code/).fill(code);
    await form.getByLabel(/^New password/).fill('a-new-password-1');
    await form.getByLabel(/^Confirm new password/).fill('a-new-password-1');
    await form.getByRole('button', { name: 'Reset password' }).click();
    await visible(form.getByText('The code is invalid or expired.'));
  });

  it('keeps a screenshot of the page with a failed row, downloadable, and loads the screenshot library only then', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    // Which scripts hold the library (its log prefix survives minifying).
    const library: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const text = await response.text().catch(() => '');
      if (text.includes('[modern-screenshot]')) library.push(new URL(response.url()).pathname);
    });
    await page.goto('/products');
    await mockReady(page);
    await visible(page.getByRole('heading', { level: 1, name: 'All products' }));
    const panel = await openPanel(page);
    await panel.getByRole('tab', { name: 'Catalogue' }).click();
    await panel.getByRole('button', { name: 'Start a test run' }).click();
    const run = panel.getByRole('region', { name: 'Test run' });
    expect(library).toEqual([]);

    await run.getByLabel('Note (what you saw)').fill('No message at all');
    await run.getByRole('button', { name: 'Fail' }).click();
    // The mark waits for the picture, then the run moves on.
    await visible(run.getByRole('heading', { name: /^Test run: row 2 of / }));
    await run.getByRole('button', { name: 'Previous' }).click();
    const button = run.getByRole('button', { name: 'Download this row’s screenshot' });
    await visible(button);
    expect(library).toHaveLength(1);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^test-run-[\dT-]+-row-1\.jpg$/);
    const bytes = await readFile((await download.path())!);
    // A JPEG of the page at the window's size, with a picture in it (not one flat colour).
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const picture = await page.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += 4 * 97)
        colours.add((data[i]! >> 4) * 256 + (data[i + 1]! >> 4) * 16 + (data[i + 2]! >> 4));
      return { width: bitmap.width, height: bitmap.height, colours: colours.size };
    }, bytes.toString('base64'));
    expect(picture.width).toBe(1280);
    expect(picture.height).toBe(800);
    expect(picture.colours).toBeGreaterThan(20);
    // The run's JSON names it with the mark.
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      run.getByRole('button', { name: 'Export JSON' }).click(),
    ]);
    const exported = JSON.parse(await readFile((await json.path())!, 'utf8')) as {
      rows: Array<{ mark: { screenshot?: { file: string } } | null }>;
    };
    expect(exported.rows[0]!.mark?.screenshot?.file).toBe(download.suggestedFilename());
  });
});
