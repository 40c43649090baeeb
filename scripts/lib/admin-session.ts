/** The signed-in admin, for the measuring scripts (`npm run bench`, `npm run bench:tasks`). */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs the admin in through the login page at `origin`; returns the storage it left (tokens, mock data). */
export async function adminStorageState(browser: Browser, origin: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill('admin@example.com');
  await main.getByLabel('Password', { exact: true }).fill('password123');
  await main.getByRole('button', { name: /^(Log in|Sign in)$/ }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Puts the origin's localStorage from `state` into the Chromium listening on `debugPort`, then
 * empties its cache: Lighthouse, told to keep storage, then loads the page signed in and cold.
 */
export async function putStorageInto(debugPort: number, origin: string, state: StorageState): Promise<void> {
  const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  const page = await cdp.contexts()[0]!.newPage();
  await page.goto(`${origin}/favicon.svg`);
  const items = state.origins.find((o) => o.origin === origin)?.localStorage ?? [];
  await page.evaluate((entries) => entries.forEach(({ name, value }) => localStorage.setItem(name, value)), items);
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await page.close();
  await cdp.close();
}
