/**
 * The app's "now" for the screens whose dates follow the backend's clock: the dashboard's windows,
 * the "New" badge. `Date.now()` plus an offset that only the mock backend sets (mocks/services/clock.ts,
 * when QA moves its clock: `?clock=+8d`, the Mock panel, tests). Against a real host nothing sets it,
 * so it stays 0 and `now()` is `Date.now()`.
 */
let offset = 0;

export const now = (): number => Date.now() + offset;

/** The mock backend's clock minus the real one, in milliseconds (the mock sets it; see above). */
export function setNowOffset(ms: number): void {
  offset = Number.isFinite(ms) ? ms : 0;
}
