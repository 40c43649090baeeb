/**
 * `--data FILE`: the server's state in a file, in the devtools' export format (a state file:
 * database, uploads, active scenarios; mocks/devtools/state-file.ts). Written through: after every
 * request that changed something, the whole document goes to a temporary file that is then renamed
 * over FILE, before the answer is sent, so a `kill -9` after an answer loses nothing and a crash
 * mid-write leaves the previous FILE whole.
 */
import { open, readFile, rename, unlink } from 'node:fs/promises';
import { renameSync } from 'node:fs';
import { createDatabase, db } from '../db';
import { exportState, importState, parseStateFile, type StateFile } from '../devtools/state-file';
import { scenarioStore } from '../scenarios/store';
import { presetState } from '../seed/presets';
import { blobStore } from '../services/uploads';

export type DataFileLoad =
  { kind: 'missing' } | { kind: 'restored'; state: StateFile } | { kind: 'damaged'; reason: string };

/** One line, short enough for a terminal: a schema error can be a page of JSON. */
export function oneLine(text: string, max = 240): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

type ConsoleError = typeof console.error;

/** Runs `work` with console.error collected instead of printed (@msw/data prints a rejected row's issues). */
async function collectingErrors<T>(work: (collected: unknown[]) => Promise<T>): Promise<T> {
  const original: ConsoleError = console.error;
  const collected: unknown[] = [];
  console.error = (...args: unknown[]) => void collected.push(...args);
  try {
    return await work(collected);
  } finally {
    console.error = original;
  }
}

function describeIssues(collected: unknown[]): string {
  const issues = collected
    .flat()
    .filter((x): x is { path?: unknown[]; message?: string } => typeof x === 'object' && x !== null && 'message' in x);
  if (issues.length === 0) return 'it does not match the schema';
  return issues.map((issue) => `${(issue.path ?? []).join('.') || 'the row'}: ${issue.message}`).join('; ');
}

/** Which row of the snapshot fails the schemas, and why: checked again in a scratch database. */
async function explainRejection(state: StateFile, error: unknown): Promise<string> {
  const scratch = createDatabase();
  for (const [name, table] of Object.entries(scratch.tables)) {
    const insert = table.insert.bind(table) as (row: unknown) => Promise<unknown>;
    for (const row of (state.snapshot.tables[name] ?? []) as Array<{ id?: unknown }>) {
      const reason = await collectingErrors(async (collected) => {
        try {
          await insert(row);
          return null;
        } catch {
          return `${name} row ${String(row?.id)}: ${describeIssues(collected)}`;
        }
      });
      if (reason) return oneLine(reason);
    }
  }
  return oneLine(error instanceof Error ? error.message : String(error));
}

/**
 * Imports a state file into the database (as the Mock panel does: mocks/devtools/state-file.ts),
 * without @msw/data's printout of a rejected row. Throws with the reason (table, row, field) and
 * changes nothing when the state's data fails the schemas.
 */
export async function importStateQuietly(state: StateFile): Promise<void> {
  let failure: unknown = null;
  await collectingErrors(async () => {
    try {
      await importState(db, blobStore(), state);
    } catch (error) {
      failure = error;
    }
  });
  if (failure) throw new Error(await explainRejection(state, failure));
}

/**
 * Restores the database and uploads from FILE (start.ts sets its scenarios and preset). Not its
 * clock: the file is rewritten at every change, so its clock would take a restart back in time.
 * A damaged FILE (not JSON, not a state file, rows failing the schemas) changes nothing and is
 * reported with the reason.
 */
export async function loadDataFile(path: string): Promise<DataFileLoad> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'damaged', reason: `it cannot be read (${(error as Error).message})` };
  }
  const parsed = parseStateFile(text);
  if (!parsed.ok) return { kind: 'damaged', reason: parsed.message };
  try {
    await importStateQuietly(parsed.state);
  } catch (error) {
    return { kind: 'damaged', reason: `its data fails the checks (${(error as Error).message})` };
  }
  return { kind: 'restored', state: parsed.state };
}

/** Moves a damaged FILE aside, to FILE.damaged-<timestamp>; returns the new name. */
export function moveAside(path: string, now = new Date()): string {
  const aside = `${path}.damaged-${now.toISOString().replace(/[:.]/g, '-')}`;
  renameSync(path, aside);
  return aside;
}

/** The state as the devtools export it (GET /__mock/state, the data file): no page, nobody signed in. */
export function currentState(): Promise<StateFile> {
  return exportState(db, blobStore(), {
    scenarios: scenarioStore.active(),
    page: null,
    preset: presetState.current,
    signedIn: null,
  });
}

async function writeAtomically(path: string, text: string): Promise<void> {
  const temp = `${path}.tmp-${process.pid}`;
  const file = await open(temp, 'w');
  try {
    await file.writeFile(text, 'utf8');
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

export interface DataFileWriter {
  readonly path: string;
  /**
   * Writes the state when the database changed since the last write (or always, with `force`:
   * scenarios, a reset or an import, which the database's dirty flag does not show). Writes run
   * one after another; each resolves once its state is on disk, with false when writing failed
   * (logged; the next request tries again).
   */
  save(options?: { force?: boolean }): Promise<boolean>;
}

export function dataFileWriter(path: string): DataFileWriter {
  let queue: Promise<unknown> = Promise.resolve();
  let failed = false;
  return {
    path,
    save({ force = false } = {}) {
      const run = queue.then(async () => {
        if (!force && !failed && !db.isDirty()) return true;
        // Marked clean before the copy is taken: a change made while it is written marks it dirty
        // again, and the next request writes it.
        db.markClean();
        try {
          await writeAtomically(path, JSON.stringify(await currentState()));
          failed = false;
          return true;
        } catch (error) {
          failed = true;
          console.error(`[mock:server] could not write ${path}: ${oneLine((error as Error).message)}`);
          return false;
        }
      });
      queue = run;
      return run;
    },
  };
}
