import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { STATE_FILE_FORMAT, STATE_FILE_VERSION, type StateFile } from '../devtools/state-file';
import { scenarioStore } from '../scenarios/store';
import { clock } from '../services/clock';
import { createMockHttpServer } from '../server';
import { prepareState } from './start';
import { close, json, listen, tempDir } from './test-helpers';

describe('mock:server admin endpoints (/__mock)', () => {
  const temp = tempDir();
  const file = join(temp.dir, 'state.json');
  let server: ReturnType<typeof createMockHttpServer>;
  let base = '';
  const saved = () => JSON.parse(readFileSync(file, 'utf8')) as StateFile;

  beforeAll(async () => {
    const data = await prepareState(
      { seed: 'default', data: file, resetDamaged: false, scenarios: null },
      () => undefined,
    );
    server = createMockHttpServer({ data });
    base = await listen(server);
  });
  afterAll(async () => {
    await close(server);
    temp.remove();
  });
  beforeEach(async () => {
    await fetch(`${base}/__mock/reset`, { method: 'POST' });
    await fetch(`${base}/__mock/scenarios`, json({ scenarios: [] }, { method: 'PUT' }));
    clock.reset();
  });

  it('POST /__mock/clock moves the clock: a signed-in token expires without waiting', async () => {
    const login = await fetch(
      `${base}/api/login`,
      json({ email: 'customer@example.com', password: 'password123' }, { method: 'POST' }),
    );
    const { access_token } = (await login.json()) as { access_token: string };
    const me = () => fetch(`${base}/api/me`, { headers: { Authorization: `Bearer ${access_token}` } });
    expect((await me()).status).toBe(200);
    const moved = await fetch(`${base}/__mock/clock`, json({ advance: '+16m' }, { method: 'POST' }));
    expect(moved.status).toBe(200);
    const state = (await moved.json()) as { now: string; offset_ms: number; moved: boolean };
    expect(state).toMatchObject({ offset_ms: 16 * 60_000, moved: true });
    expect(Math.abs(Date.parse(state.now) - (Date.now() + 16 * 60_000))).toBeLessThan(2000);
    expect((await me()).status).toBe(401);
    // Back to the real time: the token is live again (it was never removed).
    expect(await (await fetch(`${base}/__mock/clock`, json({ reset: true }, { method: 'POST' }))).json()).toMatchObject(
      { offset_ms: 0, moved: false },
    );
    expect((await me()).status).toBe(200);
    const set = await fetch(`${base}/__mock/clock`, json({ set: '2026-12-24T09:00:00Z' }, { method: 'POST' }));
    expect(((await set.json()) as { now: string }).now.slice(0, 16)).toBe('2026-12-24T09:00');
    expect(((await (await fetch(`${base}/__mock/clock`)).json()) as { now: string }).now.slice(0, 13)).toBe(
      '2026-12-24T09',
    );
  });

  it('PUT /__mock/preset switches the data to a preset from the seed, and a reset takes it away', async () => {
    expect(await (await fetch(`${base}/__mock/preset`)).json()).toMatchObject({
      preset: null,
      presets: expect.arrayContaining(['data:long-text', 'data:large']),
    });
    const put = await fetch(`${base}/__mock/preset`, json({ preset: 'data:no-images' }, { method: 'PUT' }));
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({ preset: 'data:no-images' });
    const product = (await (await fetch(`${base}/api/products/1`)).json()) as { images: string[] };
    expect(product.images).toEqual([]);
    expect(saved().snapshot.tables.products!.every((p) => (p as { images: string[] }).images.length === 0)).toBe(true);
    // Switching starts from the seed again: the pictures are back under another preset.
    await fetch(`${base}/__mock/preset`, json({ preset: 'many-reviews' }, { method: 'PUT' }));
    expect(
      ((await (await fetch(`${base}/api/products/1`)).json()) as { images: string[]; review_count: number })
        .review_count,
    ).toBe(500);
    const bad = await fetch(`${base}/__mock/preset`, json({ preset: 'data:huge' }, { method: 'PUT' }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('Unknown data preset "data:huge"');
    expect((await fetch(`${base}/__mock/preset`, json({}, { method: 'PUT' }))).status).toBe(400);
    await fetch(`${base}/__mock/reset`, { method: 'POST' });
    expect(await (await fetch(`${base}/__mock/preset`)).json()).toMatchObject({ preset: null });
    expect(((await (await fetch(`${base}/api/products/1`)).json()) as { review_count: number }).review_count).not.toBe(
      500,
    );
  });

  it('POST /__mock/clock refuses a body it cannot read, saying why, and leaves the clock alone', async () => {
    const post = async (body: unknown) => {
      const res = await fetch(`${base}/__mock/clock`, json(body, { method: 'POST' }));
      return { status: res.status, body: (await res.json()) as { error: string; message: string } };
    };
    expect(await post({ advance: '8 days' })).toMatchObject({
      status: 400,
      body: { error: 'invalid_payload', message: expect.stringContaining('"advance" must be a signed duration') },
    });
    expect(await post({ set: 'Christmas' })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('"set" must be a date and time') },
    });
    expect(await post({ reset: 'yes' })).toMatchObject({
      status: 400,
      body: { message: '"reset" must be true; got "yes".' },
    });
    expect(await post({ advance: '+1d', reset: true })).toMatchObject({
      status: 400,
      body: { message: expect.stringContaining('Got advance, reset.') },
    });
    expect(await post('not json')).toMatchObject({ status: 400, body: { message: 'The body is not valid JSON.' } });
    expect(clock.offset()).toBe(0);
  });

  it('POST /__mock/reset puts the data back to the seed and rewrites the data file', async () => {
    const products = db.products.count();
    db.products.remove(1);
    expect(db.products.count()).toBe(products - 1);
    const res = await fetch(`${base}/__mock/reset`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(db.products.count()).toBe(products);
    expect(saved().snapshot.tables.products).toHaveLength(products);
    expect((await fetch(`${base}/api/products/1`)).status).toBe(200);
  });

  it('GET and PUT /__mock/scenarios read and set the active scenarios, which then answer', async () => {
    const put = await fetch(
      `${base}/__mock/scenarios`,
      json({ scenarios: ['login:invalid_credentials', 'getProduct:404'] }, { method: 'PUT' }),
    );
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ scenarios: ['login:invalid_credentials', 'getProduct:404'] });
    const get = await fetch(`${base}/__mock/scenarios`);
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect(await get.json()).toEqual({ scenarios: ['login:invalid_credentials', 'getProduct:404'] });
    expect((await fetch(`${base}/api/products/1`)).status).toBe(404);
    expect(saved().scenarios).toEqual(['login:invalid_credentials', 'getProduct:404']);
  });

  it('PUT /__mock/scenarios refuses an unknown scenario, naming it, and changes nothing', async () => {
    scenarioStore.set(['getProduct:404']);
    const res = await fetch(
      `${base}/__mock/scenarios`,
      json({ scenarios: ['login:invalid_credentials', 'foo:bar'] }, { method: 'PUT' }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: 'invalid_payload',
      message: expect.stringMatching(
        /^Unknown scenario: foo:bar\. A scenario is an operation's answer, operation:variant \(operations: .*getProduct.*\), or a session-wide state \(.*network:slow.*\)\.$/,
      ),
      fields: { 'scenarios.1': 'unknown scenario foo:bar' },
    });
    expect(scenarioStore.active()).toEqual(['getProduct:404']);
    // A typo of a known name says which it was probably meant as.
    const typo = await fetch(`${base}/__mock/scenarios`, json({ scenarios: ['getProdcut:404'] }, { method: 'PUT' }));
    expect(((await typo.json()) as { message: string }).message).toMatch(
      /^Unknown scenario: getProdcut:404\. Did you mean getProduct:404\? getProduct takes getProduct:200, /,
    );
    // The list is read as one, as a link's is: a then: item follows the item before it.
    const steps = await fetch(
      `${base}/__mock/scenarios`,
      json({ scenarios: ['getProduct:404', 'then:200'] }, { method: 'PUT' }),
    );
    expect(await steps.json()).toEqual({ scenarios: ['getProduct:404', 'then:200'] });
    expect((await fetch(`${base}/api/products/1`)).status).toBe(404);
    expect((await fetch(`${base}/api/products/1`)).status).toBe(200);
  });

  it('PUT /__mock/scenarios refuses a body that is not JSON, or has no array, with a reason', async () => {
    const notJson = await fetch(`${base}/__mock/scenarios`, json('{oops', { method: 'PUT' }));
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: 'invalid_payload', message: 'The body is not valid JSON.' });
    const noArray = await fetch(`${base}/__mock/scenarios`, json({ scenario: 'getProduct:404' }, { method: 'PUT' }));
    expect(noArray.status).toBe(400);
    expect(await noArray.json()).toMatchObject({
      error: 'invalid_payload',
      message: expect.stringContaining('"scenarios"'),
      fields: { scenarios: expect.any(String) },
    });
  });

  it('GET /__mock/outbox lists the password-reset codes sent', async () => {
    const before = ((await (await fetch(`${base}/__mock/outbox`)).json()) as { messages: unknown[] }).messages.length;
    expect(
      (await fetch(`${base}/api/password/forgot`, json({ email: 'customer@example.com' }, { method: 'POST' }))).status,
    ).toBe(200);
    const res = await fetch(`${base}/__mock/outbox`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const { messages } = (await res.json()) as { messages: Array<{ email: string; code: string; sent_at: string }> };
    expect(messages).toHaveLength(before + 1);
    const last = messages.at(-1)!;
    expect(last).toMatchObject({ email: 'customer@example.com', code: expect.stringMatching(/^\d{6}$/) });
    expect(Number.isNaN(Date.parse(last.sent_at))).toBe(false);
    // The code works.
    const reset = await fetch(
      `${base}/api/password/reset`,
      json({ email: 'customer@example.com', code: last.code, new_password: 'a-new-password-1' }, { method: 'POST' }),
    );
    expect(reset.status).toBe(200);
  });

  it('GET /__mock/state exports the devtools state file; PUT imports one', async () => {
    const exported = (await (await fetch(`${base}/__mock/state`)).json()) as StateFile;
    expect(exported).toMatchObject({
      format: STATE_FILE_FORMAT,
      version: STATE_FILE_VERSION,
      scenarios: [],
      page: null,
      signed_in: null,
      preset: null,
      clock: { offset_ms: 0 },
    });
    expect(exported.snapshot.tables.products!.length).toBe(db.products.count());

    const edited = structuredClone(exported);
    (edited.snapshot.tables.products as Array<{ id: number; name: string }>).find((p) => p.id === 1)!.name =
      'Imported name';
    edited.scenarios = ['getProduct:404'];
    const put = await fetch(`${base}/__mock/state`, json(edited, { method: 'PUT' }));
    expect(put.status).toBe(200);
    expect(db.products.get(1)!.name).toBe('Imported name');
    expect(scenarioStore.active()).toEqual(['getProduct:404']);
    expect(saved().snapshot.tables.products).toContainEqual(expect.objectContaining({ id: 1, name: 'Imported name' }));
  });

  it('PUT /__mock/state puts the clock and the preset back too, and answers the page and account for the browser', async () => {
    const DAY = 86_400_000;
    await fetch(`${base}/__mock/preset`, json({ preset: 'data:no-images' }, { method: 'PUT' }));
    await fetch(`${base}/__mock/clock`, json({ advance: '+2d' }, { method: 'POST' }));
    const exported = (await (await fetch(`${base}/__mock/state`)).json()) as StateFile;
    expect(exported).toMatchObject({ preset: 'data:no-images', clock: { offset_ms: 2 * DAY } });
    // A file from a browser, signed in on a page.
    const file = { ...exported, page: '/admin/users', signed_in: { email: 'admin@example.com', role: 'admin' } };

    await fetch(`${base}/__mock/reset`, { method: 'POST' });
    await fetch(`${base}/__mock/clock`, json({ reset: true }, { method: 'POST' }));
    const put = await fetch(`${base}/__mock/state`, json(file, { method: 'PUT' }));
    expect(put.status).toBe(200);
    const answer = (await put.json()) as { clock: { now: string }; preset: string };
    expect(answer).toMatchObject({
      imported: true,
      preset: 'data:no-images',
      page: '/admin/users',
      signed_in: { email: 'admin@example.com', role: 'admin' },
    });
    expect(Math.abs(Date.parse(answer.clock.now) - Date.parse(exported.clock!.now))).toBeLessThan(60_000);
    expect(((await (await fetch(`${base}/__mock/clock`)).json()) as { offset_ms: number }).offset_ms).toBeGreaterThan(
      2 * DAY - 60_000,
    );
    expect(await (await fetch(`${base}/__mock/preset`)).json()).toMatchObject({ preset: 'data:no-images' });
    expect(saved().preset).toBe('data:no-images');
  });

  it('PUT /__mock/state refuses what is not a valid state, with a reason, and changes nothing', async () => {
    const name = db.products.get(1)!.name;
    const before = readFileSync(file, 'utf8');
    const notJson = await fetch(`${base}/__mock/state`, json('nope', { method: 'PUT' }));
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: 'invalid_payload', message: 'This file is not JSON.' });

    const exported = (await (await fetch(`${base}/__mock/state`)).json()) as StateFile;
    (exported.snapshot.tables.products as Array<{ id: number; price: unknown }>)[0]!.price = 'free';
    const badRow = await fetch(`${base}/__mock/state`, json(exported, { method: 'PUT' }));
    expect(badRow.status).toBe(400);
    expect(((await badRow.json()) as { message: string }).message).toMatch(
      /nothing was changed: products row \d+: price: Invalid input: expected number/,
    );
    expect(db.products.get(1)!.name).toBe(name);
    expect(db.products.count()).toBeGreaterThan(1);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  it('answers 404 JSON for an unknown /__mock path, 405 for a wrong method, and CORS preflights', async () => {
    const unknown = await fetch(`${base}/__mock/nothing`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*');
    expect(await unknown.json()).toMatchObject({
      error: 'not_found',
      message: expect.stringContaining('/__mock/nothing'),
    });
    const wrong = await fetch(`${base}/__mock/outbox`, { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    const preflight = await fetch(`${base}/__mock/scenarios`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  });
});
