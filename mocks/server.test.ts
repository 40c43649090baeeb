import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from './db';
import { seedDatabase } from './seed';
import { createMockHttpServer } from './server';
import { close, listen } from './server/test-helpers';

describe('npm run mock:server', () => {
  const server = createMockHttpServer();
  let base = '';
  beforeAll(async () => {
    db.clear();
    await seedDatabase(db);
    base = await listen(server);
  });
  afterAll(() => close(server));

  it('answers the API over real HTTP, with CORS', async () => {
    const res = await fetch(`${base}/api/products?per_page=2`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(((await res.json()) as { items: unknown[] }).items).toHaveLength(2);
  });

  it('takes JSON bodies and bearer tokens', async () => {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'password123' }),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const overview = await fetch(`${base}/api/admin/overview?range=7d`, {
      headers: { Authorization: `Bearer ${access_token}` },
    });
    expect(overview.status).toBe(200);
  });

  it('answers the URL of an uploaded image on its own origin, serves it there, and takes the URL back', async () => {
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'password123' }),
    });
    const auth = { Authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Upload test cream',
      price: '3500',
      category: 'Body Lotion',
      subcategory: 'skin-whitening-lotion',
    }))
      form.set(key, value);
    form.set('images', new File([new Uint8Array([137, 80, 78, 71])], 'cream.png', { type: 'image/png' }));
    const created = await fetch(`${base}/api/products`, { method: 'POST', headers: auth, body: form });
    expect(created.status).toBe(201);
    const product = (await created.json()) as { id: number; images: string[] };
    const url = product.images.find((image) => image.endsWith('/cream.png'))!;
    expect(url).toMatch(new RegExp(`^${base}/mock-uploads/[0-9a-f]{16}/cream\\.png$`));
    expect((await fetch(url)).status).toBe(200);
    // The data keeps the path; the answer to the next read is absolute again.
    expect(db.products.get(product.id)!.images).toContain(new URL(url).pathname);
    const removed = await fetch(`${base}/api/products/${product.id}/images`, {
      method: 'DELETE',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({ url }),
    });
    expect(removed.status).toBe(204);
    expect(db.products.get(product.id)!.images).not.toContain(new URL(url).pathname);
  });

  it('answers a CORS preflight and a malformed body without crashing', async () => {
    const preflight = await fetch(`${base}/api/login`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    const bad = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{oops',
    });
    expect(bad.status).toBe(400);
  });

  it('refuses an X-Mock-Scenario it does not understand, as PUT /__mock/scenarios does: 400 with the known names, nothing applied', async () => {
    const login = (scenario: string) =>
      fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Mock-Scenario': scenario },
        body: JSON.stringify({ email: 'customer@example.com', password: 'password123' }),
      });
    const typo = await login('login:invalid_credentails');
    expect(typo.status).toBe(400);
    const body = (await typo.json()) as { error: string; message: string; fields: Record<string, string> };
    expect(body.error).toBe('invalid_payload');
    expect(body.fields).toEqual({ 'X-Mock-Scenario': 'unknown scenario login:invalid_credentails' });
    expect(body.message).toMatch(
      /^X-Mock-Scenario: Unknown scenario: login:invalid_credentails\. Did you mean login:invalid_credentials\? login takes login:200, .*login:invalid_credentials.*\. Nothing of the header was applied\.$/,
    );
    // Not half applied, and not cut to its code by shapes:lean: the known name beside the typo does nothing.
    const beside = await login('shapes:lean,login:too_many_requests,nope');
    expect(beside.status).toBe(400);
    expect(((await beside.json()) as { message: string }).message).toContain('Unknown scenario: nope.');
    expect((await login('login:invalid_credentials')).status).toBe(401);
  });

  it('answers like the leanest host under shapes:lean: a bare 200, errors their code alone, a 429 with a readable wait', async () => {
    const lean = { 'Content-Type': 'application/json', 'X-Mock-Scenario': 'shapes:lean' };
    const register = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: lean,
      body: JSON.stringify({ email: 'lean-http@example.com', password: 'password123' }),
    });
    expect([register.status, await register.json()]).toEqual([200, { message: 'OK' }]);
    const wrong = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: lean,
      body: JSON.stringify({ email: 'customer@example.com', password: 'not-the-password' }),
    });
    expect([wrong.status, await wrong.json()]).toEqual([401, { error: 'invalid_credentials' }]);
    const limited = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { ...lean, 'X-Mock-Scenario': 'shapes:lean,login:too_many_requests' },
      body: JSON.stringify({ email: 'customer@example.com', password: 'password123' }),
    });
    expect([limited.status, await limited.json()]).toEqual([429, { error: 'too_many_requests' }]);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });
});
