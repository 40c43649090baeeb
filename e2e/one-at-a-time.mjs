/**
 * The browser journeys that run one at a time, after everything else (the `e2e-serial` project):
 * each measures what a page does while it loads (long tasks, paints, layout shift), needs the
 * window's focus, or starts a dev server of its own.
 * Every other journey runs beside the unit tests (the `e2e` project). docs/decisions/0022-the-test-run.md
 */
export const ONE_AT_A_TIME = [
  'e2e/admin-dashboard.e2e.ts',
  'e2e/below-the-fold.e2e.ts',
  'e2e/dev-server.e2e.ts',
  'e2e/prerendered.e2e.ts',
  'e2e/shell.e2e.ts',
];
