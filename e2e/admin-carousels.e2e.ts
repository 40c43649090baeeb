/**
 * The homepage slides journey in Chromium: an admin adds a slide with an uploaded image (real
 * XMLHttpRequest multipart, served back by the in-browser mock), sees it first in the store's hero
 * at once, then deactivates it and sees it gone from the hero.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mockReady, useBrowser } from './support/browser';
import { signInAs } from './support/session';

const browser = useBrowser();

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const HEADING = 'Harmattan Glow Edit';

const hero = (page: Page) => page.getByRole('region', { name: 'Featured products' });
const firstDot = (page: Page) => hero(page).getByRole('button', { name: /^Go to slide 1: / });

describe('admin homepage slides', () => {
  it('adds a slide that shows first on the home page at once, then deactivates it', { timeout: 90_000 }, async () => {
    const page = await browser.newPage();
    await page.goto('/admin/carousels');
    await mockReady(page);
    await signInAs(page, 'admin');
    await page.getByRole('heading', { name: 'Homepage slides' }).waitFor();
    const list = page.getByRole('list', { name: 'Active slides', exact: true });
    await list.waitFor();

    // The store's hero as it is now (cached by the app for 5 minutes), then back to the admin.
    await page.getByRole('link', { name: 'Back to the store' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => firstDot(page).getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('Go to slide 1: Glow Recipe');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin/carousels');

    // Add a slide with an uploaded image, sorted before every seeded slide.
    const form = page.getByRole('form', { name: 'Add a slide' });
    await form.getByLabel('Heading (required)').fill(HEADING);
    await form.getByLabel('Subtitle').fill('New in');
    await form
      .getByLabel('Or upload an image')
      .setInputFiles({ name: 'harmattan.png', mimeType: 'image/png', buffer: PNG });
    await form.getByLabel('Image description').fill('A jar of cream in warm light');
    await form.getByLabel('Sort order').fill('-1');
    await form.getByRole('button', { name: 'Add slide' }).click();
    await expect
      .poll(() => page.getByText(`“${HEADING}” was added. It now shows on the home page.`).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    const row = list.getByRole('listitem').first();
    await expect.poll(() => row.getByRole('heading').textContent()).toBe(HEADING);
    expect(await row.getByRole('img').getAttribute('src')).toMatch(/^\/mock-uploads\//);
    // The uploaded image is served back.
    await expect
      .poll(() => row.getByRole('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    // The store's home page, within the same app: the new slide leads the hero at once.
    await page.getByRole('link', { name: 'Back to the store' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect
      .poll(() => firstDot(page).getAttribute('aria-label'), { timeout: 15_000 })
      .toBe(`Go to slide 1: ${HEADING}`);

    // Back to the admin, deactivate it, and it leaves the list and the hero.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin/carousels');
    await list.getByRole('button', { name: `Deactivate ${HEADING}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Deactivate this slide?' });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect.poll(() => page.getByText(`“${HEADING}” was deactivated.`).isVisible()).toBe(true);
    await expect.poll(() => list.getByRole('heading', { name: HEADING }).count()).toBe(0);

    await page.getByRole('link', { name: 'Back to the store' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => firstDot(page).getAttribute('aria-label')).toBe('Go to slide 1: Glow Recipe');
    expect(
      await hero(page)
        .getByRole('button', { name: new RegExp(HEADING) })
        .count(),
    ).toBe(0);
  });
});
