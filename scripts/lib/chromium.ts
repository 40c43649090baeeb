/** Debian's Chromium and a local server: shared by the browser tests and the benchmarks. */
import { existsSync } from 'node:fs';

/** The full browser: what the benchmarks measure, since it is what shoppers run. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser journeys' browser (e2e/): Chromium's headless shell (Debian's
 * `chromium-headless-shell`: the same Blink and V8 without the browser's UI, what Playwright
 * uses by default), which takes about 40 % less CPU a journey; without it, the full browser. The
 * stories keep the full browser: their pictures are its pixels (docs/decisions/0038-the-journeys-browser.md).
 */
export const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

/** Flags for a sandboxed root session with no network beyond localhost (see docs/stack.md). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Resolves once `url` answers 2xx; throws after `ms`. */
export async function waitForServer(url: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Nothing answered at ${url} within ${ms / 1000} s`);
}
