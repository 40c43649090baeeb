/**
 * Prints the default seed as a database snapshot (JSON on stdout): what the browser mock restores
 * instead of running faker (scripts/vite-mock-plugins.ts builds it into the mock chunk).
 *   npx tsx scripts/seed-snapshot.ts > seed.json
 */
import { db } from '../mocks/db';
import { seedDatabase } from '../mocks/seed';
import { seedDay, type SeedSnapshot } from '../mocks/seed/snapshot';
import { clock } from '../mocks/services/clock';

const day = seedDay(clock.now());
await seedDatabase(db);
process.stdout.write(JSON.stringify({ day, snapshot: db.snapshot() } satisfies SeedSnapshot));
