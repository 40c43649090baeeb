import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { holdAnswer } from '@/testing/held-answer';
import { withMockBackend } from '@/testing/mock-backend';
import { accountRoutes } from '@/testing/account-routes';
import { currentUrl, renderApp } from '@/testing/render-app';
import { db } from '@mocks/db';
import { server } from '@mocks/node';

// Typing key by key on 2 busy cores takes a few seconds a test.
vi.setConfig({ testTimeout: 20_000 });
withMockBackend();

type User = ReturnType<typeof userEvent.setup>;

interface Entry {
  email?: string;
  password?: string;
  confirm?: string;
  terms?: boolean;
}

async function fillIn(
  user: User,
  { email = 'new.shopper@example.com', password = 'password123', confirm = password, terms = true }: Entry = {},
) {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  if (confirm) await user.type(screen.getByLabelText('Confirm password'), confirm);
  if (terms) await user.click(screen.getByRole('checkbox'));
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Create account' }));

/** The message shown next to a field, read through its aria-describedby. */
function fieldError(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  const texts = ids.map((id) => document.getElementById(id)?.textContent ?? '');
  return texts[0] ?? null;
}

function forceRegisterAnswer(
  status: 400 | 409,
  body: { error: string; message: string; fields?: Record<string, string> },
) {
  server.use(http.post('*/api/register', () => HttpResponse.json(body, { status })));
}

describe('register mode', () => {
  it('is what /register and /account?mode=register show: email, password, confirm and the terms', async () => {
    for (const path of ['/register', '/account?mode=register']) {
      const view = await renderApp(path, { routes: accountRoutes });
      expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeTruthy();
      expect(screen.getByLabelText('Email')).toBeTruthy();
      expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
      expect(screen.getByLabelText('Confirm password').getAttribute('type')).toBe('password');
      expect(
        screen.getByRole('checkbox', { name: 'I agree to the Terms & Conditions (opens in a new tab)' }),
      ).toHaveProperty('checked', false);
      view.unmount();
    }
  });

  it('links to the terms in a new tab', async () => {
    await renderApp('/register', { routes: accountRoutes });
    const terms = screen.getByRole('link', { name: 'Terms & Conditions (opens in a new tab)' });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toContain('noopener');
  });

  it("says 'You must agree to the Terms & Conditions.' without sending anything", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/register', { routes: accountRoutes });
    await fillIn(user, { terms: false });
    await submit(user);
    const terms = screen.getByRole('checkbox');
    expect(fieldError(terms)).toBe('You must agree to the Terms & Conditions.');
    await waitFor(() => expect(document.activeElement).toBe(terms));
    expect(db.users.getBy('email', 'new.shopper@example.com')).toBeFalsy();
  });

  it("says 'Password is too short.' under 8 characters", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/register', { routes: accountRoutes });
    await fillIn(user, { password: 'short12' });
    await submit(user);
    const password = screen.getByLabelText('Password');
    expect(fieldError(password)).toBe('Password is too short.');
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Passwords do not match.' when the confirmation differs", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/register', { routes: accountRoutes });
    await fillIn(user, { password: 'password123', confirm: 'password124' });
    await submit(user);
    expect(fieldError(screen.getByLabelText('Confirm password'))).toBe('Passwords do not match.');
    expect(fieldError(screen.getByLabelText('Password'))).toBeNull();
  });

  it('shows every broken rule at once, each beside its field, and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/register', { routes: accountRoutes });
    await fillIn(user, { email: 'ada@example.com', password: 'abc', confirm: 'abcd', terms: false });
    await submit(user);
    expect(fieldError(screen.getByLabelText('Password'))).toBe('Password is too short.');
    expect(fieldError(screen.getByLabelText('Confirm password'))).toBe('Passwords do not match.');
    expect(fieldError(screen.getByRole('checkbox'))).toBe('You must agree to the Terms & Conditions.');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'abc');
    expect(screen.getByLabelText('Confirm password')).toHaveProperty('value', 'abcd');
    // Fixing a field takes its message away.
    await user.click(screen.getByRole('checkbox'));
    expect(fieldError(screen.getByRole('checkbox'))).toBeNull();
  });

  it("says 'Invalid email address.' when the server rejects the email", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/register', { routes: accountRoutes });
    await fillIn(user, { email: 'not-an-email' });
    await submit(user);
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(fieldError(email)).toBe('Invalid email address.'));
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email).toHaveProperty('value', 'not-an-email');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', 'password123');
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', true);
  });

  it("says 'Email is already in use.' for a registered email", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/register', { routes: accountRoutes });
    await fillIn(user, { email: 'Customer@Example.com' });
    await submit(user);
    await waitFor(() => expect(fieldError(screen.getByLabelText('Email'))).toBe('Email is already in use.'));
  });

  it("says 'Password must be at least 8 characters.' for the server's weak_password", async () => {
    forceRegisterAnswer(400, { error: 'weak_password', message: 'Too weak.', fields: { password: 'Too weak.' } });
    const user = userEvent.setup({ delay: null });
    await renderApp('/register', { routes: accountRoutes });
    await fillIn(user);
    await submit(user);
    await waitFor(() =>
      expect(fieldError(screen.getByLabelText('Password'))).toBe('Password must be at least 8 characters.'),
    );
  });

  it("says 'Registration failed. Please try again.' for anything else, in an alert", async () => {
    forceRegisterAnswer(400, { error: 'invalid_payload', message: 'The request is invalid.' });
    const user = userEvent.setup({ delay: null });
    await renderApp('/register', { routes: accountRoutes });
    await fillIn(user);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed. Please try again.');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'new.shopper@example.com');
  });

  it("says 'Registration failed. Please try again.' when the network fails", async () => {
    server.use(http.post('*/api/register', () => HttpResponse.error()));
    const user = userEvent.setup({ delay: null });
    await renderApp('/register', { routes: accountRoutes });
    await fillIn(user);
    await submit(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Registration failed. Please try again.');
  });

  it("shows 'Creating account…' on a disabled button while the call runs", async () => {
    const answer = holdAnswer();
    server.use(
      http.post('*/api/register', async () => {
        await answer.held;
        return HttpResponse.json({ error: 'email_in_use', message: 'Email is already in use.' }, { status: 409 });
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderApp('/register', { routes: accountRoutes });
    await fillIn(user);
    await submit(user);
    expect(await screen.findByRole('button', { name: 'Creating account…' })).toHaveProperty('disabled', true);
    answer.release();
    await screen.findByText('Email is already in use.');
    expect(screen.getByRole('button', { name: 'Create account' })).toHaveProperty('disabled', false);
  });

  it("creates the account, then shows login with 'Registration successful! Please log in.' and the email", async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/register?next=%2Fcart', { routes: accountRoutes });
    await fillIn(user, { email: '  New.Shopper@Example.com ' });
    await submit(user);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentUrl(router)).toBe('/account?next=%2Fcart');
    expect(screen.getByRole('status').textContent).toBe('Registration successful! Please log in.');
    // The email as it was sent (trimmed): the spec shows no answer to read it back from.
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'New.Shopper@Example.com');
    expect(screen.getByLabelText('Password')).toHaveProperty('value', '');
    expect(document.activeElement).toBe(heading);
    expect(db.users.getBy('email', 'new.shopper@example.com')?.role).toBe('user');
  });

  it.each([
    ['a bare message', () => HttpResponse.json({ message: 'OK' })],
    ['an empty body', () => new HttpResponse(null, { status: 200 })],
  ])(
    'goes on to log in with the typed email when the host answers %s (the spec shows no answer)',
    async (_, answer) => {
      server.use(http.post('*/api/register', answer));
      const user = userEvent.setup({ delay: null });
      await renderApp('/register', { routes: accountRoutes });
      await fillIn(user, { email: ' Ada@Example.com' });
      await submit(user);
      await screen.findByRole('heading', { level: 1, name: 'Log in' });
      expect(screen.getByRole('status').textContent).toBe('Registration successful! Please log in.');
      expect(screen.getByLabelText('Email')).toHaveProperty('value', 'Ada@Example.com');
    },
  );

  it('has the way back to log in', async () => {
    await renderApp('/register?next=%2Fcart', { routes: accountRoutes });
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/account?next=%2Fcart');
  });
});
