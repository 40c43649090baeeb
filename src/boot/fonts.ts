/**
 * The brand's typefaces (src/fonts.css, decision 0045), asked for once the page shows what it is
 * for: before it, their 65 kB would share a slow phone's bandwidth with the page's first picture
 * or its data. Until they arrive, and if they never do, the text is in the fallback fonts.
 */
import type { App } from './app';

/** The longest a page drawn from nothing keeps the typefaces waiting for its data. */
export const SETTLE_CAP_MS = 3_000;

/** Frames in a row with the router idle and no query fetching: the page has its data. */
const QUIET_FRAMES = 2;

/** Asks for the typefaces now: a prerendered page, once hydrated, has its data already. */
export function loadFonts(): Promise<void> {
  return import('../fonts.css').then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Settles once a page drawn from nothing (the back office, the cart), which asks for its data after
 * its first render, has it: the router idle and no query fetching for two frames in a row, or
 * `capMs` after the call, whichever comes first.
 */
export function pageSettled({ router, queryClient }: Pick<App, 'router' | 'queryClient'>, capMs = SETTLE_CAP_MS) {
  return new Promise<void>((resolve) => {
    let quiet = 0;
    let done = false;
    const settle = () => {
      done = true;
      clearTimeout(cap);
      resolve();
    };
    const cap = setTimeout(settle, capMs);
    const look = () => {
      if (done) return;
      const idle = router.state.status === 'idle' && !router.state.isLoading && queryClient.isFetching() === 0;
      quiet = idle ? quiet + 1 : 0;
      if (quiet >= QUIET_FRAMES) settle();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}
