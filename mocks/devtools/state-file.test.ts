import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { seedDatabase } from '../seed';
import { memoryBlobStore, saveUpload, setBlobStore, blobStore } from '../services/uploads';
import { exportState, importState, parseStateFile } from './state-file';

describe('the mock state file', () => {
  it('carries the data, the uploads and the scenarios from one tester to another', async () => {
    db.clear();
    await seedDatabase(db);
    setBlobStore(memoryBlobStore());
    const upload = await saveUpload(db, new File([new Uint8Array([1, 2, 3])], 'photo.png', { type: 'image/png' }));
    const product = db.products.all()[0]!;
    await db.products.update(product.id, (p) => void (p.name = 'Renamed <b>for</b> the bug report'));

    const file = JSON.stringify(await exportState(db, blobStore(), ['getProduct:404', 'network:slow'], '/products'));

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

  it('refuses what is not a state file, saying why', () => {
    expect(parseStateFile('{oops')).toEqual({ ok: false, message: 'This file is not JSON.' });
    expect(parseStateFile('{"format":"other"}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('not a mock state file'),
    });
    expect(parseStateFile('{"format":"bs-mock-state","version":9}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('version 9'),
    });
    expect(parseStateFile('{"format":"bs-mock-state","version":1}')).toEqual({
      ok: false,
      message: 'The state file has no database.',
    });
  });

  it('drops unknown scenario names', () => {
    const parsed = parseStateFile(
      JSON.stringify({
        format: 'bs-mock-state',
        version: 1,
        scenarios: ['bogus:x', 'listProducts:500'],
        snapshot: { version: 1, tables: {} },
      }),
    );
    expect(parsed.ok && parsed.state.scenarios).toEqual(['listProducts:500']);
  });
});
