import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from './db';
import { seedDatabase } from './seed';
import { createMockHttpServer } from './server';

describe('npm run mock:server', () => {
  const server = createMockHttpServer();
  let base = '';
  beforeAll(async () => {
    db.clear();
    await seedDatabase(db);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answers the API over real HTTP, with CORS', async () => {
    const res = await fetch(`${base}/api/products?per_page=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await res.json()) as { items: unknown[] }).items).toHaveLength(2);
  });

  it('takes JSON bodies and bearer tokens', async () => {
    const login = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: 'password123' }) });
    const { access_token } = (await login.json()) as { access_token: string };
    const overview = await fetch(`${base}/api/admin/overview?range=7d`, { headers: { Authorization: `Bearer ${access_token}` } });
    expect(overview.status).toBe(200);
  });

  it('answers a CORS preflight and a malformed body without crashing', async () => {
    const preflight = await fetch(`${base}/api/login`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    const bad = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{oops' });
    expect(bad.status).toBe(400);
  });
});
