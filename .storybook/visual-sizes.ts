/** The visual snapshots' sizes, shared by the browser half (visual.ts) and the test run's page (vite.config.ts). */

/** The widths, and each one's frame height (the viewports of preview.tsx). */
export const WIDTHS = { mobile: [375, 812], tablet: [768, 1024], desktop: [1280, 900] } as const;

export type Viewport = keyof typeof WIDTHS;

/**
 * The widths a story is photographed at, its own first (it is drawn there already). A story in a
 * phone or tablet frame is that device's state: wider or narrower it would only repeat another
 * story, so it is photographed at its own width alone. Any other story, at the phone's and the
 * desktop's widths: the tablet's layouts are the tablet stories', and any story can be opened at
 * any width in Storybook (docs/decisions/0037-visual-snapshots.md).
 */
export function widthsFor(own: Viewport | undefined): (readonly [number, number])[] {
  if (own === 'mobile' || own === 'tablet') return [WIDTHS[own]];
  return own === 'desktop' ? [WIDTHS.desktop, WIDTHS.mobile] : [WIDTHS.mobile, WIDTHS.desktop];
}

/** A story taller than this is cut there (a baseline stays small). */
export const MAX_HEIGHT = 4000;

/** The test run's page: wide and tall enough that Vitest never scales a story's frame down to fit it. */
export const TEST_PAGE = { width: 1280, height: MAX_HEIGHT };
