/**
 * The shopper pages leave what is far below the fold undrawn until it comes near
 * (docs/decisions/0020-performance-choices.md): the home page's Skin Doctor section and
 * footer, the listing's lower cards, a product's related products (the home page's category tabs
 * too, on screens shorter than Lighthouse's phone). Undrawn, they
 * keep their place (`contain-intrinsic-size`), so scrolling down moves nothing on the screen, and
 * they stay in the page for the keyboard, screen readers and find-in-page. A product's review form
 * is not even downloaded with the page: its code comes when it is needed, in a stand-in of its size
 * (src/features/product/review-form-slot.tsx).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { holdAnswer } from '../src/testing/held-answer';
import { useBrowser } from './support/browser';

const browser = useBrowser();
/** Lighthouse's phone. */
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 };

/** Whether the browser draws the element now: false while an ancestor's `content-visibility: auto` skips it. */
function drawn(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
}

/** Starts summing the page's layout shifts (what CLS adds up), from now on. */
async function watchShifts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.shifted += entry.value;
      }
    }).observe({ type: 'layout-shift' });
  });
}

/** Opens a page on the phone and waits for its load. */
async function openOnPhone(path: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForLoadState('load');
  return { context, page };
}

/** Scrolls to the bottom as a thumb would, a screen at a time, and returns the shifts seen meanwhile. */
async function scrollDown(page: Page): Promise<number> {
  await watchShifts(page);
  for (let i = 0; i < 12; i++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(120);
  }
  return page.evaluate(() => (window as unknown as { shifted: number }).shifted);
}

describe('below the fold', () => {
  it('the home page draws the hero and leaves the Skin Doctor section and the footer for later; scrolling to them moves nothing', async () => {
    const { context, page } = await openOnPhone('/');
    const main = page.getByRole('main');
    const skinDoctor = main.getByRole('heading', { name: 'Ask our skin doctor' });
    const footerLink = page.getByRole('contentinfo').getByRole('link').last();
    expect(await drawn(main.getByRole('region').first())).toBe(true);
    expect(await drawn(skinDoctor)).toBe(false);
    expect(await drawn(footerLink)).toBe(false);

    expect(await scrollDown(page)).toBeLessThan(0.001);
    expect(await drawn(skinDoctor)).toBe(true);
    expect(await drawn(footerLink)).toBe(true);
    await context.close();
  });

  it('the listing leaves the cards far below for later; they come as the shopper scrolls, each where it was', async () => {
    const { context, page } = await openOnPhone('/products');
    const cards = page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBe(20);
    expect(await drawn(cards.first())).toBe(true);
    expect(await drawn(cards.last())).toBe(false);
    const lastTop = await cards.last().evaluate((card) => card.getBoundingClientRect().top + window.scrollY);

    expect(await scrollDown(page)).toBeLessThan(0.001);
    expect(await drawn(cards.last())).toBe(true);
    const drawnTop = await cards.last().evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
    // Undrawn cards hold about a card's height: the last row lands near where it was placed.
    expect(Math.abs(drawnTop - lastTop) / lastTop).toBeLessThan(0.03);
    await context.close();
  });

  it('a product page leaves related products for later; they come, drawn, as the shopper scrolls', async () => {
    const { context, page } = await openOnPhone('/product/1');
    const related = page.getByRole('heading', { name: 'You may also like' });
    expect(await drawn(page.getByRole('heading', { level: 1 }))).toBe(true);
    expect(await drawn(related)).toBe(false);

    expect(await scrollDown(page)).toBeLessThan(0.001);
    expect(await drawn(related)).toBe(true);
    expect(await page.getByRole('region', { name: 'You may also like' }).getByRole('link').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('undrawn content is still there for the keyboard: tabbing into the footer draws and shows the focused link', async () => {
    const { context, page } = await openOnPhone('/products');
    const footerLink = page.getByRole('contentinfo').getByRole('link').first();
    expect(await drawn(footerLink)).toBe(false);
    await footerLink.focus();
    await expect.poll(() => drawn(footerLink)).toBe(true);
    const box = await footerLink.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.viewport.height);
    await context.close();
  });

  it('a product page works without the review form’s code, which comes when the form is near; its stand-in says so and takes the same room', async () => {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    // Every script with the form's code in it is held until the test lets it go.
    const held: string[] = [];
    const code = holdAnswer();
    await page.route('**/assets/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('Submit review')) {
        held.push(new URL(route.request().url()).pathname);
        await code.held;
      }
      await route.fulfill({ response, body });
    });
    await page.goto('/product/1');
    await page.waitForLoadState('load');
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    const standIn = reviews.getByRole('status');
    expect(await standIn.count()).toBe(1);
    // Scrolled near (no sign of a person yet): the form's code is asked for, in a chunk of its own.
    await standIn.scrollIntoViewIfNeeded();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(held.every((path) => /review-form/.test(path))).toBe(true);
    expect(await standIn.textContent()).toBe('Loading the review form…');

    // Meanwhile the page is drawn and answers: the reviews open.
    const toggle = reviews.getByRole('button', { name: /^(Show|Hide) reviews$/ });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await reviews.getByRole('form').count()).toBe(0);

    const placeholder = await standIn.locator('..').boundingBox();
    await watchShifts(page);
    code.release();
    const form = reviews.getByRole('form', { name: 'Write a review' });
    await form.waitFor();
    expect(await form.boundingBox()).toEqual(placeholder);
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted)).toBeLessThan(0.001);

    // A half-typed review survives a reload (review-draft.ts), whenever the form comes.
    await form.getByLabel('Title', { exact: true }).fill('Half a thought');
    await page.reload();
    expect(await form.getByLabel('Title', { exact: true }).inputValue()).toBe('Half a thought');
    await context.close();
  });
});
