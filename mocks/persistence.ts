/**
 * Browser persistence of the mock database, written through: the whole database is saved to
 * localStorage as soon as a request has changed it (not on `unload`, which Chromium is phasing
 * out and which a killed tab never fires). A snapshot that cannot be read is ignored (reseeded).
 *
 * Each saved copy carries a stamp: the build of the mock that wrote it and a hash of its text.
 * A copy whose stamp matches is exactly what this build saved, rows that passed the schemas when
 * they were written, so it is restored without checking each row again (about a quarter of the
 * time restoring takes). Any other copy (another build, whose schemas may differ, or a damaged or
 * hand-edited one) is checked row by row.
 */
import type { Database, DatabaseSnapshot } from './db';
import { DATABASE_STORAGE_KEY } from '../src/config/mock-storage-keys';

/** Set by vite.config.ts (`define`); absent when this runs outside Vite. */
declare const __MOCK_BUILD_ID__: string | undefined;
const BUILD = typeof __MOCK_BUILD_ID__ === 'string' ? __MOCK_BUILD_ID__ : 'unbuilt';

const SNAPSHOT_FIELD = ',"snapshot":';

export interface PersistedState {
  savedAt: string;
  snapshot: DatabaseSnapshot;
  /** Written by this build and unchanged since: its rows need no second check. */
  intact: boolean;
}

/**
 * FNV-1a (32 bits) of the text, or of text[start, end): enough to tell a copy changed, not a
 * defence against anyone. Reading the saved copy, it runs over the stored text itself rather than
 * a slice of it: a character read through a slice is slower, 10 to 30 ms against about 6 for the
 * default seed's 560,000 characters in a page that has just loaded.
 */
export function textHash(text: string, start = 0, end = text.length): string {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

const stamp = (hash: string) => `${BUILD}:${hash}`;

export function loadPersisted(storage: Storage): PersistedState | null {
  try {
    const raw = storage.getItem(DATABASE_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { savedAt: string; stamp?: unknown; snapshot: DatabaseSnapshot } | null;
    if (!parsed?.snapshot?.tables || typeof parsed.snapshot.version !== 'number') return null;
    // The snapshot's text is the end of what savePersisted wrote: `…,"snapshot":<text>}`.
    const at = raw.indexOf(SNAPSHOT_FIELD);
    const intact =
      typeof parsed.stamp === 'string' &&
      at > 0 &&
      parsed.stamp === stamp(textHash(raw, at + SNAPSHOT_FIELD.length, raw.length - 1));
    return { savedAt: parsed.savedAt, snapshot: parsed.snapshot, intact };
  } catch {
    return null;
  }
}

/** Saves when the database is dirty (or always, with `force`). Returns false when storage refused (quota). */
export function savePersisted(storage: Storage, db: Database, { force = false } = {}): boolean {
  if (!force && !db.isDirty()) return true;
  try {
    const text = JSON.stringify(db.snapshot());
    storage.setItem(
      DATABASE_STORAGE_KEY,
      `{"savedAt":${JSON.stringify(new Date().toISOString())},"stamp":${JSON.stringify(stamp(textHash(text)))}${SNAPSHOT_FIELD}${text}}`,
    );
    db.markClean();
    return true;
  } catch (error) {
    console.warn('[mock] could not save the mock database to localStorage', error);
    return false;
  }
}

export function clearPersisted(storage: Storage): void {
  try {
    storage.removeItem(DATABASE_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
