/**
 * The mock backend's notion of "now". Everything in the mock reads `clock.now()`: token and
 * reset-code expiry, order references and dates, the dashboard's windows, uploads, slides.
 * QA moves it from a link (`?clock=+8d`), the Mock panel or `POST /__mock/clock`; tests move it
 * (`clock.advance(ms)`) to expire tokens and reset codes without waiting.
 *
 * The app's own "now" for the screens that follow the backend's dates (src/lib/now.ts) moves with
 * it: the mock sets the app's offset whenever its clock moves (in the browser, Storybook and the
 * dom tests, where app and mock share a page). A real-host build never loads this module.
 */
import { setNowOffset } from '../../src/lib/now';

let offset = 0;
const listeners = new Set<() => void>();

function moved(): void {
  setNowOffset(offset);
  for (const listener of listeners) listener();
}

export const clock = {
  now: (): number => Date.now() + offset,
  /** The mock's now minus the real one, in milliseconds. */
  offset: (): number => offset,
  /** Move the clock forward (or back) by `ms`. */
  advance(ms: number): void {
    offset += ms;
    moved();
  },
  /** Set the clock to `at` (epoch ms); it runs on from there. */
  set(at: number): void {
    offset = at - Date.now();
    moved();
  },
  /** The mock's now minus the real one: `setOffset(8 * DAY)` is "8 days from now", however often it is called. */
  setOffset(ms: number): void {
    offset = ms;
    moved();
  },
  reset(): void {
    offset = 0;
    moved();
  },
  /** Called after every move; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };
const DURATION = /^([+-])((?:\d+(?:ms|s|m|h|d|w))+)$/;
const PART = /(\d+)(ms|s|m|h|d|w)/g;
/** 2026-12-24, 2026-12-24T09:00, 2026-12-24T09:00:30(.5), with Z or ±hh:mm; no zone means UTC. */
const DATE = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:\d{2})?)?$/;

export type ClockMove = { kind: 'offset'; ms: number } | { kind: 'set'; at: number } | { kind: 'reset' };

/** `+8d`, `-2h`, `+1d12h`, `+90m`, `+30s`: signed milliseconds, or null. */
export function parseDuration(text: string): number | null {
  const match = DURATION.exec(text.trim().replace(/\s+/g, ''));
  if (!match) return null;
  let ms = 0;
  for (const [, count, unit] of match[2]!.matchAll(PART)) ms += Number(count) * UNIT_MS[unit!]!;
  return match[1] === '-' ? -ms : ms;
}

/** A date and time (no zone: UTC), as epoch ms, or null. */
export function parseInstant(text: string): number | null {
  const match = DATE.exec(text.trim());
  if (!match) return null;
  const at = Date.parse(`${match[1]}T${match[2] ?? '00:00'}${match[3] ?? 'Z'}`);
  return Number.isFinite(at) ? at : null;
}

/**
 * What a `?clock=` value asks for: `+8d` / `-2h` (that far from the real now), a date and time
 * (`2026-12-24T09:00`, UTC unless it says otherwise), or `now` (the real clock again).
 */
export function parseClockParam(text: string): { ok: true; move: ClockMove } | { ok: false; message: string } {
  // `?clock=+8d` typed in the address bar reaches URLSearchParams as " 8d" (a + in a query is a space).
  const value = text.replace(/^ (?=\d)/, '+').trim();
  if (value === '' || value === 'now' || value === 'reset') return { ok: true, move: { kind: 'reset' } };
  const ms = parseDuration(value);
  if (ms !== null) return { ok: true, move: { kind: 'offset', ms } };
  const at = parseInstant(value);
  if (at !== null) return { ok: true, move: { kind: 'set', at } };
  return {
    ok: false,
    message: `"${value}" is not a clock: use +8d, -2h, +1d12h (units ms, s, m, h, d, w), a date and time such as 2026-12-24T09:00 (UTC unless it ends in Z or ±hh:mm), or now.`,
  };
}

/** An offset's days, hours, minutes and seconds, each that is not 0 (`['8d', '2h']`). */
function durationParts(ms: number): string[] {
  let left = Math.round(Math.abs(ms) / 1000);
  const parts: string[] = [];
  for (const [unit, size] of [
    ['d', 86_400],
    ['h', 3600],
    ['m', 60],
    ['s', 1],
  ] as const) {
    const count = Math.floor(left / size);
    left -= count * size;
    if (count > 0) parts.push(`${count}${unit}`);
  }
  return parts;
}

/** An offset as `parseDuration` reads it, to the second (`+8d`, `-2h30m`, `+1d12h5s`); '' under a second. */
export function formatDuration(ms: number): string {
  const parts = durationParts(ms);
  return parts.length > 0 ? `${ms < 0 ? '-' : '+'}${parts.join('')}` : '';
}

/** "+8d 2h" for the panel: how far the mock's clock is from the real one. */
export function describeOffset(ms: number): string {
  if (Math.abs(ms) < 1000) return 'the real time';
  return `${ms < 0 ? '-' : '+'}${durationParts(ms).join(' ')} from the real time`;
}
