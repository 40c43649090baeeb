import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '@/api/tokens';
import { holdAnswer } from '@/testing/held-answer';
import { call, withMockBackend } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';
import { accountRoutes } from '@/testing/account-routes';
import { currentUrl, renderApp } from '@/testing/render-app';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { LOGIN_REDIRECT_MS, RESET_TO_LOGIN_MS } from './account-messages';

// Typing key by key on 2 busy cores takes a few seconds a test.
vi.setConfig({ testTimeout: 20_000 });
withMockBackend();
afterEach(() => {
  vi.useRealTimers();
});

type User = ReturnType<typeof userEvent.setup>;

interface Entry {
  email?: string;
  code?: string;
  password?: string;
  confirm?: string;
}

async function fillIn(
  user: User,
  { email = 'customer@example.com', code = '123456', password = 'newpassword1', confirm = password }: Entry = {},
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (code) await user.type(screen.getByLabelText('Reset code'), code);
  if (password) await user.type(screen.getByLabelText('New password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm new password'), confirm);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Reset password' }));

/** The first text a field's aria-describedby points at, when the field is marked invalid. */
function fieldError(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const first = field.getAttribute('aria-describedby')?.split(' ')[0];
  return first ? (document.getElementById(first)?.textContent ?? null) : null;
}

function forceResetAnswer(body: { error: string; message: string; fields?: Record<string, string> }) {
  server.use(http.post('*/api/password/reset', () => HttpResponse.json(body, { status: 400 })));
}

/** Asks the mock for a code and reads it from its outbox, as a tester would. */
async function requestCode(email = 'customer@example.com'): Promise<string> {
  await call('/password/forgot', { method: 'POST', json: { email } });
  const mail = db.outbox
    .all()
    .filter((m) => m.to === email)
    .at(-1);
  return mail!.code!;
}

describe('reset mode', () => {
  it('asks for the email, the code, a new password and its confirmation', async () => {
    await renderApp('/account?mode=reset', { routes: accountRoutes });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    for (const label of ['Email', 'Reset code', 'New password', 'Confirm new password'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('link', { name: 'Send a new code' }).getAttribute('href')).toBe('/account?mode=forgot');
  });

  it("says 'Please fill in all fields.' and marks each empty field", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=reset', { routes: accountRoutes });
    await fillIn(user, { code: '', confirm: '' });
    await submit(user);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Please fill in all fields.');
    expect(fieldError(screen.getByLabelText('Reset code'))).toBe('Please fill in all fields.');
    expect(fieldError(screen.getByLabelText('Confirm new password'))).toBe('Please fill in all fields.');
    expect(fieldError(screen.getByLabelText('Email'))).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'customer@example.com');
    expect(screen.getByLabelText('New password')).toHaveProperty('value', 'newpassword1');
  });

  it('counts a field of spaces as empty', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=reset', { routes: accountRoutes });
    await fillIn(user, { code: '   ' });
    await submit(user);
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields.');
  });

  it("says 'Password must be at least 8 characters.' under 8", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=reset', { routes: accountRoutes });
    await fillIn(user, { password: 'short12' });
    await submit(user);
    const password = screen.getByLabelText('New password');
    expect(fieldError(password)).toBe('Password must be at least 8 characters.');
    await waitFor(() => expect(document.activeElement).toBe(password));
  });

  it("says 'Passwords do not match.' when the confirmation differs", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=reset', { routes: accountRoutes });
    await fillIn(user, { password: 'newpassword1', confirm: 'newpassword2' });
    await submit(user);
    expect(fieldError(screen.getByLabelText('Confirm new password'))).toBe('Passwords do not match.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    [{ email: 'is required' }, 'Email', 'Please enter your email address.'],
    [{ code: 'is required' }, 'Reset code', 'Please enter the code sent to your email.'],
    [{ new_password: 'is required' }, 'New password', 'Please enter your new password.'],
  ])('reads invalid_payload fields %o: %s says %s', async (fields, label, message) => {
    forceResetAnswer({ error: 'invalid_payload', message: 'Missing required.', fields });
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=reset', { routes: accountRoutes });
    await fillIn(user);
    await submit(user);
    await waitFor(() => expect(fieldError(screen.getByLabelText(label))).toBe(message));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Please fill in all required fields.' for invalid_payload without a known field", async () => {
    forceResetAnswer({ error: 'invalid_payload', message: 'The request is invalid.' });
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=reset', { routes: accountRoutes });
    await fillIn(user);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Please fill in all required fields.');
  });

  it("says 'Invalid code or email address.' when no code was asked for that email", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=reset', { routes: accountRoutes });
    await fillIn(user, { email: 'nobody@example.com' });
    await submit(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid code or email address.');
    expect(fieldError(screen.getByLabelText('Email'))).toBe('Invalid code or email address.');
    expect(fieldError(screen.getByLabelText('Reset code'))).toBe('Invalid code or email address.');
    expect(screen.getByLabelText('Reset code')).toHaveProperty('value', '123456');
  });

  it("says 'The code is invalid or expired.' for a wrong code", async () => {
    const code = await requestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=reset', { routes: accountRoutes });
    await fillIn(user, { code: wrong });
    await submit(user);
    const field = screen.getByLabelText('Reset code');
    await waitFor(() => expect(fieldError(field)).toBe('The code is invalid or expired.'));
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field).toHaveProperty('value', wrong);
    expect(screen.getByLabelText('New password')).toHaveProperty('value', 'newpassword1');
  });

  it("shows the server's message for weak_password, or the 8-character one", async () => {
    forceResetAnswer({ error: 'weak_password', message: 'Choose a longer password.' });
    const user = userEvent.setup({ delay: null });
    const view = await renderApp('/account?mode=reset', { routes: accountRoutes });
    await fillIn(user);
    await submit(user);
    await waitFor(() => expect(fieldError(screen.getByLabelText('New password'))).toBe('Choose a longer password.'));
    view.unmount();

    forceResetAnswer({ error: 'weak_password', message: '' });
    await renderApp('/account?mode=reset', { routes: accountRoutes });
    await fillIn(user);
    await submit(user);
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('New password'))).toBe('Password must be at least 8 characters.'),
    );
  });

  it("says 'Failed to reset password. Please try again.' otherwise", async () => {
    server.use(http.post('*/api/password/reset', () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=reset', { routes: accountRoutes });
    await fillIn(user);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to reset password. Please try again.');
  });

  it("shows 'Resetting password…' on a disabled button while the call runs", async () => {
    const answer = holdAnswer();
    server.use(
      http.post('*/api/password/reset', async () => {
        await answer.held;
        return HttpResponse.json(
          { error: 'invalid_or_expired_code', message: 'The code is invalid or expired.' },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=reset', { routes: accountRoutes });
    await fillIn(user);
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Resetting password…' })).toHaveProperty('disabled', true);
    answer.release();
    await screen.findByText('The code is invalid or expired.');
  });

  it("says 'Password reset successful! You can now log in.' and goes back to login after 1.8 s", async () => {
    const code = await requestCode();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = await renderApp('/account?mode=reset&next=%2Fcart', { routes: accountRoutes });
    await fillIn(user, { code });
    await submit(user);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Password reset successful! You can now log in.');
    await vi.advanceTimersByTimeAsync(RESET_TO_LOGIN_MS - 100);
    expect(currentUrl(router)).toBe('/account?mode=reset&next=%2Fcart');
    await vi.advanceTimersByTimeAsync(100);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(currentUrl(router)).toBe('/account?next=%2Fcart');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'customer@example.com');
  });

  it('signs this browser out when it reset the password of the signed-in account (the server ended its sessions)', async () => {
    await signInAs('customer');
    const code = await requestCode();
    const user = userEvent.setup({ delay: null });
    await renderApp('/account?mode=reset', { routes: accountRoutes });
    await fillIn(user, { code });
    await submit(user);
    await screen.findByText('Password reset successful! You can now log in.');
    expect(tokens.getAccess()).toBeNull();
    expect(tokens.getRefresh()).toBeNull();
  });
});

describe('forgot → code from the outbox → reset → log in', () => {
  it('sets a new password that then signs in, and the old one no longer does', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router } = await renderApp('/login?next=%2Forders', { routes: accountRoutes });

    await user.type(screen.getByLabelText('Email'), 'customer@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'customer@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset code' }));
    await screen.findByText('If that account exists, a code will be sent shortly.');

    await vi.advanceTimersByTimeAsync(1200);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    const code = db.outbox.all().at(-1)!.code!;
    expect(code).toMatch(/^\d{6}$/);
    await user.type(screen.getByLabelText('Reset code'), code);
    await user.type(screen.getByLabelText('New password'), 'brand-new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await screen.findByText('Password reset successful! You can now log in.');

    await vi.advanceTimersByTimeAsync(1800);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Password reset successful! You can now log in.');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'customer@example.com');

    await user.type(screen.getByLabelText('Password'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'brand-new-secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByText('Login successful! Redirecting...');
    expect(tokens.getUser()?.email).toBe('customer@example.com');
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS);
    await waitFor(() => expect(currentUrl(router)).toBe('/orders'));
  });
});
