/**
 * The admin gate when GET /me fails and no user is cached: it never hangs on "Checking your
 * account…"; it says what failed, offers Retry, and tries again by itself when the network is back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { limits } from '@/api/limits.gen';
import { sessionStore } from '@/api/session';
import { tokens } from '@/api/tokens';
import { currentUrl, renderApp } from '@/testing/render-app';
import { takeContractProblems, withApp } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';
import { server } from '@mocks/node';

withApp();

/** Signed in as the admin, but this browser has no cached user (a new tab after storage was trimmed). */
async function signedInWithoutCachedUser() {
  await signInAs('admin');
  tokens.setUser(null);
  sessionStore.refresh();
}

describe('the admin gate when GET /me fails', { timeout: 20_000 }, () => {
  it('says the server could not be reached, and checks again by itself when the network is back', async () => {
    let offline = true;
    server.use(http.get('*/api/me', () => (offline ? HttpResponse.error() : undefined)));
    await signedInWithoutCachedUser();
    await renderApp('/admin');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'We could not check your account: the server could not be reached. Check your connection; we will try again when it is back.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Could not check your account' })).toBeTruthy();

    offline = false;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeTruthy();
    expect(screen.queryByText('Could not check your account')).toBeNull();
  });

  it('says the server had a problem, and Retry checks again', async () => {
    let failing = true;
    server.use(
      http.get('*/api/me', () =>
        failing
          ? HttpResponse.json({ error: 'server_error', message: 'Database unavailable.' }, { status: 503 })
          : undefined,
      ),
    );
    await signedInWithoutCachedUser();
    await renderApp('/admin');
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText(
        'We could not check your account: the server had a problem (error 503). Please try again in a moment.',
      ),
    ).toBeTruthy();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeTruthy();
    // GET /me documents no 5xx: a host that has one anyway is what this is about.
    await takeContractProblems();
  });
});

describe('the admin sign-in', { timeout: 20_000 }, () => {
  it("holds the password to the contract's limit: one character past it is said and nothing is sent", async () => {
    const logins = vi.fn();
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/api/login')) logins();
    };
    server.events.on('request:start', record);
    const user = userEvent.setup({ delay: null });
    await renderApp('/admin');
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('p'.repeat(limits.login.password.maxLength + 1));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Password: Must be 128 characters or fewer.');
    expect(logins).not.toHaveBeenCalled();
    server.events.removeListener('request:start', record);
  });
});

describe('the admin navigation', { timeout: 20_000 }, () => {
  it('marks the current page, and keeps the account behind an Account disclosure that Escape closes', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('admin');
    const { router } = await renderApp('/admin/orders');
    const nav = within(await screen.findByRole('navigation', { name: 'Admin' }));
    expect(nav.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();

    // On a phone the email, 'Back to the store' and 'Sign out' wait behind Account (a sidebar shows them).
    const account = screen.getByRole('button', { name: 'Account' });
    const panel = document.getElementById(account.getAttribute('aria-controls')!)!;
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(within(panel).getByText('admin@example.com')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Sign out' })).toBeTruthy();
    await user.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(account);

    // A link on the row closes it too, and the new page is the one marked.
    await user.click(account);
    await user.click(nav.getByRole('link', { name: 'Carousels' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/carousels'));
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(nav.getByRole('link', { name: 'Carousels' }).getAttribute('aria-current')).toBe('page');
  });
});
