/** The visual snapshots' sizes, shared by the browser half (visual.ts) and the test run's page (vite.config.ts). */

/** The widths, and each one's frame height (the viewports of preview.tsx). */
export const WIDTHS = { mobile: [375, 812], tablet: [768, 1024], desktop: [1280, 900] } as const;

export type Viewport = keyof typeof WIDTHS;

/**
 * The widths a story is photographed at, its own first (it is drawn there already). A story in a
 * phone frame is a phone's state: at 768 and 1280 px it would only repeat its desktop twin, so it
 * is photographed at 375 px alone. Any other story, at every width.
 */
export function widthsFor(own: Viewport | undefined): (readonly [number, number])[] {
  if (own === 'mobile') return [WIDTHS.mobile];
  const all = Object.values(WIDTHS);
  return own ? [WIDTHS[own], ...all.filter((size) => size !== WIDTHS[own])] : all;
}

/** A story taller than this is cut there (a baseline stays small). */
export const MAX_HEIGHT = 4000;

/** The test run's page: wide and tall enough that Vitest never scales a story's frame down to fit it. */
export const TEST_PAGE = { width: 1280, height: MAX_HEIGHT };
