/**
 * The default seed, made once in Node and restored in the browser: the browser mock does not ship
 * faker or the seed code (about 120 kB gz) and restores in a fraction of the time seeding takes.
 *
 * The seed's dates are relative to the start of its day (UTC), so a snapshot made on an earlier
 * day is moved forward by whole days (`…_at` fields, and the day inside an order reference): the result is what `seedDatabase` would give today (the
 * test in snapshot.test.ts holds this).
 */
import type { Database, DatabaseSnapshot } from '../db';

const DAY = 24 * 60 * 60 * 1000;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** An order reference carries its day: BS-20261122-6LRTFUAX. */
const REFERENCE = /^([A-Z]+-)(\d{4})(\d{2})(\d{2})(-[A-Z0-9]+)$/;

export interface SeedSnapshot {
  /** The start (UTC, epoch ms) of the day the seed was made on. */
  day: number;
  snapshot: DatabaseSnapshot;
}

export const seedDay = (now: number) => Math.floor(now / DAY) * DAY;

function shiftValue(key: string, value: unknown, ms: number): unknown {
  if (typeof value === 'string' && key.endsWith('_at')) {
    if (DATE_TIME.test(value)) return new Date(Date.parse(value) + ms).toISOString();
    if (DATE_ONLY.test(value)) return new Date(Date.parse(`${value}T00:00:00Z`) + ms).toISOString().slice(0, 10);
    return value;
  }
  if (typeof value === 'string' && key === 'paystack_reference') {
    const match = REFERENCE.exec(value);
    if (!match) return value;
    const day = new Date(Date.parse(`${match[2]}-${match[3]}-${match[4]}T00:00:00Z`) + ms)
      .toISOString()
      .slice(0, 10)
      .replace(/-/g, '');
    return `${match[1]}${day}${match[5]}`;
  }
  if (Array.isArray(value)) return value.map((item) => shiftValue('', item, ms));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shiftValue(k, v, ms)]));
  }
  return value;
}

/** The snapshot with every `…_at` date moved from the seed's day to `today`'s. */
export function shiftSeedSnapshot(seed: SeedSnapshot, now: number): DatabaseSnapshot {
  const ms = seedDay(now) - seed.day;
  if (ms === 0) return seed.snapshot;
  return shiftValue('', seed.snapshot, ms) as DatabaseSnapshot;
}

export async function restoreSeedSnapshot(db: Database, seed: SeedSnapshot, now: number): Promise<void> {
  // Its rows passed the schemas when the build seeded them (scripts/seed-snapshot.ts).
  await db.restore(shiftSeedSnapshot(seed, now), { yieldToMain: true, checked: true });
}
