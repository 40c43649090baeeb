/**
 * Admin products in Chromium: sign in as admin, create a product with an uploaded image, find it
 * in the store's listing and open it, edit its price, and delete a review of it (posted first
 * through the API, since a new product has none).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mockReady, useBrowser } from './support/browser';
import { signInAs } from './support/session';

const browser = useBrowser();

/** A 1×1 PNG, made here so the upload is a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Posts a review as the signed-in admin, through the API the app uses. */
async function postReview(page: Page, productId: number, title: string) {
  return page.evaluate(
    async ({ id, title }) => {
      const response = await fetch(`/api/products/${id}/reviews`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('access_token')}`,
        },
        body: JSON.stringify({ rating: 4, title, body: 'Soft skin in a week.' }),
      });
      return response.status;
    },
    { id: productId, title },
  );
}

describe('admin products', () => {
  it('creates a product with an image, finds it in the store, edits its price and deletes a review', async () => {
    const page = await browser.newPage();
    const name = `Moringa Glow Lotion ${Date.now().toString(36)}`;

    await page.goto('/admin/create');
    await mockReady(page);
    await signInAs(page, 'admin');
    const form = page.getByRole('form', { name: 'Add product' });
    await form.getByLabel('Name (required)', { exact: true }).fill(name);
    await form.getByLabel('Price (₦) (required)', { exact: true }).fill('3500');
    await form.getByLabel('Category (required)', { exact: true }).fill('Body Lotion');
    await form.getByLabel('Subcategory (required)', { exact: true }).selectOption({ label: 'Skin Whitening Lotion' });
    await form
      .getByLabel('Image files', { exact: true })
      .setInputFiles({ name: 'moringa.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => form.getByRole('list', { name: 'Chosen files' }).getByText('moringa.png').isVisible())
      .toBe(true);
    await form.getByRole('button', { name: 'Create product' }).click();

    await page.waitForURL(/\/admin\/product\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const main = page.getByRole('main');
    await expect.poll(() => main.getByRole('heading', { name, level: 1 }).isVisible()).toBe(true);
    // The uploaded file is served back and shows in the gallery.
    const image = main.locator(`img[alt="${name}"]`).first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    expect(await image.getAttribute('src')).toMatch(/moringa\.png$/);

    // The store's listing finds it, and its page opens.
    await page.goto(`/products?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('main').getByRole('link', { name });
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.click();
    await page.waitForURL(new RegExp(`/product/${id}$`));
    await expect.poll(() => page.getByRole('main').getByRole('heading', { name, level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('main').getByText('₦3,500').first().isVisible()).toBe(true);

    // Edit its price.
    await page.goto(`/admin/product/${id}`);
    await expect.poll(() => main.getByRole('button', { name: 'Edit' }).isVisible()).toBe(true);
    await main.getByRole('button', { name: 'Edit' }).click();
    const edit = main.getByRole('form', { name: 'Edit product' });
    await edit.getByLabel('Price (₦) (required)', { exact: true }).fill('4200');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => main.getByText('₦4,200', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => edit.count()).toBe(0);

    // Delete a review (posted first: a new product has none).
    expect(await postReview(page, id, 'Lovely glow')).toBe(201);
    await page.reload();
    await mockReady(page);
    const reviews = main.getByRole('list', { name: 'Reviews' });
    await expect.poll(() => reviews.getByText('Lovely glow').isVisible()).toBe(true);
    await reviews.getByRole('button', { name: /^Delete review by .*Lovely glow$/ }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete review' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => main.getByRole('heading', { name: 'Reviews (0)' }).isVisible()).toBe(true);
    await expect.poll(() => main.getByText('No reviews yet.').isVisible()).toBe(true);
  });
});
