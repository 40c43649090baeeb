/**
 * Accounts and sessions: refresh, me, register, login, forgot and reset password.
 * Messages are the spec's (section 8) where the spec gives them.
 */
import type { Database } from '../db';
import { db } from '../db';
import { clock } from '../services/clock';
import {
  currentUser,
  hashPassword,
  passwordMatches,
  pruneAccessTokens,
  randomToken,
  refreshSession,
  revokeSessions,
  startSession,
} from '../services/auth';
import { sendWelcomeCode } from '../services/promo-codes';
import { clientOf, rateLimits, tooManyRequests, type Counted } from '../services/rate-limits';
import { http } from './http';
import { toUserAlone } from './serialize';

export const PASSWORD_MIN = 8;
export const RESET_CODE_TTL_MS = 15 * 60 * 1000;
export const RESET_MAX_ATTEMPTS = 5;
export const FORGOT_MESSAGE = 'If that account exists, a code will be sent shortly.';
/** The spec's "simple x@y.z pattern". */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const normalEmail = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

function sixDigits(): string {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return String(buf[0]! % 1_000_000).padStart(6, '0');
}

/** The latest code sent to an email that can still be used. */
function liveResetCode(database: Database, email: string) {
  const codes = database.resetCodes.where((c) => c.email === email && !c.used_at).sort((a, b) => b.id - a.id);
  return codes[0];
}

export const authHandlers = [
  http.post('/token/refresh', async ({ request, response }) => {
    const refreshed = await refreshSession(db, request);
    if (!refreshed) {
      return response(401).json({
        error: 'invalid_refresh_token',
        message: 'The session has ended. Please sign in again.',
      });
    }
    pruneAccessTokens(db);
    return response(200).json(refreshed);
  }),

  http.get('/me', ({ request, response }) => {
    const user = currentUser(db, request)!;
    return response(200).json({ user: toUserAlone(db, user) });
  }),

  http.post('/register', async ({ request, response }) => {
    const body = await request.json();
    const email = normalEmail(body.email);
    const password = typeof body.password === 'string' ? body.password : '';
    const counted: Counted = [
      ['registerEmail', email],
      ['registerClient', clientOf(request)],
    ];
    const wait = rateLimits.retryAfter(counted);
    if (wait) return tooManyRequests(wait);
    rateLimits.record(counted);
    if (!EMAIL.test(email))
      return response(400).json({
        error: 'invalid_email',
        message: 'Invalid email address.',
        fields: { email: 'Invalid email address.' },
      });
    if (password.length < PASSWORD_MIN) {
      return response(400).json({
        error: 'weak_password',
        message: 'Password must be at least 8 characters.',
        fields: { password: 'Password must be at least 8 characters.' },
      });
    }
    if (db.users.getBy('email', email))
      return response(409).json({ error: 'email_in_use', message: 'Email is already in use.' });
    const salt = randomToken('salt', 8);
    const user = await db.users.insert({
      email,
      password_salt: salt,
      password_hash: await hashPassword(password, salt),
      role: 'user',
      name: null,
      created_at: new Date(clock.now()).toISOString(),
    });
    // The first-order offer (this project's extension, decision 0034): a welcome email with a code.
    await sendWelcomeCode(db, user);
    return response('2XX').json({ user: toUserAlone(db, user), message: 'Registration successful.' }, { status: 201 });
  }),

  http.post('/login', async ({ request, response }) => {
    const body = await request.json();
    const email = normalEmail(body.email);
    // Failed sign-ins count; while a limit is reached even the right password waits.
    const counted: Counted = [
      ['loginEmail', email],
      ['loginClient', clientOf(request)],
    ];
    const wait = rateLimits.retryAfter(counted);
    if (wait) return tooManyRequests(wait);
    const user = db.users.getBy('email', email);
    if (!user || !(await passwordMatches(user, String(body.password ?? '')))) {
      rateLimits.record(counted);
      return response(401).json({ error: 'invalid_credentials', message: 'Invalid email or password.' });
    }
    const session = await startSession(db, user);
    return response(200).json({
      access_token: session.access_token,
      refresh_token: session.refresh_token,
      user: toUserAlone(db, user),
    });
  }),

  http.post('/password/forgot', async ({ request, response }) => {
    const body = await request.json();
    const email = normalEmail(body.email);
    if (!email) {
      return response(400).json({
        error: 'invalid_payload',
        message: 'Missing required: email',
        fields: { email: 'is required' },
      });
    }
    // Counted whether or not the account exists, so a 429 tells nothing about it.
    const counted: Counted = [
      ['forgotEmail', email],
      ['forgotClient', clientOf(request)],
    ];
    const wait = rateLimits.retryAfter(counted);
    if (wait) return tooManyRequests(wait);
    rateLimits.record(counted);
    const user = db.users.getBy('email', email);
    if (user) {
      // A new code replaces any earlier one.
      for (const old of db.resetCodes.where((c) => c.email === email && !c.used_at)) db.resetCodes.remove(old.id);
      const code = sixDigits();
      const now = clock.now();
      await db.resetCodes.insert({
        email,
        code,
        expires_at: new Date(now + RESET_CODE_TTL_MS).toISOString(),
        used_at: null,
        failed_attempts: 0,
        created_at: new Date(now).toISOString(),
      });
      await db.outbox.insert({
        to: email,
        subject: 'Your password reset code',
        body: `Your Beauty Stars password reset code is ${code}. It expires in 15 minutes. If you did not ask for it, ignore this email.`,
        code,
        created_at: new Date(now).toISOString(),
      });
    }
    // The same answer whether or not the account exists.
    return response(200).json({ message: FORGOT_MESSAGE });
  }),

  http.post('/password/reset', async ({ request, response }) => {
    const body = await request.json();
    const email = normalEmail(body.email);
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    const password = typeof body.new_password === 'string' ? body.new_password : '';
    const missing = [!email && 'email', !code && 'code', !password && 'new_password'].filter((f): f is string =>
      Boolean(f),
    );
    if (missing.length > 0) {
      return response(400).json({
        error: 'invalid_payload',
        message: `Missing required: ${missing.join(', ')}`,
        fields: Object.fromEntries(missing.map((f) => [f, 'is required'])),
      });
    }
    if (password.length < PASSWORD_MIN) {
      return response(400).json({
        error: 'weak_password',
        message: 'Password must be at least 8 characters.',
        fields: { new_password: 'Password must be at least 8 characters.' },
      });
    }
    // Failed resets count (on top of the 5 tries each code has).
    const counted: Counted = [
      ['resetEmail', email],
      ['resetClient', clientOf(request)],
    ];
    const wait = rateLimits.retryAfter(counted);
    if (wait) return tooManyRequests(wait);
    const user = db.users.getBy('email', email);
    const live = liveResetCode(db, email);
    if (!user || !live) {
      rateLimits.record(counted);
      return response(400).json({ error: 'invalid_code_or_email', message: 'Invalid code or email address.' });
    }
    const expired = Date.parse(live.expires_at) <= clock.now() || live.failed_attempts >= RESET_MAX_ATTEMPTS;
    if (expired) {
      rateLimits.record(counted);
      return response(400).json({ error: 'invalid_or_expired_code', message: 'The code is invalid or expired.' });
    }
    if (live.code !== code) {
      rateLimits.record(counted);
      await db.resetCodes.update(live.id, (c) => void (c.failed_attempts += 1));
      return response(400).json({ error: 'invalid_or_expired_code', message: 'The code is invalid or expired.' });
    }
    const salt = randomToken('salt', 8);
    const hash = await hashPassword(password, salt);
    await db.users.update(user.id, (u) => {
      u.password_salt = salt;
      u.password_hash = hash;
    });
    await db.resetCodes.update(live.id, (c) => void (c.used_at = new Date(clock.now()).toISOString()));
    // A new password ends every existing session.
    await revokeSessions(db, user.id);
    return response(200).json({ message: 'Password reset successful.' });
  }),
];
