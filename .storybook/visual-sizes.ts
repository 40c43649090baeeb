/** The visual snapshots' sizes, shared by the browser half (visual.ts) and the test run's page (vite.config.ts). */

/** The widths, and each one's frame height (the viewports of preview.tsx). */
export const WIDTHS = { mobile: [375, 812], tablet: [768, 1024], desktop: [1280, 900] } as const;

/** A story taller than this is cut there (a baseline stays small). */
export const MAX_HEIGHT = 4000;

/** The test run's page: wide and tall enough that Vitest never scales a story's frame down to fit it. */
export const TEST_PAGE = { width: 1280, height: MAX_HEIGHT };
