import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { parseStateFile, type StateFile } from '../devtools/state-file';
import { scenarioStore } from '../scenarios/store';
import { createMockHttpServer } from '../server';
import { prepareState, StartError } from './start';
import { close, json, listen, spawnServer, tempDir, type ChildServer } from './test-helpers';

type Outbox = { messages: Array<{ email: string; code: string }> };
const forgot = (base: string, email = 'customer@example.com') =>
  fetch(`${base}/api/password/forgot`, json({ email }, { method: 'POST' }));

describe('mock:server --data FILE', () => {
  let temp: ReturnType<typeof tempDir>;
  let file = '';
  const servers: Array<ReturnType<typeof createMockHttpServer>> = [];
  const children: ChildServer[] = [];

  beforeEach(() => {
    temp = tempDir();
    file = join(temp.dir, 'state.json');
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map(close));
    for (const { child, exited } of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    }
    temp.remove();
  });

  /** One server "process": the database emptied, then started from FILE as main() does. */
  async function start(options: { resetDamaged?: boolean; scenarios?: string[] | null } = {}) {
    db.clear();
    scenarioStore.clear();
    const lines: string[] = [];
    const data = await prepareState(
      {
        seed: 'default',
        data: file,
        resetDamaged: options.resetDamaged ?? false,
        scenarios: options.scenarios ?? null,
      },
      (line) => lines.push(line),
    );
    const server = createMockHttpServer({ data });
    servers.push(server);
    return { base: await listen(server), server, lines };
  }

  it('creates FILE from the seed, writes every change before answering, and restores it on the next start', async () => {
    const first = await start();
    expect(first.lines.join('\n')).toMatch(/No data file .* started from the default seed/);
    const seeded = parseStateFile(readFileSync(file, 'utf8'));
    expect(seeded.ok).toBe(true);

    expect((await forgot(first.base)).status).toBe(200);
    // On disk already, before any restart.
    const written = JSON.parse(readFileSync(file, 'utf8')) as StateFile;
    expect(written.snapshot.tables.outbox).toContainEqual(expect.objectContaining({ to: 'customer@example.com' }));
    const sent = ((await (await fetch(`${first.base}/__mock/outbox`)).json()) as Outbox).messages;
    await fetch(`${first.base}/__mock/scenarios`, json({ scenarios: ['getProduct:404'] }, { method: 'PUT' }));
    await close(first.server);

    const second = await start();
    expect(second.lines.join('\n')).toMatch(/Restored the state from/);
    const restored = ((await (await fetch(`${second.base}/__mock/outbox`)).json()) as Outbox).messages;
    expect(restored).toEqual(sent);
    expect(scenarioStore.active()).toEqual(['getProduct:404']);
    expect((await fetch(`${second.base}/api/products/1`)).status).toBe(404);
  });

  it('--scenarios wins over the scenarios saved in FILE', async () => {
    const first = await start();
    await fetch(`${first.base}/__mock/scenarios`, json({ scenarios: ['getProduct:404'] }, { method: 'PUT' }));
    await close(first.server);
    await start({ scenarios: ['listProducts:empty'] });
    expect(scenarioStore.active()).toEqual(['listProducts:empty']);
  });

  it('does not rewrite FILE for reading requests', async () => {
    const { base } = await start();
    const before = statSync(file);
    const text = readFileSync(file, 'utf8');
    for (const path of [
      '/api/products?per_page=5',
      '/api/products/1',
      '/api/carousel/slides',
      '/__mock/outbox',
      '/__mock/state',
      '/__mock/scenarios',
    ]) {
      expect((await fetch(base + path)).status).toBe(200);
    }
    // A request the gate refuses changes nothing either.
    expect((await fetch(`${base}/api/login`, json('{oops', { method: 'POST' }))).status).toBe(400);
    const after = statSync(file);
    expect(after.ino).toBe(before.ino);
    expect(after.mtimeMs).toBe(before.mtimeMs);
    expect(readFileSync(file, 'utf8')).toBe(text);
    // …while a change replaces it (a new file renamed over it).
    await forgot(base);
    expect(statSync(file).ino).not.toBe(before.ino);
    expect(readdirSync(temp.dir)).toEqual(['state.json']);
  });

  it('refuses a damaged FILE (not JSON, or failing the checks) and leaves it alone', async () => {
    writeFileSync(file, '{"format":"bs-mock-state", oops');
    await expect(start()).rejects.toThrow(StartError);
    await expect(start()).rejects.toThrow(
      /data file .*state\.json is damaged: This file is not JSON\. .*--reset-damaged/,
    );
    expect(readFileSync(file, 'utf8')).toBe('{"format":"bs-mock-state", oops');

    const first = await start({ resetDamaged: true });
    await close(first.server);
    const state = JSON.parse(readFileSync(file, 'utf8')) as StateFile;
    (state.snapshot.tables.users as Array<{ email: unknown }>)[0]!.email = 42;
    const damaged = JSON.stringify(state);
    writeFileSync(file, damaged);
    await expect(start()).rejects.toThrow(
      /is damaged: its data fails the checks \(users row 1: email: Invalid input: expected string, received number\)\. It was left as it is/,
    );
    expect(readFileSync(file, 'utf8')).toBe(damaged);
  });

  it('--reset-damaged moves a damaged FILE aside and starts from the seed', async () => {
    writeFileSync(file, 'not json at all');
    const { base, lines } = await start({ resetDamaged: true });
    const aside = readdirSync(temp.dir).filter((name) => name.startsWith('state.json.damaged-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(join(temp.dir, aside[0]!), 'utf8')).toBe('not json at all');
    expect(lines.join('\n')).toContain(`moved it to ${join(temp.dir, aside[0]!)} and started from the default seed`);
    expect(parseStateFile(readFileSync(file, 'utf8')).ok).toBe(true);
    expect((await fetch(`${base}/api/products/1`)).status).toBe(200);
  });

  it('loses nothing to a kill -9 right after an answer (a child process)', async () => {
    const first = spawnServer(['--port', '0', '--data', file]);
    children.push(first);
    const base = await first.ready;
    const answer = await forgot(base);
    first.child.kill('SIGKILL');
    expect(answer.status).toBe(200);
    expect(await first.exited).toMatchObject({ signal: 'SIGKILL' });

    const second = spawnServer(['--port', '0', '--data', file]);
    children.push(second);
    const again = await second.ready;
    expect(second.output()).toContain('Restored the state from');
    const { messages } = (await (await fetch(`${again}/__mock/outbox`)).json()) as Outbox;
    expect(messages.map((m) => m.email)).toContain('customer@example.com');
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 90_000);

  it('the server refuses to start on a damaged FILE in one line, and --reset-damaged starts it', async () => {
    writeFileSync(file, '[1, 2');
    const refused = spawnServer(['--port', '0', '--data', file]);
    children.push(refused);
    expect((await refused.exited).code).toBe(1);
    const lines = refused.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^mock:server: the data file .*state\.json is damaged: This file is not JSON\./);
    expect(readFileSync(file, 'utf8')).toBe('[1, 2');

    const reset = spawnServer(['--port', '0', '--data', file, '--reset-damaged']);
    children.push(reset);
    await reset.ready;
    expect(reset.output()).toMatch(/was damaged .* moved it to .*state\.json\.damaged-/);
    expect(existsSync(file)).toBe(true);
    reset.child.kill('SIGTERM');
    await reset.exited;
  }, 90_000);
});
