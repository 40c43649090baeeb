/** The app shell in Chromium: navigation, signing in and out, the admin guard, code splitting. */
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { open } from './support/catalogue-actions';
import { signInAs } from './support/session';

const browser = useBrowser();

describe('the store shell', () => {
  it('opens home, follows a category link, signs in as the customer and out again', async () => {
    const page = await browser.newPage();
    await open(page, '/');
    await expect.poll(() => page.getByRole('banner').isVisible()).toBe(true);

    const categories = page.getByRole('navigation', { name: 'Categories' });
    await categories.getByRole('link', { name: 'SKIN TREATMENT CREAM', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/products' && url.search === '?category=skin-treatment-cream');

    // The header's Log in link brings the shopper back to the page they were on.
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(/\/login\?next=/);
    await signInAs(page, 'customer');
    await expect.poll(() => page.getByText('Login successful! Redirecting...').isVisible()).toBe(true);
    await page.waitForURL(
      (url) => url.pathname === '/products' && url.searchParams.get('category') === 'skin-treatment-cream',
    );
    const accountButton = page.getByRole('banner').getByRole('button', { name: /customer@example\.com/ });
    await expect.poll(() => accountButton.isVisible()).toBe(true);

    await accountButton.click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Log in' }).isVisible()).toBe(true);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('access_token'),
        localStorage.getItem('refresh_token'),
        localStorage.getItem('user'),
      ]),
    ).toEqual([null, null, null]);
  });

  it('sends the shopper back to a safe ?next= target, and ignores one that leaves the site', async () => {
    const page = await browser.newPage();
    await open(page, '/login?next=%2Forders%3Fpage%3D2');
    await signInAs(page, 'customer');
    await page.waitForURL((url) => url.pathname === '/orders' && url.search === '?page=2');

    const other = await browser.newPage();
    await open(other, '/login?next=%2F%2Fevil.example%2Fsteal');
    await signInAs(other, 'customer');
    await other.waitForURL((url) => url.pathname === '/');
    expect(new URL(other.url()).host).toBe(new URL(browser.baseUrl()).host);
  });

  it('shows a signed-in state in another tab, and signs it out with this one', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    const second = await context.newPage();
    await open(first, '/login');
    await open(second, '/');
    await signInAs(first, 'customer');
    const inSecond = second.getByRole('banner').getByRole('button', { name: /customer@example\.com/ });
    await expect.poll(() => inSecond.isVisible(), { timeout: 10_000 }).toBe(true);
    // Back to the first tab, as a person would before using it.
    await first.bringToFront();
    await first.waitForURL((url) => url.pathname === '/');
    await first
      .getByRole('banner')
      .getByRole('button', { name: /customer@example\.com/ })
      .click();
    await first.getByRole('button', { name: 'Sign out' }).click();
    await expect
      .poll(() => second.getByRole('banner').getByRole('link', { name: 'Log in' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
  });

  it('refuses the admin area to a customer and lets the admin in', async () => {
    const page = await browser.newPage();
    await open(page, '/admin');
    await expect.poll(() => page.getByRole('heading', { name: 'Admin sign in' }).isVisible()).toBe(true);
    await signInAs(page, 'customer');
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('This account is not authorized for the admin dashboard.');

    await page.getByRole('button', { name: 'Sign in as someone else' }).click();
    await signInAs(page, 'admin');
    const adminNav = page.getByRole('navigation', { name: 'Admin' });
    await expect.poll(() => adminNav.isVisible()).toBe(true);
    for (const label of ['Home', 'Products', 'Orders', 'Customers', 'Carousels'])
      expect(await adminNav.getByRole('link', { name: label }).isVisible()).toBe(true);
  });

  it('downloads no admin code on a shopper page', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && !response.url().includes('mockServiceWorker'))
        scripts.push(await response.text().catch(() => ''));
    });
    await open(page, '/');
    await page.getByRole('banner').waitFor();
    await page.waitForLoadState('networkidle');
    const shopperCode = scripts.join('\n');
    expect(shopperCode.length).toBeGreaterThan(1000);
    expect(shopperCode.includes('This account is not authorized for the admin dashboard.')).toBe(false);
    expect(shopperCode.includes('Sign in as someone else')).toBe(false);
  });

  it('shows invalid product URLs and unknown paths plainly', async () => {
    const page = await browser.newPage();
    await open(page, '/product/abc');
    await expect.poll(() => page.getByRole('heading', { name: 'Invalid product URL' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Go home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await open(page, '/no-such-page');
    await expect.poll(() => page.getByRole('heading', { name: 'We couldn’t find that page' }).isVisible()).toBe(true);
  });

  it('falls back to defaults on a malformed listing URL instead of crashing', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await open(page, '/products?page=-4&per_page=9999&category=%3Cscript%3E');
    await expect.poll(() => page.getByRole('heading', { name: 'Products' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
