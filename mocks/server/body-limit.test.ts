import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer } from '../server';
import { DEFAULT_MAX_BODY_BYTES, describeSize, parseSize } from './body-limit';
import { resetToSeed } from './start';
import { close, json, listen } from './test-helpers';

const MB = 1024 * 1024;

interface Sent {
  status: number;
  body: { error?: string; message?: string };
  /** Bytes of the body written when the answer came. */
  sent: number;
  /** The server asked for the body (100 Continue). */
  continued: boolean;
}

/**
 * POSTs a body of `total` bytes in 64 kB chunks, as fast as the server takes them, and stops
 * writing as soon as an answer comes: with a declared length, or streamed without one (chunked),
 * or declared with `Expect: 100-continue` (sent only once the server asks for it).
 */
function post(url: string, total: number, how: 'length' | 'chunked' | 'expect'): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    let answered = false;
    let continued = false;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (how !== 'chunked') headers['content-length'] = String(total);
    if (how === 'expect') headers.expect = '100-continue';
    const req = request(url, { method: 'POST', headers });
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    req.on('response', (res) => {
      answered = true;
      const at = sent;
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () =>
        resolve({ status: res.statusCode!, body: JSON.parse(Buffer.concat(parts).toString()), sent: at, continued }),
      );
    });
    req.on('continue', () => {
      continued = true;
      pump();
    });
    // Once answered, the server closes the connection: writing the rest fails, as it should.
    req.on('error', (error) => void (answered || reject(error)));
    if (how !== 'expect') pump();
    else req.flushHeaders();
  });
}

describe('mock:server bounds the request bodies it reads', () => {
  let server: ReturnType<typeof createMockHttpServer>;
  let base = '';
  beforeAll(async () => {
    await resetToSeed('default');
    server = createMockHttpServer();
    base = await listen(server);
  });
  afterAll(() => close(server));

  it.each(['length', 'chunked'] as const)(
    'answers a 50 MB body (%s) with 413 before it has been sent whole',
    async (how) => {
      const answer = await post(`${base}/api/login`, 50 * MB, how);
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual({
        error: 'payload_too_large',
        message:
          'The request body is larger than this mock server reads (10 MB); start it with --max-body to allow more.',
      });
      // The server stopped reading at the limit: most of the body was never sent.
      expect(answer.sent).toBeLessThan(30 * MB);
    },
    60_000,
  );

  it('refuses a body announced too large before the client sends it (Expect: 100-continue)', async () => {
    const answer = await post(`${base}/__mock/state`, 50 * MB, 'expect');
    expect(answer).toMatchObject({ status: 413, sent: 0, continued: false });
  });

  it('answers bodies within the limit as before, and is up for the next request', async () => {
    const login = await fetch(
      `${base}/api/login`,
      json({ email: 'customer@example.com', password: 'password123' }, { method: 'POST' }),
    );
    expect(login.status).toBe(200);
    expect((await fetch(`${base}/api/products/1`)).status).toBe(200);
  });

  it('takes its limit from --max-body: the admin endpoints too', async () => {
    const small = createMockHttpServer({ maxBody: 1024 });
    const url = await listen(small);
    try {
      const state = await fetch(`${url}/__mock/state`, json({ scenarios: 'x'.repeat(2000) }, { method: 'PUT' }));
      expect(state.status).toBe(413);
      expect(((await state.json()) as { message: string }).message).toContain('(1 KB)');
      const scenarios = await fetch(`${url}/__mock/scenarios`, json({ scenarios: [] }, { method: 'PUT' }));
      expect(scenarios.status).toBe(200);
    } finally {
      await close(small);
    }
  });

  it('reads sizes as the flag takes them', () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(10 * MB);
    expect(parseSize('10mb')).toBe(10 * MB);
    expect(parseSize('512KB')).toBe(512 * 1024);
    expect(parseSize('1gb')).toBe(1024 * MB);
    expect(parseSize('2048')).toBe(2048);
    for (const bad of ['', 'huge', '0', '-1', '1.5mb', '10 parsecs']) expect(parseSize(bad)).toBeNull();
    expect(describeSize(10 * MB)).toBe('10 MB');
    expect(describeSize(1536)).toBe('1,536 bytes');
  });
});
