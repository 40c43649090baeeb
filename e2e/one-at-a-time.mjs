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

/**
 * The sweeps: every screen's accessibility states, and every row of the error catalogue, each in a
 * fresh page. Out of `npm test` (their minutes are out of proportion to one change), in
 * `npm run test:walks` (the `e2e-walks` project), which CI runs after it (docs/decisions/0051-the-test-gate-in-8-minutes.md).
 */
export const WALKS = ['e2e/a11y.e2e.ts', 'e2e/error-catalogue.e2e.ts'];
