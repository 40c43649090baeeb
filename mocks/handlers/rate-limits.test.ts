/**
 * Guessing is slowed (issue 30): the limits of mocks/services/rate-limits.ts, per email or account
 * and per client, on the mock's clock, answered 429 too_many_requests with Retry-After.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { clock } from '../services/clock';
import { waitMessage } from '../services/rate-limits';
import { call, signIn, withMockBackend } from '@/testing/mock-backend';

withMockBackend();

const MINUTE = 60_000;
const json = async (r: Response) => (await r.json()) as Record<string, unknown>;
const login = (email: string, password: string, client?: string) =>
  call('/login', { method: 'POST', json: { email, password }, headers: client ? { 'X-Forwarded-For': client } : {} });

async function expect429(res: Response, seconds: number) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBe(seconds);
  expect(await json(res)).toEqual({ error: 'too_many_requests', message: waitMessage(seconds), retry_after: seconds });
}

describe('sign-in', () => {
  it('after 5 failed sign-ins for one email, refuses even the right password for 15 minutes', async () => {
    for (let i = 0; i < 5; i++) expect((await login('customer@example.com', 'wrong-password')).status).toBe(401);
    clock.advance(3 * MINUTE);
    await expect429(await login('customer@example.com', 'password123'), 12 * 60);
    await expect429(await login('CUSTOMER@example.com ', 'wrong-password'), 12 * 60);
    // Another email is not held back by this one.
    expect((await login('admin@example.com', 'password123')).status).toBe(200);
    clock.advance(12 * MINUTE);
    expect((await login('customer@example.com', 'password123')).status).toBe(200);
  });

  it('counts unknown emails too, and 20 failures from one client hold back every email from it', async () => {
    for (let i = 0; i < 20; i++)
      expect((await login(`nobody${i}@example.com`, 'guess', '203.0.113.9')).status).toBe(401);
    expect((await login('customer@example.com', 'password123', '203.0.113.9')).status).toBe(429);
    expect((await login('customer@example.com', 'password123', '198.51.100.4')).status).toBe(200);
  });
});

describe('registration, reset codes and resets', () => {
  it('allows 5 registrations for one email in an hour', async () => {
    for (let i = 0; i < 5; i++)
      await call('/register', { method: 'POST', json: { email: 'same@example.com', password: 'short' } });
    expect(
      (await call('/register', { method: 'POST', json: { email: 'same@example.com', password: 'longenough' } })).status,
    ).toBe(429);
  });

  it('sends 3 codes for one email in an hour, then 429 and no mail, whether or not the account exists', async () => {
    for (const email of ['customer@example.com', 'ghost@example.com']) {
      for (let i = 0; i < 3; i++)
        expect((await call('/password/forgot', { method: 'POST', json: { email } })).status).toBe(200);
      await expect429(await call('/password/forgot', { method: 'POST', json: { email } }), 60 * 60);
    }
    expect(db.outbox.where((m) => m.to === 'customer@example.com')).toHaveLength(3);
    clock.advance(60 * MINUTE);
    expect((await call('/password/forgot', { method: 'POST', json: { email: 'customer@example.com' } })).status).toBe(
      200,
    );
  });

  it('burns a code after 5 wrong tries, as before, and refuses resets after 10 failures', async () => {
    const reset = (code: string) =>
      call('/password/reset', {
        method: 'POST',
        json: { email: 'customer@example.com', code, new_password: 'newpassword1' },
      });
    await call('/password/forgot', { method: 'POST', json: { email: 'customer@example.com' } });
    const { code } = db.outbox.where((m) => m.to === 'customer@example.com').at(-1)!;
    for (let i = 0; i < 5; i++) expect((await json(await reset('000000'))).error).toBe('invalid_or_expired_code');
    expect((await json(await reset(code!))).error).toBe('invalid_or_expired_code');
    for (let i = 0; i < 4; i++) await reset('000000');
    expect((await reset(code!)).status).toBe(429);
  });
});

describe('reviews and checkout', () => {
  it('takes 10 reviews from one account in an hour', async () => {
    const { access_token } = await signIn('customer@example.com');
    const review = () =>
      call('/products/1/reviews', {
        method: 'POST',
        token: access_token,
        json: { rating: 5, title: 'Good', body: 'Nice.' },
      });
    for (let i = 0; i < 10; i++) expect((await review()).status).toBe(201);
    expect((await review()).status).toBe(429);
  });

  it('starts 10 checkouts from one account in 10 minutes', async () => {
    const { access_token } = await signIn('customer@example.com');
    const checkout = () =>
      call('/orders/initiate', {
        method: 'POST',
        token: access_token,
        json: {
          items: [{ product_id: 1, quantity: 1 }],
          shipping_address: { type: 'pickup', contact_name: 'Ada Obi', contact_phone: '08031234567' },
        },
      });
    for (let i = 0; i < 10; i++) expect((await checkout()).status).toBe(201);
    await expect429(await checkout(), 10 * 60);
    clock.advance(10 * MINUTE);
    expect((await checkout()).status).toBe(201);
  });
});

describe('the wait, in words', () => {
  it.each([
    [1, 'Too many attempts. Try again in 1 second.'],
    [45, 'Too many attempts. Try again in 45 seconds.'],
    [60, 'Too many attempts. Try again in 1 minute.'],
    [700, 'Too many attempts. Try again in 12 minutes.'],
  ])('%i s: %s', (seconds, text) => expect(waitMessage(seconds)).toBe(text));
});
