/** The mock backend in Node (Vitest, benchmarks): msw/node over the same handlers and seed. */
import { setupServer } from 'msw/node';
import { db } from './db';
import { handlers } from './handlers';
import { seedDatabase, SEED_SIZES, type SeedSize } from './seed';
import { seedDay, shiftSeedSnapshot, type SeedSnapshot } from './seed/snapshot';
import { resetMockSettings } from './reset-settings';
import { clock } from './services/clock';

export const server = setupServer(...handlers);

/**
 * The seed made once per process and size; later resets restore a copy of it (a restore takes
 * about a third of the time seeding does, and tests reset before every test).
 */
const seeded = new Map<SeedSize, SeedSnapshot>();

/** Back to the seed: data, clock and every session-wide setting. */
export async function resetMockBackend(size: SeedSize = SEED_SIZES.default): Promise<void> {
  resetMockSettings();
  db.clear();
  const made = seeded.get(size);
  if (made) {
    // A copy (handlers change rows in place); its rows passed the schemas when they were seeded.
    await db.restore(shiftSeedSnapshot({ day: made.day, snapshot: structuredClone(made.snapshot) }, clock.now()), {
      checked: true,
    });
    return;
  }
  await seedDatabase(db, size);
  seeded.set(size, { day: seedDay(clock.now()), snapshot: db.snapshot() });
}
