import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_STORAGE_KEY } from '../src/config/mock-storage-keys';
import { createDatabase, db } from './db';
import { resetMockBackend } from './node';
import { loadPersisted, savePersisted, textHash } from './persistence';

/** localStorage's interface over a Map, with an optional quota. */
function memoryStorage(quota = Infinity): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (value.length > quota) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, String(value));
    },
  };
}

describe('the saved copy of the mock database', () => {
  beforeAll(async () => {
    await resetMockBackend();
  });

  it('comes back as it was saved, stamped as intact', () => {
    const storage = memoryStorage();
    expect(savePersisted(storage, db, { force: true })).toBe(true);
    const saved = loadPersisted(storage);
    expect(saved?.intact).toBe(true);
    expect(saved?.snapshot).toEqual(db.snapshot());
  });

  it('is no longer intact once its text changed, and its rows are then checked again', async () => {
    const storage = memoryStorage();
    savePersisted(storage, db, { force: true });
    const raw = storage.getItem(DATABASE_STORAGE_KEY)!;
    // Still valid JSON, but a price that is no number: the schema check must catch it.
    storage.setItem(DATABASE_STORAGE_KEY, raw.replace(/"price":(\d+)/, '"price":"$1"'));
    const saved = loadPersisted(storage)!;
    expect(saved.intact).toBe(false);
    // @msw/data prints the schema's complaint before it throws.
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(createDatabase().restore(saved.snapshot, { checked: saved.intact })).rejects.toThrow(
      /does not match the schema/,
    );
    expect(printed).toHaveBeenCalled();
  });

  it('is not intact when another build saved it, or when it has no stamp (an older copy)', () => {
    const storage = memoryStorage();
    savePersisted(storage, db, { force: true });
    const raw = storage.getItem(DATABASE_STORAGE_KEY)!;
    storage.setItem(DATABASE_STORAGE_KEY, raw.replace(/"stamp":"[^:"]*:/, '"stamp":"another-build:'));
    expect(loadPersisted(storage)?.intact).toBe(false);
    storage.setItem(DATABASE_STORAGE_KEY, raw.replace(/"stamp":"[^"]*",/, ''));
    expect(loadPersisted(storage)).toMatchObject({ intact: false, snapshot: { version: 1 } });
  });

  it('is ignored when it is not a snapshot at all', () => {
    const storage = memoryStorage();
    storage.setItem(DATABASE_STORAGE_KEY, '{"savedAt":"2026-01-01T00:00:00Z","snapshot":');
    expect(loadPersisted(storage)).toBeNull();
    storage.setItem(DATABASE_STORAGE_KEY, '{"snapshot":{"tables":[]}}');
    expect(loadPersisted(storage)).toBeNull();
  });

  it('reports a write the browser refused (storage full) and keeps the database marked as changed', async () => {
    const storage = memoryStorage(100);
    await db.products.update(1, (row) => void (row.name = `${row.name} `));
    expect(db.isDirty()).toBe(true);
    expect(savePersisted(storage, db)).toBe(false);
    expect(db.isDirty()).toBe(true);
    expect(storage.getItem(DATABASE_STORAGE_KEY)).toBeNull();
  });

  it('hashes text so that any one changed character shows', () => {
    expect(textHash('{"a":1}')).not.toBe(textHash('{"a":2}'));
    expect(textHash('')).toMatch(/^[0-9a-f]{8}$/);
    expect(textHash('xx{"a":1}x', 2, 9)).toBe(textHash('{"a":1}'));
  });
});
