/**
 * The server's state at start: the seed, or the data file (`--data`), then the scenarios.
 * A damaged data file stops the start (StartError) unless `--reset-damaged` moves it aside.
 */
import { db } from '../db';
import { seedDatabase, SEED_SIZES } from '../seed';
import { scenarioStore } from '../scenarios/store';
import { parsePresetName, presetState } from '../seed/presets';
import { rateLimits } from '../services/rate-limits';
import { blobStore } from '../services/uploads';
import type { SeedName, ServerOptions } from './cli';
import { dataFileWriter, loadDataFile, moveAside, type DataFileWriter } from './data-file';

export class StartError extends Error {}

/** Back to the seed: data and uploads. Scenarios stay as they are (PUT /__mock/scenarios sets them). */
export async function resetToSeed(seed: SeedName): Promise<void> {
  db.clear();
  rateLimits.clear();
  await blobStore().clear();
  await seedDatabase(db, SEED_SIZES[seed]);
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Seeds or restores the database and sets the scenarios; returns the data file's writer, if any. */
export async function prepareState(
  options: Pick<ServerOptions, 'seed' | 'data' | 'resetDamaged' | 'scenarios'>,
  say: (line: string) => void,
): Promise<DataFileWriter | null> {
  if (!options.data) {
    await resetToSeed(options.seed);
    scenarioStore.set(options.scenarios ?? []);
    return null;
  }
  const path = options.data;
  const loaded = await loadDataFile(path);
  let write = true;
  if (loaded.kind === 'damaged') {
    if (!options.resetDamaged) {
      throw new StartError(
        `the data file ${path} is damaged: ${loaded.reason.replace(/\.?$/, '.')} It was left as it is; start with --reset-damaged to move it aside and start from the seed.`,
      );
    }
    let aside: string;
    try {
      aside = moveAside(path);
    } catch (error) {
      throw new StartError(
        `the data file ${path} is damaged (${loaded.reason}) and cannot be moved aside: ${(error as Error).message}`,
      );
    }
    await resetToSeed(options.seed);
    say(
      `The data file ${path} was damaged (${loaded.reason}): moved it to ${aside} and started from the ${options.seed} seed.`,
    );
    scenarioStore.set(options.scenarios ?? []);
  } else if (loaded.kind === 'missing') {
    await resetToSeed(options.seed);
    say(`No data file at ${path} yet: started from the ${options.seed} seed; every change is written to it.`);
    scenarioStore.set(options.scenarios ?? []);
  } else {
    // --scenarios (or MOCK_SCENARIOS) wins over the scenarios saved in the file.
    const scenarios = options.scenarios ?? loaded.state.scenarios;
    scenarioStore.set(scenarios);
    presetState.current = loaded.state.preset ? parsePresetName(loaded.state.preset) : null;
    write = !sameList(scenarioStore.active(), loaded.state.scenarios);
    say(`Restored the state from ${path} (written ${loaded.state.exported_at}); every change is written to it.`);
  }
  const writer = dataFileWriter(path);
  db.markClean();
  if (write && !(await writer.save({ force: true })))
    throw new StartError(`cannot write the data file ${path} (see the line above).`);
  return writer;
}
