/**
 * A repro file: the whole situation a tester was in, so a bug report carries it and another tester
 * (or mock:server, `PUT /__mock/state`) is put back in it. The database, the uploaded files, the
 * active scenarios, the mock's clock, the data preset, and, from a browser, the page and who was
 * signed in (mocks/devtools/browser-state.ts applies those two).
 *
 * Version 2 added the clock, the preset and the signed-in account; a version 1 file still imports
 * (the clock stays as it is, nobody is signed in).
 */
import type { components } from '../../src/api/schema.gen';
import type { Database, DatabaseSnapshot } from '../db';
import { parseScenarioList, scenarioStore } from '../scenarios/store';
import { parsePresetName, presetState, type DataPresetName } from '../seed/presets';
import { clock } from '../services/clock';
import type { BlobStore } from '../services/uploads';

export const STATE_FILE_FORMAT = 'bs-mock-state';
export const STATE_FILE_VERSION = 2;
/** The versions this build reads: version 1 had no clock, preset or signed-in account. */
const READABLE_VERSIONS: readonly unknown[] = [1, STATE_FILE_VERSION];

export interface SignedInAccount {
  email: string;
  role: components['schemas']['User']['role'];
}

export interface StateFile {
  format: typeof STATE_FILE_FORMAT;
  version: typeof STATE_FILE_VERSION;
  /** The real time of the export. */
  exported_at: string;
  /** The page (path and search) it was exported on; importing in a browser opens it. Null from mock:server. */
  page: string | null;
  scenarios: string[];
  /**
   * The mock's now at the export, and how far that was from the real clock. Importing sets the
   * clock to `now`, so what the data dates (a reset code, a token, an order) is exactly as old as it was.
   */
  clock: { now: string; offset_ms: number } | null;
  /** The data preset the data was switched to (its changes are in the snapshot already). */
  preset: `data:${DataPresetName}` | null;
  /** Who was signed in, in a browser; importing there signs in as them with a new session. */
  signed_in: SignedInAccount | null;
  snapshot: DatabaseSnapshot;
  /** Uploaded files by key, as data URLs. */
  uploads: Record<string, string>;
}

/** What the exporter knows beyond the mock itself: the browser's page and session, the preset in use. */
export interface ExportContext {
  scenarios: readonly string[];
  page: string | null;
  preset: DataPresetName | null;
  signedIn: SignedInAccount | null;
}

/** Thrown with a sentence for the tester: why a file was refused (nothing was changed). */
export class StateFileError extends Error {}

const DATA_URL = /^data:([^;,]*);base64,(.*)$/;

function toDataUrl(blob: Blob): Promise<string> {
  return blob.arrayBuffer().then((buffer) => {
    let binary = '';
    const bytes = new Uint8Array(buffer);
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
  });
}

function fromDataUrl(url: string): Blob {
  const match = DATA_URL.exec(url)!;
  const binary = atob(match[2]!);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: match[1] || 'application/octet-stream' });
}

export async function exportState(db: Database, blobs: BlobStore, context: ExportContext): Promise<StateFile> {
  const uploads: Record<string, string> = {};
  for (const row of db.uploads.all()) {
    const blob = await blobs.get(row.key);
    if (blob) uploads[row.key] = await toDataUrl(blob);
  }
  return {
    format: STATE_FILE_FORMAT,
    version: STATE_FILE_VERSION,
    exported_at: new Date().toISOString(),
    page: context.page,
    scenarios: [...context.scenarios],
    clock: { now: new Date(clock.now()).toISOString(), offset_ms: clock.offset() },
    preset: context.preset ? `data:${context.preset}` : null,
    signed_in: context.signedIn ? { email: context.signedIn.email, role: context.signedIn.role } : null,
    snapshot: db.snapshot(),
    uploads,
  };
}

export type ParsedState = { ok: true; state: StateFile; version: number } | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readClock(value: unknown): StateFile['clock'] | undefined {
  if (value === undefined || value === null) return null;
  if (!isObject(value) || typeof value.now !== 'string' || !Number.isFinite(Date.parse(value.now))) return undefined;
  return { now: value.now, offset_ms: typeof value.offset_ms === 'number' ? value.offset_ms : 0 };
}

function readSignedIn(value: unknown): StateFile['signed_in'] | undefined {
  if (value === undefined || value === null) return null;
  if (!isObject(value) || typeof value.email !== 'string' || (value.role !== 'user' && value.role !== 'admin'))
    return undefined;
  return { email: value.email, role: value.role };
}

/**
 * Reads a repro file; anything else is refused with a sentence saying why, and nothing is changed.
 * Unknown scenario names and an unknown preset (from a newer build) are dropped.
 */
export function parseStateFile(text: string): ParsedState {
  const refuse = (message: string): ParsedState => ({ ok: false, message });
  let data: Record<string, unknown>;
  try {
    const parsed = JSON.parse(text) as unknown;
    data = isObject(parsed) ? parsed : {};
  } catch {
    return refuse('This file is not JSON.');
  }
  if (data.format !== STATE_FILE_FORMAT)
    return refuse('This is not a mock state file (it was not exported from the devtools).');
  if (!READABLE_VERSIONS.includes(data.version))
    return refuse(
      `This state file is version ${String(data.version)}; this app reads versions 1 to ${STATE_FILE_VERSION}.`,
    );
  const snapshot = data.snapshot as DatabaseSnapshot | undefined;
  if (!isObject(snapshot) || !isObject(snapshot.tables)) return refuse('The state file has no database.');
  if (
    data.scenarios !== undefined &&
    !(Array.isArray(data.scenarios) && data.scenarios.every((s) => typeof s === 'string'))
  )
    return refuse('The state file’s scenarios are not a list of names.');
  const uploads = data.uploads ?? {};
  if (!isObject(uploads) || !Object.values(uploads).every((url) => typeof url === 'string' && DATA_URL.test(url)))
    return refuse('The state file’s uploads are not files (each must be a base64 data URL).');
  const clockValue = readClock(data.clock);
  if (clockValue === undefined) return refuse('The state file’s clock is not a date and time.');
  const signedIn = readSignedIn(data.signed_in);
  if (signedIn === undefined) return refuse('The state file’s signed-in account has no email or no role.');
  if (data.page !== undefined && data.page !== null && typeof data.page !== 'string')
    return refuse('The state file’s page is not an address.');
  const preset = typeof data.preset === 'string' ? parsePresetName(data.preset) : null;
  return {
    ok: true,
    version: data.version as number,
    state: {
      format: STATE_FILE_FORMAT,
      version: STATE_FILE_VERSION,
      exported_at: typeof data.exported_at === 'string' ? data.exported_at : 'an unknown time',
      page: typeof data.page === 'string' ? data.page : null,
      scenarios: parseScenarioList(((data.scenarios as string[] | undefined) ?? []).join(',')).ids,
      clock: clockValue,
      preset: preset ? `data:${preset}` : null,
      signed_in: signedIn,
      snapshot,
      uploads: uploads as Record<string, string>,
    },
  };
}

/** Replaces the database and the uploaded files with the file's. Throws (changing nothing) on a bad snapshot. */
export async function importState(db: Database, blobs: BlobStore, state: StateFile): Promise<void> {
  const decoded = Object.entries(state.uploads).map(([key, url]) => [key, fromDataUrl(url)] as const);
  const before = db.snapshot();
  try {
    await db.restore(state.snapshot);
  } catch (error) {
    await db.restore(before);
    throw error;
  }
  await blobs.clear();
  for (const [key, blob] of decoded) await blobs.put(key, blob);
}

/**
 * The rest of the mock's situation, once importState has put the data in: the scenarios, the
 * clock (a version 1 file leaves it as it is) and the preset's name. mock:server and the browser
 * share it; the page and the signed-in account are the browser's (browser-state.ts).
 */
export function applyStateSettings(state: StateFile): void {
  scenarioStore.set(state.scenarios);
  if (state.clock) clock.set(Date.parse(state.clock.now));
  presetState.current = state.preset ? parsePresetName(state.preset) : null;
}
