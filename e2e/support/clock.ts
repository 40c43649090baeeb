/**
 * The journeys' clock (docs/decisions/0050-tests-on-a-fixed-clock.md). e2e/global-setup.ts takes
 * the offset once per run, FIXED_NOW minus the real now, and every clock of the run is moved by it:
 * each browser context's pages (an init script), the journey files' Node processes
 * (e2e/support/clock-setup.ts: the mock server a journey serves in-process, and dates a journey
 * computes), and the builds they start (clock-preload.mjs). So a run starts at 2026-11-02 10:30 in
 * Lagos whatever the machine's date, its clocks agree with each other, and time flows on from
 * there: timers and `performance.now()` are the real ones. A journey still moves the mock's own
 * clock as QA does (`?clock=+8d`, the Mock panel, `POST /__mock/clock`), from that instant.
 */
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import { FIXED_NOW, shiftDate } from './shift-date.mjs';

export { FIXED_NOW };

/** The offset the run's clocks share (taken once, in e2e/global-setup.ts). */
export function clockOffset(): number {
  return inject('clockOffset');
}

/** The offset a run starting now takes: FIXED_NOW minus the real now. */
export function offsetFrom(realNow: number): number {
  return FIXED_NOW - realNow;
}

const PRELOAD = fileURLToPath(new URL('./clock-preload.mjs', import.meta.url));

/** The environment that puts a Node process (a build, a server) on the run's clock. */
export function clockEnv(offset: number, env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    E2E_CLOCK_OFFSET_MS: String(offset),
    NODE_OPTIONS: [env.NODE_OPTIONS, `--import=${JSON.stringify(PRELOAD)}`].filter(Boolean).join(' '),
  };
}

/**
 * Every context `browser` makes from now on (and so every `newPage()`) runs its pages on the run's
 * clock: `new Date()` and `Date.now()` shifted, in every frame and after every navigation.
 */
export function onRunClock(browser: Browser, offset: number): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(shiftDate, offset);
    return context;
  };
  return browser;
}
