/**
 * In a mock build, asks for the code of the page's routes (what the router loads before it can
 * draw the page), never their data: a route that waits for data waits for the mock, which waits for
 * this. Once the code is in and the page has painted (at most 300 ms without a paint), it calls
 * `pageShown`, and the mock may start (./mock-backend.ts).
 */
import type { App } from './app';
import { firstPaint } from './tasks';

export function askForPageCode({ router }: App, pageShown: () => void) {
  if (!import.meta.env.VITE_API_BASE_URL) {
    const pageRoutes = router.getMatchedRoutes(location.pathname)[0];
    void Promise.all(pageRoutes.map((route) => router.loadRouteChunk(route)))
      .catch(() => undefined)
      .then(() => firstPaint(300))
      .then(pageShown);
  }
  performance.mark('boot: route code asked for');
}
