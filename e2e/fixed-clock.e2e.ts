/**
 * The journeys' fixed clock (e2e/support/clock.ts, docs/decisions/0050-tests-on-a-fixed-clock.md):
 * the Date shift itself, then a run at 2026-11-02 10:30 in Lagos whatever the machine's date: this
 * process, the pages after a navigation, the mock in the page (its seed and the Mock panel's
 * clock), with `?clock=` still moving the mock from there, and the real time left to timers.
 */
import { runInNewContext } from 'node:vm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, mockReady, useBrowser } from './support/browser';
import { clockOffset, FIXED_NOW } from './support/clock';
import { SHIFT_KEY, shiftDate } from './support/shift-date.mjs';

const browser = useBrowser();
const DAY = 24 * 60 * 60 * 1000;
/** The fixed day, in UTC and in Lagos (10:30 there). */
const FIXED_DAY = '2026-11-02';

/** A global with a Date of its own, not shifted yet (another realm's). */
const freshGlobal = () => ({ Date: runInNewContext('Date') as DateConstructor }) as typeof globalThis;

/** The page's now, its real time (timeOrigin + performance.now) and its shift. */
const pageClock = (page: Page) =>
  page.evaluate((key) => {
    const shift = (Date as unknown as Record<symbol, number | undefined>)[Symbol.for(key)];
    return { now: Date.now(), date: new Date().getTime(), real: performance.timeOrigin + performance.now(), shift };
  }, SHIFT_KEY);

async function openPanel(page: Page) {
  await page.getByRole('button', { name: /^Mock/ }).click();
  const panel = page.getByRole('dialog', { name: 'Mock backend devtools' });
  await panel.getByRole('tab', { name: 'Data' }).click();
  return panel;
}

describe('shiftDate', () => {
  it('moves new Date(), Date() and Date.now() by the offset, and nothing else', () => {
    const target = freshGlobal();
    const Native = target.Date;
    const realNow = Native.now();
    shiftDate(DAY, target);
    const Shifted = target.Date;
    expect(Shifted).not.toBe(Native);
    expect(Shifted.now() - realNow).toBeGreaterThanOrEqual(DAY);
    expect(Shifted.now() - realNow).toBeLessThan(DAY + 5_000);
    expect(new Shifted().getTime() - realNow).toBeGreaterThanOrEqual(DAY);
    expect((Shifted as unknown as () => string)()).toBe(new Native(Shifted.now()).toString());
    // A date from a value, parse and UTC are as they were.
    expect(new Shifted(0).getTime()).toBe(0);
    expect(new Shifted(2026, 10, 2).getDate()).toBe(2);
    expect(Shifted.parse('2026-11-02T09:30:00Z')).toBe(FIXED_NOW);
    expect(Shifted.UTC(2026, 10, 2, 9, 30)).toBe(FIXED_NOW);
    // Still the one Date: instanceof, a date's constructor, a subclass.
    expect(new Shifted()).toBeInstanceOf(Native);
    expect(new Native(0)).toBeInstanceOf(Shifted);
    expect(new Native(0).constructor).toBe(Shifted);
    class Later extends Shifted {}
    const later = new Later();
    expect(later).toBeInstanceOf(Later);
    expect(later.getTime() - realNow).toBeGreaterThanOrEqual(DAY);
    expect(String(Shifted)).toBe(String(Native));
    // A second shift changes nothing.
    shiftDate(5 * DAY, target);
    expect(target.Date).toBe(Shifted);
    expect(target.Date.now() - realNow).toBeLessThan(DAY + 5_000);
  });
});

describe('the run on the fixed clock', () => {
  it('this journey file’s process: today is the fixed day, and the shift is the run’s', () => {
    expect(new Date().toISOString().slice(0, 10)).toBe(FIXED_DAY);
    expect(Date.now()).toBeGreaterThanOrEqual(FIXED_NOW);
    expect((Date as unknown as Record<symbol, number>)[Symbol.for(SHIFT_KEY)]).toBe(clockOffset());
  });

  it('a page: the fixed day, as in this process, after a navigation too; its timers run on the real time', async () => {
    const page = await browser.newPage();
    await page.goto('/about-us');
    const first = await pageClock(page);
    expect(first.shift).toBe(clockOffset());
    expect(Math.abs(first.now - Date.now())).toBeLessThan(5_000);
    expect(Math.abs(first.date - first.now)).toBeLessThan(1_000);
    expect(new Date(first.now).toISOString().slice(0, 10)).toBe(FIXED_DAY);
    // performance.now() is the real clock's: the journeys that time a page measure real time.
    expect(Math.abs(first.real - (first.now - clockOffset()))).toBeLessThan(5_000);
    await page.goto('/contact-us');
    const second = await pageClock(page);
    expect(second.now).toBeGreaterThanOrEqual(first.now);
    expect(second.now - first.now).toBeLessThan(60_000);
  });

  it('the mock in the page: its clock and seed on the fixed day; ?clock=+8d moves it from there', async () => {
    const page = await browser.newPage();
    await page.goto('/about-us');
    await mockReady(page);
    const panel = await openPanel(page);
    expect(await panel.locator('[data-mock-clock]').textContent()).toMatch(/^2026-11-02 (09|1\d):\d\d UTC$/);
    // The seed's dates follow the mock's day: its newest order is from the last days before it.
    const login = await callApi(page, '/login', {
      method: 'POST',
      json: { email: 'admin@example.com', password: 'password123' },
    });
    const list = await callApi(page, '/admin/orders?per_page=100&compact=true', { token: login.body?.access_token });
    const newest = Math.max(
      ...(list.body?.orders as Array<{ created_at: string }>).map((o) => Date.parse(o.created_at)),
    );
    expect(newest).toBeLessThanOrEqual(Date.now());
    expect(newest).toBeGreaterThan(FIXED_NOW - 7 * DAY);

    const moved = await browser.newPage();
    await moved.goto('/about-us?clock=+8d');
    await mockReady(moved);
    const movedPanel = await openPanel(moved);
    expect(await movedPanel.locator('[data-mock-clock]').textContent()).toMatch(/^2026-11-10 (09|1\d):\d\d UTC$/);
  });
});
