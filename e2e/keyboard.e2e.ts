/**
 * Keyboard-only journeys (issue 9): every widget is reached with Tab and worked with the keys the
 * WAI-ARIA Authoring Practices give its pattern, with no mouse at all (page.keyboard only), and
 * every stop on the way shows a visible focus indicator.
 *
 * - the hero carousel (APG carousel): the rotation control first, previous and next by Enter and
 *   Space, slides labelled "n of N", no rotation while focus is inside, its arrow/Home/End/P keys;
 * - a category tab's paged product grid (carousel): arrow/Home/End keys, previous and next buttons;
 * - the home page's category tabs (APG tabs, automatic activation). The product page has no tabs:
 *   its gallery thumbnails (arrow keys), reviews disclosure and star rating (a radio group) instead;
 * - the header's account menu and the category submenus (APG disclosure navigation: not
 *   role="menu", so Tab, not arrows, moves through them) and the mobile menu (a modal dialog);
 * - the back office's confirmation dialogs (APG alertdialog).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HERO_AUTO_ADVANCE_MS } from '../src/config/constants';
import { useBrowser } from './support/browser';
import { open } from './support/catalogue-actions';
import { signInAs } from './support/session';
import { focused, focusInside, named, tabThrough, tabTo, type Focused } from './support/keyboard';

const browser = useBrowser();

async function newPage(
  width: 'desktop' | 'phone' = 'desktop',
  who: 'visitor' | 'customer' | 'admin' = 'visitor',
): Promise<Page> {
  const page = await browser.newPage();
  await page.setViewportSize(width === 'phone' ? { width: 375, height: 812 } : { width: 1280, height: 800 });
  if (who !== 'visitor') {
    await open(page, '/about-us');
    await signInAs(page, who, { by: 'api' });
  }
  return page;
}

const press = (page: Page, key: string) => page.keyboard.press(key);
const nameOf = async (page: Page) => (await focused(page))?.name ?? '(nothing)';

describe('keyboard only: the home page', () => {
  it('hero carousel: rotation control first, Enter and Space on previous and next, "n of N" slides, no rotation while focus is inside', async () => {
    const page = await newPage();
    // A controllable clock: the 5 s rotation is run forward instead of waited for.
    await page.clock.install();
    await open(page, '/');
    const hero = page.locator('section[aria-roledescription="carousel"][aria-label="Featured products"]');
    await hero.waitFor();
    const counter = async () => (await hero.getByText(/^\d+ \/ \d+$/).textContent()) ?? '';
    const position = async () => Number((await counter()).split(' / ')[0]);
    const count = Number((await counter()).split(' / ')[1]);
    expect(count).toBeGreaterThan(1);
    const currentSlide = hero.locator('[aria-roledescription="slide"]:not([inert])');
    const live = hero.locator('[aria-live]');
    const step = (from: number, by: number) => ((((from - 1 + by) % count) + count) % count) + 1;

    // Left alone, it rotates, and the slides are not announced while they do.
    expect(await live.getAttribute('aria-live')).toBe('off');
    const before = await position();
    await page.clock.runFor(HERO_AUTO_ADVANCE_MS + 200);
    await expect.poll(position).toBe(step(before, 1));

    // Focus inside stops the rotation, and the slides are announced.
    await tabTo(page, (f) => f.tag === 'section' && f.name === 'Featured products', { what: 'the hero carousel' });
    expect(await live.getAttribute('aria-live')).toBe('polite');
    const held = await position();
    await page.clock.runFor(HERO_AUTO_ADVANCE_MS * 3);
    expect(await position()).toBe(held);
    expect(await currentSlide.getAttribute('aria-label')).toBe(`${held} of ${count}`);
    expect(await currentSlide.getAttribute('role')).toBe('group');

    // The rotation control comes first and works with Enter and with Space.
    const stops: Focused[] = [];
    await press(page, 'Tab');
    expect(await nameOf(page)).toBe('Pause slides');
    await press(page, 'Enter');
    await expect.poll(() => nameOf(page)).toBe('Play slides');
    await press(page, 'Space');
    await expect.poll(() => nameOf(page)).toBe('Pause slides');
    await press(page, 'Enter');
    await expect.poll(() => nameOf(page)).toBe('Play slides');

    // Then previous, one dot a slide, next.
    for (let i = 0; i < count + 2; i++) {
      await press(page, 'Tab');
      const focus = await focused(page);
      expect(focus?.indicator, `focus indicator on "${focus?.name}"`).toBeTruthy();
      stops.push(focus!);
    }
    expect(stops.map((s) => s.name.replace(/:.*/, ''))).toEqual([
      'Previous slide',
      ...Array.from({ length: count }, (_, i) => `Go to slide ${i + 1}`),
      'Next slide',
    ]);

    // Next with Enter and with Space; the label and the current dot follow.
    const start = await position();
    await press(page, 'Enter');
    await expect.poll(position).toBe(step(start, 1));
    await press(page, 'Space');
    await expect.poll(position).toBe(step(start, 2));
    await expect.poll(() => currentSlide.getAttribute('aria-label')).toBe(`${step(start, 2)} of ${count}`);
    expect(await hero.locator('button[aria-current="true"]').getAttribute('aria-label')).toMatch(
      new RegExp(`^Go to slide ${step(start, 2)}:`),
    );

    // Back to previous (Shift+Tab past the dots), Enter and Space.
    await tabTo(page, named('Previous slide'), { back: true, max: count + 2 });
    await press(page, 'Enter');
    await expect.poll(position).toBe(step(start, 1));
    await press(page, 'Space');
    await expect.poll(position).toBe(start);

    // A dot jumps to its slide.
    await tabTo(page, named(/^Go to slide 1:/), { max: count + 2 });
    await press(page, 'Enter');
    await expect.poll(position).toBe(1);

    // The region's own keys: End, Home, arrows (wrapping), P for pause.
    await tabTo(page, (f) => f.name === 'Featured products', { back: true, max: count + 4 });
    await press(page, 'End');
    await expect.poll(position).toBe(count);
    await press(page, 'Home');
    await expect.poll(position).toBe(1);
    await press(page, 'ArrowRight');
    await expect.poll(position).toBe(2);
    await press(page, 'ArrowLeft');
    await press(page, 'ArrowLeft');
    await expect.poll(position).toBe(count);
    await press(page, 'p');
    await expect
      .poll(() => hero.getByRole('button', { name: /^(Play|Pause) slides$/ }).getAttribute('aria-label'))
      .toBe('Pause slides');

    // Past the controls, Tab goes to the shown slide's links, never to a hidden slide's.
    await tabTo(page, named('Next slide'), { max: count + 4 });
    await press(page, 'Tab');
    expect(
      await focusInside(page, 'section[aria-label="Featured products"] [aria-roledescription="slide"]:not([inert])'),
    ).toBe(true);
  });

  it('category tabs: only the chosen tab in the Tab order, arrows (wrapping), Home and End choose, the panel is named by its tab', async () => {
    const page = await newPage();
    await open(page, '/');
    const tablist = page.getByRole('tablist', { name: 'Product categories' });
    await tablist.waitFor();
    const tabs = tablist.getByRole('tab');
    const labels = await tabs.allTextContents();
    expect(labels).toHaveLength(6);
    const panel = page.getByRole('tabpanel');

    await tabTo(page, (f) => f.role === 'tab', { what: 'the category tabs' });
    expect(await nameOf(page)).toBe(labels[0]);
    expect(await tabs.evaluateAll((all) => all.map((tab) => tab.getAttribute('tabindex')))).toEqual([
      '0',
      '-1',
      '-1',
      '-1',
      '-1',
      '-1',
    ]);

    // Tab leaves the tab list for the panel's content: the other tabs are not stops.
    await press(page, 'Tab');
    expect((await focused(page))?.role).not.toBe('tab');
    expect(await focusInside(page, '[role="tabpanel"]:not([hidden])')).toBe(true);
    await press(page, 'Shift+Tab');
    expect(await nameOf(page)).toBe(labels[0]);

    const expectChosen = async (index: number) => {
      await expect.poll(() => nameOf(page)).toBe(labels[index]);
      expect(await tabs.nth(index).getAttribute('aria-selected')).toBe('true');
      expect(
        await tabs.evaluateAll((all) => all.filter((tab) => tab.getAttribute('aria-selected') === 'true').length),
      ).toBe(1);
      expect(await tabs.nth(index).getAttribute('tabindex')).toBe('0');
      // The one panel shown is named by the chosen tab (aria-labelledby).
      expect(await panel.count()).toBe(1);
      expect(await panel.getAttribute('aria-labelledby')).toBe(await tabs.nth(index).getAttribute('id'));
      await page.getByRole('tabpanel', { name: labels[index] }).waitFor();
    };
    await press(page, 'ArrowRight');
    await expectChosen(1);
    await press(page, 'ArrowLeft');
    await expectChosen(0);
    await press(page, 'ArrowLeft');
    await expectChosen(5);
    await press(page, 'ArrowRight');
    await expectChosen(0);
    await press(page, 'End');
    await expectChosen(5);
    await press(page, 'Home');
    await expectChosen(0);
  });

  it('a tab’s product grid (carousel): arrows, Home and End page it from the grid; previous and next work with Enter and Space and keep focus', async () => {
    const page = await newPage();
    await open(page, '/');
    const firstTab = (await page.getByRole('tab', { selected: true }).textContent()) ?? '';
    const gridName = `${firstTab} products`;
    const grid = page.locator(`section[aria-roledescription="carousel"][aria-label="${gridName}"]`);
    await grid.getByText(/^Page 1 of \d+$/).waitFor();
    const pageLine = async () => (await grid.getByText(/^Page \d+ of \d+$/).textContent()) ?? '';
    const pages = Number((await pageLine()).split(' of ')[1]);
    expect(pages).toBeGreaterThan(1);

    await tabTo(page, (f) => f.tag === 'section' && f.name === gridName, { what: 'the product grid' });
    await press(page, 'ArrowRight');
    await expect.poll(pageLine).toBe(`Page 2 of ${pages}`);
    await press(page, 'End');
    await expect.poll(pageLine).toBe(`Page ${pages} of ${pages}`);
    await press(page, 'ArrowRight');
    await expect.poll(pageLine).toBe(`Page ${pages} of ${pages}`);
    await press(page, 'Home');
    await expect.poll(pageLine).toBe(`Page 1 of ${pages}`);
    await press(page, 'ArrowLeft');
    await expect.poll(pageLine).toBe(`Page 1 of ${pages}`);

    // Into the grid: the product links, then the pager.
    await press(page, 'Tab');
    expect((await focused(page))?.tag).toBe('a');
    await tabTo(page, named('Next page'), { max: 30 });
    await press(page, 'Enter');
    await expect.poll(pageLine).toBe(`Page 2 of ${pages}`);
    // Focus stays on the button (even on the last page, where it can go no further).
    expect(await nameOf(page)).toBe('Next page');
    if (pages > 2) {
      await press(page, 'Space');
      await expect.poll(pageLine).toBe(`Page 3 of ${pages}`);
    }
    await tabTo(page, named('Previous page'), { back: true, max: pages + 2 });
    await press(page, 'Space');
    await expect.poll(pageLine).toBe(`Page ${pages > 2 ? 2 : 1} of ${pages}`);
    expect(await nameOf(page)).toBe('Previous page');
    await tabTo(page, named('Go to page 2'), { max: pages + 2 });
    await press(page, 'Enter');
    await expect.poll(pageLine).toBe(`Page 2 of ${pages}`);
    expect(await grid.locator('button[aria-current="true"]').getAttribute('aria-label')).toBe('Go to page 2');
  });
});

describe('keyboard only: the category strip on a phone', () => {
  it('its scroll buttons work with Enter and keep focus at the end of the row', async () => {
    const page = await newPage('phone');
    await open(page, '/');
    const right = page.getByRole('button', { name: 'Scroll categories right' });
    const left = page.getByRole('button', { name: 'Scroll categories left' });
    await right.waitFor();
    expect(await left.getAttribute('aria-disabled')).toBe('true');
    await tabTo(page, named('Scroll categories right'), { what: 'the strip’s right button' });
    // A page at a time, until the row's end.
    await expect
      .poll(
        async () => {
          await press(page, 'Enter');
          return right.getAttribute('aria-disabled');
        },
        { timeout: 15_000, interval: 700 },
      )
      .toBe('true');
    expect(await nameOf(page)).toBe('Scroll categories right');
    expect(await left.getAttribute('aria-disabled')).toBe('false');
    await press(page, 'Shift+Tab');
    expect(await nameOf(page)).toBe('Scroll categories left');
  });
});

describe('keyboard only: the product page', () => {
  it('gallery thumbnails (arrows, Home, End), the reviews disclosure and the star rating (a radio group)', async () => {
    const page = await newPage();
    await open(page, '/product/3');
    const thumbnails = page.getByRole('list', { name: 'Product images' }).getByRole('button');
    await thumbnails.first().waitFor();
    const total = await thumbnails.count();
    expect(total).toBeGreaterThan(1);
    const pressed = () =>
      thumbnails.evaluateAll((all) => all.findIndex((b) => b.getAttribute('aria-pressed') === 'true'));

    await tabTo(page, named(`Show image 1 of ${total}`), { what: 'the first thumbnail' });
    await press(page, 'ArrowRight');
    await expect.poll(() => nameOf(page)).toBe(`Show image 2 of ${total}`);
    expect(await pressed()).toBe(1);
    await press(page, 'End');
    await expect.poll(() => nameOf(page)).toBe(`Show image ${total} of ${total}`);
    await press(page, 'Home');
    await expect.poll(() => nameOf(page)).toBe(`Show image 1 of ${total}`);
    await press(page, 'ArrowLeft');
    await expect.poll(() => nameOf(page)).toBe(`Show image ${total} of ${total}`);
    expect(await pressed()).toBe(total - 1);

    // The reviews: a disclosure button.
    const toggle = page.getByRole('button', { name: /^(Show|Hide) reviews$/ });
    await tabTo(page, named('Show reviews'), { what: 'Show reviews' });
    await press(page, 'Enter');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await nameOf(page)).toBe('Hide reviews');
    await page.locator(`#${await toggle.getAttribute('aria-controls')}`).waitFor({ state: 'visible' });
    await press(page, 'Space');
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');

    // The rating: Tab enters the group once, arrows choose.
    await tabTo(page, named('1 star'), { what: 'the rating' });
    const star = (n: number) => page.getByRole('radio', { name: n === 1 ? '1 star' : `${n} stars` });
    await press(page, 'ArrowRight');
    await expect.poll(() => star(2).isChecked()).toBe(true);
    await press(page, 'ArrowRight');
    await expect.poll(() => star(3).isChecked()).toBe(true);
    expect((await focused(page))?.indicator).toBeTruthy();
    await press(page, 'Tab');
    expect(await nameOf(page)).not.toMatch(/stars?$/);
  });
});

describe('keyboard only: the header menus', () => {
  it('the account menu (a disclosure): Enter and Space open it, Tab goes through it, Escape closes it and returns focus', async () => {
    const page = await newPage('desktop', 'customer');
    await open(page, '/');
    const banner = page.getByRole('banner');
    const button = banner.getByRole('button', { name: /customer@example\.com/ });
    await button.waitFor();
    // Site navigation: a disclosure, not an ARIA menu (so no arrow-key contract).
    expect(await page.getByRole('menu').count()).toBe(0);
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);

    await tabTo(page, named(/customer@example\.com/), { what: 'the account button' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await press(page, 'Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await panel.getByRole('link', { name: 'Orders' }).waitFor();
    await press(page, 'Tab');
    expect(await nameOf(page)).toBe('Orders');
    await press(page, 'Escape');
    await expect.poll(() => panel.isHidden()).toBe(true);
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await nameOf(page)).toMatch(/customer@example\.com/);

    // Space opens it too; Tab past its last item closes it.
    await press(page, 'Space');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await tabTo(page, named('Sign out'), { max: 4 });
    await press(page, 'Tab');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await focusInside(page, 'header')).toBe(true);
  });

  it('a category submenu (a disclosure): Enter opens it, Tab enters it, Escape closes it and returns focus', async () => {
    const page = await newPage();
    await open(page, '/');
    const nav = page.getByRole('navigation', { name: 'Categories' });
    const button = nav.getByRole('button', { name: 'Body Lotion submenu' });
    await button.waitFor();

    await tabTo(page, named('Body Lotion submenu'), { what: 'the Body Lotion submenu button' });
    await press(page, 'Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await press(page, 'Tab');
    expect(await nameOf(page)).toBe('Skin Whitening Lotion');
    await press(page, 'Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    expect(await nameOf(page)).toBe('Body Lotion submenu');
    expect(await nav.getByRole('link', { name: 'Skin Whitening Lotion' }).isHidden()).toBe(true);
  });

  it('the mobile menu (a modal dialog): focus moves in and stays in, Escape closes it and returns focus to the Menu button', async () => {
    const page = await newPage('phone');
    await open(page, '/');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.waitFor();

    await tabTo(page, named('Menu'), { what: 'the Menu button' });
    expect(await menuButton.getAttribute('aria-haspopup')).toBe('dialog');
    await press(page, 'Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await dialog.waitFor();
    await expect.poll(() => focusInside(page, 'dialog[open]')).toBe(true);

    // Tab and Shift+Tab never reach the page behind (focus may pass through the browser's own UI).
    const seen = new Set<string>();
    for (const key of [...Array<string>(30).fill('Tab'), ...Array<string>(10).fill('Shift+Tab')]) {
      await press(page, key);
      const where = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return 'outside the page';
        return el.closest('dialog[open]')
          ? 'dialog'
          : `page: <${el.tagName.toLowerCase()}> ${el.textContent?.trim().slice(0, 40)}`;
      });
      expect(where).not.toMatch(/^page:/);
      if (where === 'dialog') seen.add(await nameOf(page));
    }
    expect(seen.has('Close menu')).toBe(true);

    // A category opens with Enter (a <details> disclosure).
    await tabTo(page, named(/^BODY LOTION/), { what: 'the BODY LOTION category' });
    await press(page, 'Enter');
    await dialog.getByRole('link', { name: 'Shop all Body Lotion' }).waitFor();

    await press(page, 'Escape');
    await expect.poll(() => dialog.isHidden()).toBe(true);
    await expect.poll(() => nameOf(page)).toBe('Menu');
    // The browser closes the dialog and moves focus at once; React hears the close event a task later.
    await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('keyboard only: the back office’s dialogs', () => {
  /** Opens a confirmation by keyboard and checks the APG alertdialog: focus in, trapped, Escape, focus back on the trigger. */
  async function checkDialog(page: Page, trigger: string | RegExp, dialogName: string | RegExp, safe = 'Cancel') {
    await tabTo(page, (f) => f.tag === 'button' && named(trigger)(f), {
      max: 120,
      what: `the ${String(trigger)} button`,
    });
    const triggerName = await nameOf(page);
    await press(page, 'Enter');
    const dialog = page.getByRole('alertdialog', { name: dialogName });
    await dialog.waitFor();
    await expect.poll(() => focusInside(page, '[role="alertdialog"]')).toBe(true);
    // Focus starts on the safe choice.
    expect(await nameOf(page)).toBe(safe);
    const inside: string[] = [];
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await press(page, key);
      expect(await focusInside(page, '[role="alertdialog"]'), `focus after ${key}`).toBe(true);
      expect((await focused(page))?.indicator).toBeTruthy();
      inside.push(await nameOf(page));
    }
    expect(new Set(inside).size).toBeGreaterThanOrEqual(2);
    await press(page, 'Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => nameOf(page)).toBe(triggerName);
  }

  it('an order’s fulfil, cancel and refund confirmations', async () => {
    const page = await newPage('desktop', 'admin');
    await open(page, '/admin/orders?status=paid');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^View order #/ })
      .first()
      .waitFor();
    await tabTo(page, named(/^View order #/), { max: 120, what: 'the first View button' });
    await press(page, 'Enter');
    await page.getByRole('region', { name: 'Order', exact: true }).waitFor();
    await checkDialog(page, 'Mark as fulfilled', /as fulfilled\?$/);
    await checkDialog(page, 'Cancel order', /^Cancel order #\d+\?$/, 'Keep order');
    await checkDialog(page, 'Issue refund', /^Refund order #\d+\?$/, 'Go back');
  });

  it('a customer’s role and sign-out confirmations, and a slide’s deactivation', async () => {
    const page = await newPage('desktop', 'admin');
    await open(page, '/admin/users?q=customer%40example.com');
    const list = page.getByRole('list', { name: 'Customers' });
    await list.getByRole('link', { name: /customer@example\.com/ }).waitFor();
    await tabTo(page, named(/customer@example\.com/), { max: 80, what: 'the demo customer' });
    await press(page, 'Enter');
    await page
      .getByRole('region', { name: 'Customer details' })
      .getByRole('heading', { name: 'customer@example.com' })
      .waitFor();
    await checkDialog(page, 'Make Admin', 'Make customer@example.com an admin?');
    await checkDialog(page, 'Revoke Sessions', 'Revoke sessions for customer@example.com?');

    await open(page, '/admin/carousels');
    await page.getByRole('list', { name: 'Active slides', exact: true }).waitFor();
    await checkDialog(page, /^Deactivate /, 'Deactivate this slide?');
  });
});

describe('keyboard only: a visible focus indicator at every stop', () => {
  it('the check itself fails on a page whose focus outline is taken away', async () => {
    const page = await newPage();
    await open(page, '/about-us');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Through the CSSOM (a <style> tag would meet the Content-Security-Policy).
    await page.evaluate(() => {
      const sheet = [...document.styleSheets].find((s) => s.href?.startsWith(location.origin))!;
      sheet.insertRule(
        '*, *::before, *::after { outline: none !important; box-shadow: none !important; }',
        sheet.cssRules.length,
      );
    });
    await expect(tabThrough(page, 5)).rejects.toThrow(/shows no visible focus indicator/);
  });

  for (const [who, path] of [
    ['visitor', '/'],
    ['visitor', '/product/3'],
    ['customer', '/orders'],
    ['admin', '/admin/orders'],
  ] as const) {
    it(`${path} (${who}): Tab through the whole page`, async () => {
      const page = await newPage('desktop', who);
      await open(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const stops = await tabThrough(page);
      expect(stops.length).toBeGreaterThan(10);
    });
  }
});
