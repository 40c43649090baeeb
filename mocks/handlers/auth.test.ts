import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { clock } from '../services/clock';
import { call, signIn, withMockBackend } from '@/testing/mock-backend';

withMockBackend();

const json = async (r: Response) => (await r.json()) as Record<string, any>;

describe('register', () => {
  it('creates an account that can sign in', async () => {
    const res = await call('/register', {
      method: 'POST',
      json: { email: 'New.Shopper@Example.com', password: 'longenough' },
    });
    expect(res.status).toBe(201);
    expect((await json(res)).user).toMatchObject({ email: 'new.shopper@example.com', role: 'user', orders_count: 0 });
    const session = await signIn('new.shopper@example.com', 'longenough');
    expect(session.access_token).toMatch(/^at_/);
  });

  it.each([
    [{ email: 'not-an-email', password: 'longenough' }, 400, 'invalid_email', 'Invalid email address.'],
    [{ email: 'a@b.co', password: 'short' }, 400, 'weak_password', 'Password must be at least 8 characters.'],
    [{ email: 'CUSTOMER@example.com', password: 'longenough' }, 409, 'email_in_use', 'Email is already in use.'],
  ])('answers %j with %i %s', async (body, status, error, message) => {
    const res = await call('/register', { method: 'POST', json: body });
    expect(res.status).toBe(status);
    expect(await json(res)).toMatchObject({ error, message });
  });

  it('stores a hash, never the password', async () => {
    await call('/register', { method: 'POST', json: { email: 'hash@example.com', password: 'longenough' } });
    const row = db.users.getBy('email', 'hash@example.com')!;
    expect(JSON.stringify(row)).not.toContain('longenough');
    expect(row.password_hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('login and me', () => {
  it('signs in the demo accounts with their roles', async () => {
    for (const [email, role] of [
      ['customer@example.com', 'user'],
      ['admin@example.com', 'admin'],
    ] as const) {
      const res = await call('/login', { method: 'POST', json: { email, password: 'password123' } });
      const body = await json(res);
      expect(res.status).toBe(200);
      expect(body.user).toMatchObject({ email, role });
      const me = await call('/me', { token: body.access_token });
      expect((await json(me)).user.email).toBe(email);
    }
  });

  it('refuses a wrong password with invalid_credentials', async () => {
    const res = await call('/login', {
      method: 'POST',
      json: { email: 'customer@example.com', password: 'nope-nope' },
    });
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ error: 'invalid_credentials', message: 'Invalid email or password.' });
  });

  it('lets an access token expire after 15 minutes', async () => {
    const { access_token } = await signIn('customer@example.com');
    clock.advance(14 * 60 * 1000);
    expect((await call('/me', { token: access_token })).status).toBe(200);
    clock.advance(2 * 60 * 1000);
    expect((await call('/me', { token: access_token })).status).toBe(401);
  });
});

describe('token refresh', () => {
  it('rotates the refresh token and keeps the old one for a 60 s grace period', async () => {
    const first = await signIn('customer@example.com');
    const res = await call('/token/refresh', { method: 'POST', token: first.refresh_token });
    const body = await json(res);
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900 });
    expect(body.refresh_token).not.toBe(first.refresh_token);
    expect((await call('/me', { token: body.access_token })).status).toBe(200);

    // A second tab still holding the old token inside the grace period gets through…
    expect((await call('/token/refresh', { method: 'POST', token: first.refresh_token })).status).toBe(200);
    // …but not after it.
    clock.advance(61 * 1000);
    const late = await call('/token/refresh', { method: 'POST', token: first.refresh_token });
    expect(late.status).toBe(401);
    expect((await json(late)).error).toBe('invalid_refresh_token');
    expect((await call('/token/refresh', { method: 'POST', token: body.refresh_token })).status).toBe(200);
  });

  it('does not accept an access token as a refresh token', async () => {
    const { access_token } = await signIn('customer@example.com');
    expect((await call('/token/refresh', { method: 'POST', token: access_token })).status).toBe(401);
  });
});

describe('password reset', () => {
  async function requestCode(email = 'customer@example.com') {
    const res = await call('/password/forgot', { method: 'POST', json: { email } });
    expect(res.status).toBe(200);
    expect((await json(res)).message).toBe('If that account exists, a code will be sent shortly.');
    return db.outbox.where((m) => m.to === email).at(-1)?.code ?? null;
  }

  it('sends a 6-digit code to the outbox, and answers the same for unknown emails', async () => {
    expect(await requestCode()).toMatch(/^\d{6}$/);
    expect(await requestCode('nobody@example.com')).toBeNull();
  });

  it('asks for the email when it is missing', async () => {
    const res = await call('/password/forgot', { method: 'POST', json: {} });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error: 'invalid_payload', fields: { email: 'is required' } });
  });

  it('resets the password, uses up the code and ends other sessions', async () => {
    const old = await signIn('customer@example.com');
    const code = await requestCode();
    const res = await call('/password/reset', {
      method: 'POST',
      json: { email: 'customer@example.com', code, new_password: 'brand-new-pass' },
    });
    expect(res.status).toBe(200);
    expect((await call('/me', { token: old.access_token })).status).toBe(401);
    expect((await call('/token/refresh', { method: 'POST', token: old.refresh_token })).status).toBe(401);
    await signIn('customer@example.com', 'brand-new-pass');
    const again = await call('/password/reset', {
      method: 'POST',
      json: { email: 'customer@example.com', code, new_password: 'another-pass' },
    });
    expect((await json(again)).error).toBe('invalid_code_or_email');
  });

  it.each([
    [{ code: '123456', new_password: 'longenough' }, 'invalid_payload', { email: 'is required' }],
    [{ email: 'customer@example.com', new_password: 'longenough' }, 'invalid_payload', { code: 'is required' }],
    [{ email: 'customer@example.com', code: '123456' }, 'invalid_payload', { new_password: 'is required' }],
  ])('names the missing field of %j', async (body, error, fields) => {
    const res = await call('/password/reset', { method: 'POST', json: body });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error, fields });
  });

  it('checks a weak password before the code, then the email, then the code', async () => {
    const code = await requestCode();
    const weak = await call('/password/reset', {
      method: 'POST',
      json: { email: 'customer@example.com', code: '000000', new_password: 'short' },
    });
    expect((await json(weak)).error).toBe('weak_password');
    const unknown = await call('/password/reset', {
      method: 'POST',
      json: { email: 'nobody@example.com', code, new_password: 'longenough' },
    });
    expect(await json(unknown)).toMatchObject({
      error: 'invalid_code_or_email',
      message: 'Invalid code or email address.',
    });
    const wrong = await call('/password/reset', {
      method: 'POST',
      json: {
        email: 'customer@example.com',
        code: code === '111111' ? '222222' : '111111',
        new_password: 'longenough',
      },
    });
    expect(await json(wrong)).toMatchObject({
      error: 'invalid_or_expired_code',
      message: 'The code is invalid or expired.',
    });
  });

  it('expires codes after 15 minutes and burns them after 5 wrong tries', async () => {
    let code = await requestCode();
    clock.advance(15 * 60 * 1000 + 1);
    let res = await call('/password/reset', {
      method: 'POST',
      json: { email: 'customer@example.com', code, new_password: 'longenough' },
    });
    expect((await json(res)).error).toBe('invalid_or_expired_code');

    code = await requestCode();
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++)
      await call('/password/reset', {
        method: 'POST',
        json: { email: 'customer@example.com', code: wrongCode, new_password: 'longenough' },
      });
    res = await call('/password/reset', {
      method: 'POST',
      json: { email: 'customer@example.com', code, new_password: 'longenough' },
    });
    expect((await json(res)).error).toBe('invalid_or_expired_code');
  });
});
