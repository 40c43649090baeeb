import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '@/api/tokens';
import { holdAnswer } from '@/testing/held-answer';
import { recordCalls, withMockBackend } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';
import { accountRoutes } from '@/testing/account-routes';
import { currentUrl, renderApp } from '@/testing/render-app';
import { server } from '@mocks/node';
import { OPEN_REDIRECTS } from '@mocks/seed/hostile';
import { limits } from '@/api/limits.gen';
import { LOGIN_REDIRECT_MS } from './account-messages';

// Typing key by key on 2 busy cores takes a few seconds a test.
vi.setConfig({ testTimeout: 20_000 });
withMockBackend();
afterEach(() => {
  vi.useRealTimers();
});

function setup() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

async function logIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('login mode', () => {
  it('is what /login, /account and an unknown ?mode= show', async () => {
    for (const path of ['/login', '/account', '/account?mode=nonsense']) {
      const view = await renderApp(path, { routes: accountRoutes });
      expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeTruthy();
      expect(screen.getByRole('form', { name: 'Log in' })).toBeTruthy();
      view.unmount();
    }
  });

  it("says 'Login successful! Redirecting...' and goes home after 800 ms", async () => {
    const user = setup();
    const { router } = await renderApp('/login', { routes: accountRoutes });
    await logIn(user, 'customer@example.com', 'password123');
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Login successful! Redirecting...');
    expect(tokens.getAccess()).toBeTruthy();
    expect(tokens.getUser()?.email).toBe('customer@example.com');
    expect(currentUrl(router)).toBe('/login');
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS - 100);
    expect(currentUrl(router)).toBe('/login');
    await vi.advanceTimersByTimeAsync(100);
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy();
  });

  it('goes to a safe ?next= target after signing in', async () => {
    const user = setup();
    const { router } = await renderApp('/login?next=%2Forders%3Fpage%3D2', { routes: accountRoutes });
    await logIn(user, 'customer@example.com', 'password123');
    await screen.findByText('Login successful! Redirecting...');
    await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS);
    await waitFor(() => expect(currentUrl(router)).toBe('/orders?page=2'));
  });

  // The hostile seed's open-redirect set (a chain through /login is followed in e2e/hostile.e2e.ts).
  it.each([...new Set(['https://evil.example/steal', ...OPEN_REDIRECTS.filter((next) => !next.startsWith('/login'))])])(
    'never leaves the site: ?next=%s lands on /',
    async (next) => {
      const user = setup();
      const { router } = await renderApp(`/account?next=${encodeURIComponent(next)}`, { routes: accountRoutes });
      await logIn(user, 'customer@example.com', 'password123');
      await screen.findByText('Login successful! Redirecting...');
      await vi.advanceTimersByTimeAsync(LOGIN_REDIRECT_MS);
      await waitFor(() => expect(currentUrl(router)).toBe('/'));
    },
  );

  it("says 'Invalid email or password.' for a wrong password, marks both fields and keeps them", async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/login', { routes: accountRoutes });
    await logIn(user, 'customer@example.com', 'not-the-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password.');
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    for (const field of [email, password]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')).toContain(alert.id);
    }
    expect(email).toHaveProperty('value', 'customer@example.com');
    expect(password).toHaveProperty('value', 'not-the-password');
    expect(tokens.getAccess()).toBeNull();
  });

  it("says 'Login failed. Please try again.' for any other failure", async () => {
    server.use(
      http.post('*/api/login', () =>
        HttpResponse.json({ error: 'invalid_payload', message: 'The request is invalid.' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await renderApp('/login', { routes: accountRoutes });
    await logIn(user, 'customer@example.com', 'password123');
    expect((await screen.findByRole('alert')).textContent).toBe('Login failed. Please try again.');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('false');
  });

  it("shows 'Signing in…' on a disabled button while the call runs", async () => {
    const answer = holdAnswer();
    server.use(
      http.post('*/api/login', async () => {
        await answer.held;
        return HttpResponse.json(
          { error: 'invalid_credentials', message: 'Invalid email or password.' },
          { status: 401 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    await renderApp('/login', { routes: accountRoutes });
    await logIn(user, 'customer@example.com', 'password123');
    const button = await screen.findByRole('button', { name: 'Signing in…' });
    expect(button).toHaveProperty('disabled', true);
    answer.release();
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', false);
  });

  it("holds each field to the contract's limit: one character past it is said on the field and nothing is sent", async () => {
    const user = setup();
    await renderApp('/login', { routes: accountRoutes });
    const calls = recordCalls('POST', /\/api\/login$/);
    const email = screen.getByLabelText('Email');
    const atLimit = `${'a'.repeat(limits.login.email.maxLength - '@example.com'.length)}@example.com`;
    await user.click(email);
    await user.paste(atLimit);
    await user.type(email, 'a');
    await user.type(screen.getByLabelText('Password'), 'password123');
    expect((email as HTMLInputElement).value).toHaveLength(limits.login.email.maxLength + 1);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Must be 254 characters or fewer.')).toBeTruthy();
    expect(calls.calls).toHaveLength(0);
    calls.stop();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp('/login', { routes: accountRoutes });
    const password = screen.getByLabelText('Password');
    await user.type(password, 'secret-words');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
    expect(password).toHaveProperty('value', 'secret-words');
  });

  it('links to the other modes in the URL, keeping ?next=', async () => {
    await renderApp('/login?next=%2Fcart', { routes: accountRoutes });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/account?mode=register&next=%2Fcart',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/account?mode=forgot&next=%2Fcart',
    );
    expect(screen.getByRole('link', { name: 'I have a code' }).getAttribute('href')).toBe(
      '/account?mode=reset&next=%2Fcart',
    );
  });

  it('carries the email typed so far to the other mode, and focuses its heading', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/login', { routes: accountRoutes });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(currentUrl(router)).toBe('/account?mode=forgot');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com');
    expect(document.activeElement).toBe(heading);
    await user.click(screen.getByRole('link', { name: 'Back to log in' }));
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(currentUrl(router)).toBe('/account');
    expect(screen.getByLabelText('Email')).toHaveProperty('value', 'ada@example.com');
  });

  it('tells a signed-in shopper who they are', async () => {
    await signInAs('customer');
    await renderApp('/account', { routes: accountRoutes });
    expect(screen.getByText('customer@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your orders' }).getAttribute('href')).toBe('/orders');
  });
});
