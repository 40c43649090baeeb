import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { seedDatabase } from '../seed';
import { presetState } from '../seed/presets';
import { scenarioStore } from '../scenarios/store';
import { clock } from '../services/clock';
import { memoryBlobStore, saveUpload, setBlobStore, blobStore } from '../services/uploads';
import {
  applyStateSettings,
  exportState,
  importState,
  parseStateFile,
  STATE_FILE_VERSION,
  type ExportContext,
} from './state-file';

const DAY = 86_400_000;
const nothingMore: ExportContext = { scenarios: [], page: null, preset: null, signedIn: null };

afterEach(() => {
  presetState.current = null;
  scenarioStore.clear();
});

describe('the mock state file', () => {
  it('carries the data, the uploads and the scenarios from one tester to another', async () => {
    db.clear();
    await seedDatabase(db);
    setBlobStore(memoryBlobStore());
    const upload = await saveUpload(db, new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' }));
    const product = db.products.all()[0]!;
    await db.products.update(product.id, (p) => void (p.name = 'Renamed <b>for</b> the bug report'));

    const file = JSON.stringify(
      await exportState(db, blobStore(), {
        ...nothingMore,
        scenarios: ['getProduct:404', 'network:slow'],
        page: '/products',
      }),
    );

    // Another tester, another database.
    db.clear();
    await seedDatabase(db);
    setBlobStore(memoryBlobStore());
    const parsed = parseStateFile(file);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.state.scenarios).toEqual(['getProduct:404', 'network:slow']);
    await importState(db, blobStore(), parsed.state);
    expect(db.products.get(product.id)?.name).toBe('Renamed <b>for</b> the bug report');
    const blob = await blobStore().get(upload.key);
    expect(new Uint8Array(await blob!.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
    expect(blob!.type).toBe('image/png');
  });

  it('carries the clock, the preset, the page and who was signed in; applying it moves the clock back there', async () => {
    db.clear();
    await seedDatabase(db);
    clock.advance(2 * DAY);
    const exported = await exportState(db, blobStore(), {
      scenarios: ['getProduct:404'],
      page: '/account?mode=reset',
      preset: 'long-text',
      signedIn: { email: 'admin@example.com', role: 'admin' },
    });
    expect(exported).toMatchObject({
      version: STATE_FILE_VERSION,
      page: '/account?mode=reset',
      preset: 'data:long-text',
      signed_in: { email: 'admin@example.com', role: 'admin' },
      clock: { offset_ms: 2 * DAY },
    });

    // Imported later, on the real clock, with nothing on.
    clock.reset();
    const parsed = parseStateFile(JSON.stringify(exported));
    if (!parsed.ok) throw new Error(parsed.message);
    applyStateSettings(parsed.state);
    expect(Math.abs(clock.now() - Date.parse(exported.clock!.now))).toBeLessThan(60_000);
    expect(clock.offset()).toBeGreaterThan(2 * DAY - 60_000);
    expect(presetState.current).toBe('long-text');
    expect(scenarioStore.active()).toEqual(['getProduct:404']);
    expect(parsed.state.signed_in).toEqual({ email: 'admin@example.com', role: 'admin' });
  });

  it('still reads a version 1 file: the clock is left alone, no preset, nobody signed in', () => {
    const parsed = parseStateFile(
      JSON.stringify({
        format: 'bs-mock-state',
        version: 1,
        exported_at: '2026-11-20T10:00:00.000Z',
        page: '/products',
        scenarios: ['getProduct:404'],
        snapshot: { version: 1, tables: {} },
        uploads: {},
      }),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.version).toBe(1);
    expect(parsed.state).toMatchObject({ page: '/products', clock: null, preset: null, signed_in: null });
    clock.advance(DAY);
    presetState.current = 'hostile';
    applyStateSettings(parsed.state);
    expect(clock.offset()).toBe(DAY);
    expect(presetState.current).toBeNull();
    expect(scenarioStore.active()).toEqual(['getProduct:404']);
  });

  it('refuses what is not a state file, saying why', () => {
    expect(parseStateFile('{oops')).toEqual({ ok: false, message: 'This file is not JSON.' });
    expect(parseStateFile('{"format":"other"}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('not a mock state file'),
    });
    expect(parseStateFile('[1]')).toMatchObject({ ok: false, message: expect.stringContaining('not a mock state') });
    expect(parseStateFile('{"format":"bs-mock-state","version":9}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('version 9'),
    });
    expect(parseStateFile('{"format":"bs-mock-state","version":1}')).toEqual({
      ok: false,
      message: 'The state file has no database.',
    });
  });

  it.each([
    [{ clock: { now: 'two days later' } }, 'The state file’s clock is not a date and time.'],
    [{ signed_in: { email: 'customer@example.com' } }, 'The state file’s signed-in account has no email or no role.'],
    [{ signed_in: { email: 'x@example.com', role: 'owner' } }, 'The state file’s signed-in account'],
    [{ page: 42 }, 'The state file’s page is not an address.'],
    [{ scenarios: 'getProduct:404' }, 'The state file’s scenarios are not a list of names.'],
    [{ uploads: { a: 'not a data URL' } }, 'The state file’s uploads are not files'],
  ])('refuses a hand-edited %j, saying what is wrong', (edit, message) => {
    const file = { format: 'bs-mock-state', version: 2, snapshot: { version: 1, tables: {} }, ...edit };
    expect(parseStateFile(JSON.stringify(file))).toMatchObject({
      ok: false,
      message: expect.stringContaining(message),
    });
  });

  it('drops unknown scenario names and an unknown preset (from a newer build)', () => {
    const parsed = parseStateFile(
      JSON.stringify({
        format: 'bs-mock-state',
        version: 2,
        scenarios: ['bogus:x', 'listProducts:500'],
        preset: 'data:from-the-future',
        snapshot: { version: 1, tables: {} },
      }),
    );
    expect(parsed.ok && parsed.state.scenarios).toEqual(['listProducts:500']);
    expect(parsed.ok && parsed.state.preset).toBeNull();
  });
});
