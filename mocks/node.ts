/** The mock backend in Node (Vitest, benchmarks): msw/node over the same handlers and seed. */
import { setupServer } from 'msw/node';
import { db } from './db';
import { handlers } from './handlers';
import { seedDatabase, SEED_SIZES, type SeedSize } from './seed';
import { scenarioLog } from './scenarios/engine';
import { scenarioStore } from './scenarios/store';
import { authSettings } from './services/auth';
import { clock } from './services/clock';
import { uploadSettings } from './services/uploads';

export const server = setupServer(...handlers);

/** Back to the seed: data, clock and every session-wide setting. */
export async function resetMockBackend(size: SeedSize = SEED_SIZES.default): Promise<void> {
  clock.reset();
  scenarioStore.clear();
  scenarioLog.clear();
  Object.assign(authSettings, { accessTokenTtlS: null, refreshAlwaysFails: false });
  Object.assign(uploadSettings, { configured: true, failUploads: false });
  db.clear();
  await seedDatabase(db, size);
}
