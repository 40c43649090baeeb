/**
 * The browser journeys' clock (docs/decisions/0050-tests-on-a-fixed-clock.md): every journey runs
 * as if the run had started at FIXED_NOW, the instant the stories use (.storybook/vitest.setup.ts).
 * Plain JavaScript, not TypeScript: `shiftDate` is also sent to each page as an init script, and
 * this folder's clock-preload.mjs loads it into the Node processes a journey starts (a build).
 */

/** A Monday, 10:30 in Lagos: the stories' instant. */
export const FIXED_NOW = Date.parse('2026-11-02T09:30:00Z');

/** Where a shifted `Date` keeps its shift, in milliseconds (a page or a test can read it). */
export const SHIFT_KEY = 'e2e.dateShiftMs';

/**
 * Moves `target`'s clock by `offsetMs`: `new Date()`, `Date()` and `Date.now()` read the real
 * time plus the offset, so time still flows. A date made from a value, `Date.parse`, timers and
 * `performance.now()` are untouched (the journeys that time a page measure the real time).
 * Self-contained, as `page.addInitScript(shiftDate, offset)` sends its source alone. A second
 * call on the same global changes nothing.
 * @param {number} offsetMs
 * @param {typeof globalThis} [target]
 */
export function shiftDate(offsetMs, target = globalThis) {
  const key = Symbol.for('e2e.dateShiftMs');
  const NativeDate = target.Date;
  if (key in NativeDate || !Number.isFinite(offsetMs)) return;
  const nativeNow = NativeDate.now;
  const now = () => nativeNow.call(NativeDate) + offsetMs;
  /** @this {unknown} */
  function Date(...args) {
    if (!new.target) return new NativeDate(now()).toString();
    const date = args.length === 0 ? new NativeDate(now()) : new NativeDate(...args);
    if (new.target !== Date) Object.setPrototypeOf(date, new.target.prototype);
    return date;
  }
  Object.defineProperties(Date, {
    prototype: { value: NativeDate.prototype, writable: false },
    length: { value: NativeDate.length },
    now: { value: now, writable: true, configurable: true },
    parse: { value: NativeDate.parse, writable: true, configurable: true },
    UTC: { value: NativeDate.UTC, writable: true, configurable: true },
    toString: { value: () => NativeDate.toString(), writable: true, configurable: true },
    [key]: { value: offsetMs },
  });
  Object.defineProperty(NativeDate.prototype, 'constructor', { value: Date, writable: true, configurable: true });
  Object.defineProperty(target, 'Date', { value: Date, writable: true, configurable: true });
}
