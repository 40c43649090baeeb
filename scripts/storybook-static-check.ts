/**
 * A static Storybook, opened cold as a designer would (issue 49): a story in a desktop frame is
 * seen at 375 px from the toolbar with its state (the review form's refusal) kept, the link keeps
 * the width, and the next story opens in its own frame again; Start here opens first, the
 * Scenario menu searches with the story's own operations first, and a replaced choice is marked.
 *
 *   npx storybook build -o /tmp/sb-static && npx tsx scripts/storybook-static-check.ts /tmp/sb-static [port] [shots dir]
 *
 * Exits 1 with what differed. Not part of `npm test`: it needs a Storybook build (minutes).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, testBrowserLaunch } from './lib/chromium';
import { serveBuild } from './lib/static-server';

const [dir = 'storybook-static', port = '6008', shots] = process.argv.slice(2);
const origin = `http://127.0.0.1:${port}`;
const STORY = 'product-reviews-server-refusals--invalid-rating';
const REFUSAL = 'Please select a rating between 1 and 5.';

const problems: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) problems.push(what);
};

const preview = (page: Page) => page.frameLocator('#storybook-preview-iframe');

/** The story's frame width, once it is `width` or five seconds have passed. */
async function settledWidth(page: Page, width: number): Promise<number> {
  const measure = () =>
    preview(page)
      .locator('body')
      .evaluate(() => window.innerWidth);
  for (let i = 0; i < 50 && (await measure()) !== width; i++) await page.waitForTimeout(100);
  return measure();
}

/** The review story's frame width, with its refusal on screen. */
async function frameWidth(page: Page, width: number): Promise<number> {
  await preview(page).getByText(REFUSAL).waitFor({ timeout: 60_000 });
  return settledWidth(page, width);
}

async function shot(page: Page, name: string): Promise<void> {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}.png`) });
}

const server = await serveBuild(dir, Number(port), { compress: false });
const browser = await chromium.launch(testBrowserLaunch(CHROMIUM_ARGS));
try {
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await page.goto(`${origin}/?path=/story/${STORY}`);
  check((await frameWidth(page, 1280)) === 1280, 'a desktop story opens at 1280 px');
  const menu = page.getByRole('button', { name: /^Viewport size/ });
  check(await menu.isEnabled(), 'the width menu is free');

  await menu.click();
  await page.getByText('Phone (375 px)').click();
  check((await frameWidth(page, 375)) === 375, 'picked from the toolbar, it is 375 px wide, the refusal still shown');
  await shot(page, 'picked-375');
  const link = page.url();
  check(/globals=[^&]*viewport[^&]*mobile/.test(decodeURIComponent(link)), `the link names the width: ${link}`);

  const cold = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await cold.goto(link);
  check((await frameWidth(cold, 375)) === 375, 'the link, opened cold, shows the story at 375 px');
  await shot(cold, 'link-375');

  await cold.getByRole('link', { name: 'Product Gone' }).click();
  await preview(cold).getByText('Failed to submit review.').waitFor({ timeout: 60_000 });
  check((await settledWidth(cold, 1280)) === 1280, 'the next story opens in its own frame (1280 px)');
  await shot(cold, 'next-story');

  // A phone story opened cold opens in its own frame, and the toolbar takes it to the tablet's width.
  const footer = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await footer.goto(`${origin}/?path=/story/layout-footer--phone`);
  await preview(footer).getByRole('contentinfo').waitFor({ timeout: 60_000 });
  check((await settledWidth(footer, 375)) === 375, 'a phone story opens at 375 px');
  await footer.getByRole('button', { name: /^Viewport size/ }).click();
  await footer.getByText('Tablet (768 px)').click();
  check((await settledWidth(footer, 768)) === 768, 'and is seen at 768 px from the toolbar');
  await shot(footer, 'phone-story-at-768');

  // Point 5: the Start here page opens first; the Scenario menu searches, with the story's own
  // operations first; a toolbar choice the story replaces is marked.
  const home = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await home.goto(`${origin}/`);
  await preview(home).getByRole('heading', { level: 1, name: 'Start here' }).waitFor({ timeout: 60_000 });
  check(home.url().includes('designers-start-here'), 'the Storybook opens on Start here');

  const orders = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await orders.goto(`${origin}/?path=/story/orders-orders-page--populated`);
  await preview(orders).getByRole('list', { name: 'Orders' }).waitFor({ timeout: 60_000 });
  await orders.getByRole('button', { name: 'Scenario', exact: true }).click();
  const called = orders.getByRole('region', { name: 'Called by this story' });
  await called.waitFor({ timeout: 10_000 });
  check(await called.getByText('listOrders:500').isVisible(), 'the menu lists the story’s listOrders first');
  await orders.getByLabel('Search scenarios').fill('listorders 500');
  const all = orders.getByRole('button', { name: /^listOrders:/ });
  check(
    (await all.count()) >= 1 && (await orders.getByRole('button', { name: /^getProduct:/ }).count()) === 0,
    'the search narrows the menu to listOrders',
  );
  await shot(orders, 'scenario-search');
  await orders
    .getByRole('button', { name: /^listOrders:500\b/ })
    .first()
    .click();
  await orders.waitForURL(/scenario:listOrders--500/);
  check(true, 'the pick is in the link');

  const cart = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  await cart.goto(`${origin}/?path=/story/cart-cartpage--full&globals=dataPreset:big-basket`);
  const mark = cart.getByText('Replaced by this story: data:big-basket');
  check(
    await mark.waitFor({ timeout: 60_000 }).then(
      () => true,
      () => false,
    ),
    'data:big-basket on the cart’s Full story is marked as replaced',
  );
  await shot(cart, 'replaced');
} finally {
  await browser.close();
  server.close();
}
if (problems.length) process.exit(1);
