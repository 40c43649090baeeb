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
  resetCodeRow,
  reviewRow,
  sessionRow,
  slideRow,
  uploadRow,
  userRow,
} from './schema';

export const SNAPSHOT_VERSION = 1;

/** Longest stretch of restoring between two yields (a long task starts at 50 ms; phones are slower). */
const SLICE_MS = 8;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function createDatabase() {
  const tables = {
    users: new Table('users', userRow, { unique: ['email'] }),
    sessions: new Table('sessions', sessionRow, { unique: ['refresh_token'] }),
    accessTokens: new Table('accessTokens', accessTokenRow, { unique: ['token'] }),
    resetCodes: new Table('resetCodes', resetCodeRow),
    outbox: new Table('outbox', outboxRow),
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
