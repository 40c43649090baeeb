/**
 * The mock backend's database: one table per collection of the storage model.
 * `snapshot()` and `restore()` serialise the whole database (browser persistence, export/import).
 */
import { Table } from './table';
import {
  accessTokenRow,
  orderRow,
  outboxRow,
  productRow,
  promoCodeRow,
  resetCodeRow,
  reviewRow,
  sessionRow,
  slideRow,
  uploadRow,
  userRow,
} from './schema';

export const SNAPSHOT_VERSION = 1;

/**
 * Longest stretch of restoring between two yields: 5 ms here is about 20 ms on the phone Lighthouse
 * emulates (four times slower), well under the 50 ms of a long task, so a tap while the mock starts
 * is answered at once (docs/decisions/0020-performance-choices.md).
 */
const SLICE_MS = 5;
type Scheduler = { yield?: () => Promise<void> };
/**
 * Gives the main thread back. `scheduler.yield()` where the browser has it (Chromium): the restore
 * resumes before other queued work and without the 4 ms that nested timers are held back after the
 * fifth; a timer elsewhere.
 */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0));
};

export function createDatabase() {
  const tables = {
    users: new Table('users', userRow, { unique: ['email'] }),
    sessions: new Table('sessions', sessionRow, { unique: ['refresh_token'] }),
    accessTokens: new Table('accessTokens', accessTokenRow, { unique: ['token'] }),
    resetCodes: new Table('resetCodes', resetCodeRow),
    outbox: new Table('outbox', outboxRow),
    promoCodes: new Table('promoCodes', promoCodeRow, { unique: ['code'] }),
    products: new Table('products', productRow),
    reviews: new Table('reviews', reviewRow),
    orders: new Table('orders', orderRow, { unique: ['paystack_reference'] }),
    slides: new Table('slides', slideRow),
    uploads: new Table('uploads', uploadRow, { unique: ['key'] }),
  };
  let dirty = false;
  for (const table of Object.values(tables)) table.onChange = () => (dirty = true);

  return {
    ...tables,
    tables,
    /** True when anything changed since the last `markClean()`. */
    isDirty: () => dirty,
    markClean: () => void (dirty = false),
    clear(): void {
      for (const table of Object.values(tables)) table.clear();
    },
    snapshot(): DatabaseSnapshot {
      const data: Record<string, unknown[]> = {};
      for (const [name, table] of Object.entries(tables)) data[name] = table.dump();
      return { version: SNAPSHOT_VERSION, tables: data };
    },
    /**
     * Replaces everything with the snapshot. With `yieldToMain` (the browser) it gives the main
     * thread back every few milliseconds, so restoring is no long task that blocks input. With
     * `checked`, rows skip the schema check: only for snapshots whose rows passed it when they were
     * made (the build-time seed, a saved copy whose stamp shows it unchanged: mocks/persistence.ts).
     */
    async restore(snapshot: DatabaseSnapshot, { yieldToMain = false, checked = false } = {}): Promise<void> {
      if (snapshot.version !== SNAPSHOT_VERSION) throw new Error(`Unknown snapshot version ${snapshot.version}`);
      for (const table of Object.values(tables)) table.clear();
      let sliceStarted = performance.now();
      for (const [name, table] of Object.entries(tables)) {
        const rows = (snapshot.tables[name] ?? []) as Array<{ id: number }>;
        const insert = table.insert.bind(table) as (row: unknown, options: { checked: boolean }) => Promise<unknown>;
        for (const row of rows) {
          await insert(row, { checked });
          if (yieldToMain && performance.now() - sliceStarted > SLICE_MS) {
            await nextTask();
            sliceStarted = performance.now();
          }
        }
      }
      dirty = false;
    },
  };
}

export interface DatabaseSnapshot {
  version: number;
  tables: Record<string, unknown[]>;
}

export type Database = ReturnType<typeof createDatabase>;

/** The one database the handlers use. Tests reset it through `resetDatabase()` in mocks/node.ts. */
export const db = createDatabase();
