/**
 * Browser persistence of the mock database, written through: the whole database is saved to
 * localStorage as soon as a request has changed it (not on `unload`, which Chromium is phasing
 * out and which a killed tab never fires). A snapshot that cannot be read is ignored (reseeded).
 */
import type { Database, DatabaseSnapshot } from './db';
import { DATABASE_STORAGE_KEY } from '../src/config/mock-storage-keys';

export interface PersistedState {
  savedAt: string;
  snapshot: DatabaseSnapshot;
}

export function loadPersisted(storage: Storage): PersistedState | null {
  try {
    const raw = storage.getItem(DATABASE_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as PersistedState;
    if (!parsed?.snapshot?.tables || typeof parsed.snapshot.version !== 'number') return null;
    return parsed;
  } catch {
    return null;
  }
}

/** Saves when the database is dirty (or always, with `force`). Returns false when storage refused (quota). */
export function savePersisted(storage: Storage, db: Database, { force = false } = {}): boolean {
  if (!force && !db.isDirty()) return true;
  try {
    storage.setItem(DATABASE_STORAGE_KEY, JSON.stringify({ savedAt: new Date().toISOString(), snapshot: db.snapshot() } satisfies PersistedState));
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
