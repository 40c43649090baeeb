/**
 * A repro file in the browser (the Data tab): exported with the page and who is signed in, and
 * imported whole: data, uploads, scenarios, clock, preset, then a new session for the account that
 * was signed in, then the page. The file format is ./state-file.ts.
 *
 * The session is issued anew by the mock for the file's account rather than copied from the file:
 * the exporting tab's tokens may have expired, been rotated or revoked by the time it exported,
 * and a bug report should not carry a browser's live tokens; a new session is valid by the mock's
 * own rules at the imported clock, with the role the imported data gives the account.
 */
import { tokens } from '../../src/api/tokens';
import { CLOCK_PARAM, DATA_PARAM, SCENARIO_PARAM } from '../../src/config/mock-storage-keys';
import { safeRedirect } from '../../src/lib/safe-redirect';
import { db } from '../db';
import { currentPreset, rememberPreset } from '../scenarios/browser-data';
import { scenarioStore } from '../scenarios/store';
import { parsePresetName } from '../seed/presets';
import { blobStore } from '../services/uploads';
import { startBrowserSession } from './sign-in';
import { applyStateSettings, exportState, importState, StateFileError, type StateFile } from './state-file';

/** The state of this tab as a repro file. */
export function exportBrowserState(): Promise<StateFile> {
  const user = tokens.getAccess() ? tokens.getUser() : null;
  return exportState(db, blobStore(), {
    scenarios: scenarioStore.active(),
    page: location.pathname + location.search,
    preset: currentPreset(),
    signedIn: user ? { email: user.email, role: user.role } : null,
  });
}

/** The link parameters that would change the imported state again on load (`?data=` would even reseed). */
const MOCK_PARAMS = [SCENARIO_PARAM, 'seed', CLOCK_PARAM, DATA_PARAM];

/** The file's page as a path on this site without the mock's own parameters, or null (none, or not a path here). */
export function pageToOpen(page: string | null): string | null {
  const path = safeRedirect(page, '');
  if (path === '') return null;
  const url = new URL(path, 'https://store.invalid');
  if (!MOCK_PARAMS.some((name) => url.searchParams.has(name))) return path;
  for (const name of MOCK_PARAMS) url.searchParams.delete(name);
  return url.pathname + url.search + url.hash;
}

export interface BrowserImport {
  /** Where to go now, or null to reload the page the tester is on. */
  page: string | null;
  /** One sentence for the panel: what was set. */
  summary: string;
}

/**
 * Puts this browser in the file's situation. Throws StateFileError (with a sentence) when the data
 * fails the mock's checks (nothing changed) or the browser will not store it. `save` writes the
 * database to storage (the panel's action).
 */
export async function importInBrowser(state: StateFile, save: () => void): Promise<BrowserImport> {
  try {
    await importState(db, blobStore(), state);
  } catch {
    throw new StateFileError(
      'This file’s data does not pass the mock’s checks (edited by hand, or from another version of the store), so nothing was changed.',
    );
  }
  applyStateSettings(state);
  rememberPreset(state.preset ? parsePresetName(state.preset) : null);
  let who = 'nobody is signed in';
  if (state.signed_in) {
    who = (await startBrowserSession(state.signed_in.email))
      ? `signed in as ${state.signed_in.email}`
      : `nobody is signed in (the file’s data has no account ${state.signed_in.email})`;
  } else tokens.clear();
  try {
    save();
  } catch {
    throw new StateFileError(
      'The file was imported, but this browser refused to store it (its storage may be full): a reload would lose it.',
    );
  }
  const page = pageToOpen(state.page);
  const clock = state.clock
    ? `the clock at ${new Date(Date.parse(state.clock.now)).toISOString().slice(0, 16).replace('T', ' ')} UTC`
    : 'the clock as it was (the file has none)';
  return {
    page,
    summary: `Imported the state exported ${state.exported_at}: ${clock}, ${who}. ${page ? `Opening ${page}…` : 'Reloading…'}`,
  };
}
