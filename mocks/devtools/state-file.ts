/**
 * A tester's mock state as a file: the whole database, the uploaded files and the active
 * scenarios, so a bug report carries its exact data. Another tester imports it and sees the same.
 */
import type { Database, DatabaseSnapshot } from '../db';
import { parseScenarioList } from '../scenarios/store';
import type { BlobStore } from '../services/uploads';

export const STATE_FILE_FORMAT = 'bs-mock-state';
export const STATE_FILE_VERSION = 1;

export interface StateFile {
  format: typeof STATE_FILE_FORMAT;
  version: typeof STATE_FILE_VERSION;
  exported_at: string;
  /** Where it was exported from (the page), for the reader of a bug report. */
  page: string;
  scenarios: string[];
  snapshot: DatabaseSnapshot;
  /** Uploaded files by key, as data URLs. */
  uploads: Record<string, string>;
}

function toDataUrl(blob: Blob): Promise<string> {
  return blob.arrayBuffer().then((buffer) => {
    let binary = '';
    const bytes = new Uint8Array(buffer);
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
  });
}

function fromDataUrl(url: string): Blob {
  const match = /^data:([^;,]*);base64,(.*)$/.exec(url);
  if (!match) throw new Error('an upload is not a base64 data URL');
  const binary = atob(match[2]!);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: match[1] || 'application/octet-stream' });
}

export async function exportState(
  db: Database,
  blobs: BlobStore,
  scenarios: readonly string[],
  page: string,
): Promise<StateFile> {
  const uploads: Record<string, string> = {};
  for (const row of db.uploads.all()) {
    const blob = await blobs.get(row.key);
    if (blob) uploads[row.key] = await toDataUrl(blob);
  }
  return {
    format: STATE_FILE_FORMAT,
    version: STATE_FILE_VERSION,
    exported_at: new Date().toISOString(),
    page,
    scenarios: [...scenarios],
    snapshot: db.snapshot(),
    uploads,
  };
}

export type ParsedState = { ok: true; state: StateFile } | { ok: false; message: string };

/** Reads a state file; anything else is refused with a reason, and nothing is changed. */
export function parseStateFile(text: string): ParsedState {
  let data: Partial<StateFile>;
  try {
    data = JSON.parse(text) as Partial<StateFile>;
  } catch {
    return { ok: false, message: 'This file is not JSON.' };
  }
  if (data?.format !== STATE_FILE_FORMAT)
    return { ok: false, message: 'This is not a mock state file (it was not exported from the devtools).' };
  if (data.version !== STATE_FILE_VERSION)
    return {
      ok: false,
      message: `This state file is version ${String(data.version)}; this app reads version ${STATE_FILE_VERSION}.`,
    };
  if (!data.snapshot || typeof data.snapshot !== 'object' || !data.snapshot.tables)
    return { ok: false, message: 'The state file has no database.' };
  const scenarios = parseScenarioList((data.scenarios ?? []).join(',')).ids;
  return { ok: true, state: { ...(data as StateFile), scenarios, uploads: data.uploads ?? {} } };
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
