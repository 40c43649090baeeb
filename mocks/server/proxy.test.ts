import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import { seedDatabase } from '../seed';
import { createMockHttpServer } from '../server';
import type { ProxyOptions } from './cli';
import { close, json, listen } from './test-helpers';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

/** A "real host" that knows two operations: getProduct (drifted: no `price`, a number for `created_at`) and login. */
function realHost(seen: Seen[]): Server {
  return createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, body });
      const product = /^\/real\/api\/products\/(\d+)/.exec(req.url!);
      if (req.method === 'GET' && product) {
        const { price: _price, ...rest } = REAL_PRODUCT;
        res.writeHead(200, {
          'content-type': 'application/json',
          'x-real-host': 'yes',
          'access-control-allow-origin': 'https://real.example',
        });
        res.end(JSON.stringify({ ...rest, id: Number(product[1]), created_at: 5 }));
        return;
      }
      if (req.method === 'POST' && req.url === '/real/api/login') {
        res.writeHead(401, { 'content-type': 'application/json', 'x-real-host': 'yes' });
        res.end(JSON.stringify({ error: 'invalid_credentials', message: 'Wrong email or password.' }));
        return;
      }
      res.writeHead(418, { 'content-type': 'text/plain', 'x-real-host': 'yes' });
      res.end('a teapot');
    });
  });
}

let REAL_PRODUCT: Record<string, unknown> = {};

describe('mock:server hybrid mode (--proxy)', () => {
  const seen: Seen[] = [];
  const lines: string[] = [];
  const real = realHost(seen);
  let realBase = '';
  const hybrids: Server[] = [];

  async function hybrid(
    mode: ProxyOptions['mode'],
    operations: ProxyOptions['operations'],
    target = `${realBase}/real/api`,
  ) {
    const server = createMockHttpServer({
      proxy: { target: new URL(target), mode, operations },
      log: (line) => lines.push(line),
    });
    hybrids.push(server);
    return listen(server);
  }

  beforeAll(async () => {
    db.clear();
    await seedDatabase(db);
    realBase = await listen(real);
    const plain = createMockHttpServer();
    const base = await listen(plain);
    REAL_PRODUCT = (await (await fetch(`${base}/api/products/1`)).json()) as Record<string, unknown>;
    await close(plain);
  });
  afterAll(async () => {
    await Promise.all([real, ...hybrids].map(close));
  });
  beforeEach(() => {
    seen.length = 0;
    lines.length = 0;
  });

  it('--forward sends only the listed operations to the real host, as they are, and logs the drift', async () => {
    const base = await hybrid('forward', ['getProduct', 'login']);
    const res = await fetch(`${base}/api/products/7?include_reviews=true`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-real-host')).toBe('yes');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.id).toBe(7);
    expect(body).not.toHaveProperty('price');
    expect(body.created_at).toBe(5);
    expect(seen).toEqual([
      { method: 'GET', url: '/real/api/products/7?include_reviews=true', authorization: undefined, body: '' },
    ]);
    expect([...lines].sort()).toEqual([
      '[drift] getProduct 200: /created_at must be string',
      '[drift] getProduct 200: /price is required',
    ]);

    // The body and headers go through; an answer the contract documents logs nothing.
    const login = await fetch(
      `${base}/api/login`,
      json({ email: 'a@example.com', password: 'x' }, { method: 'POST', headers: { Authorization: 'Bearer t' } }),
    );
    expect(login.status).toBe(401);
    expect(await login.json()).toEqual({ error: 'invalid_credentials', message: 'Wrong email or password.' });
    expect(seen[1]).toMatchObject({
      method: 'POST',
      url: '/real/api/login',
      authorization: 'Bearer t',
      body: JSON.stringify({ email: 'a@example.com', password: 'x' }),
    });
    expect(lines).toHaveLength(2);

    // Everything else is the mock's.
    const list = await fetch(`${base}/api/products?per_page=2`);
    expect(list.status).toBe(200);
    expect(list.headers.get('x-real-host')).toBeNull();
    expect(seen).toHaveLength(2);
  });

  it('--mock keeps the listed operations local and forwards all others', async () => {
    const base = await hybrid('mock', ['getProduct']);
    const local = await fetch(`${base}/api/products/1`);
    expect(local.status).toBe(200);
    expect(local.headers.get('x-real-host')).toBeNull();
    expect(((await local.json()) as { name: string }).name).toBe(REAL_PRODUCT.name);
    expect(seen).toHaveLength(0);

    const forwarded = await fetch(`${base}/api/products?per_page=2`);
    expect(forwarded.status).toBe(418);
    expect(forwarded.headers.get('x-real-host')).toBe('yes');
    expect(await forwarded.text()).toBe('a teapot');
    expect(seen.map((s) => s.url)).toEqual(['/real/api/products?per_page=2']);
    expect(lines).toEqual([expect.stringMatching(/^\[drift\] listProducts 418: status 418 is not documented/)]);
  });

  it('answers 502 JSON when the real host cannot be reached', async () => {
    const gone = createServer();
    const goneBase = await listen(gone);
    await close(gone);
    const base = await hybrid('forward', ['getProduct'], `${goneBase}/api`);
    const res = await fetch(`${base}/api/products/1`);
    expect(res.status).toBe(502);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = (await res.json()) as { error: string; message: string };
    expect(body.error).toBe('proxy_unreachable');
    expect(body.message).toContain(`${goneBase}/api`);
    expect(body.message).toMatch(/ECONNREFUSED/);
    expect(lines).toEqual([expect.stringMatching(/^\[proxy\] getProduct: .*ECONNREFUSED/)]);
  });
});
