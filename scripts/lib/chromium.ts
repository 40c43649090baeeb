/** The browsers and a local server: shared by the browser tests and the benchmarks. */

/**
 * The benchmarks' browser: Debian's full Chromium, what shoppers run (`apt-get install chromium`).
 * The tests run the repository's own pinned headless shell instead (`testBrowser()`,
 * scripts/lib/test-browser.mjs; docs/decisions/0049-the-tests-browser.md).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export { testBrowser, testBrowserLaunch } from './test-browser.mjs';

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
