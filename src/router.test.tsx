/**
 * Spec section 4: when the session cannot be refreshed, both tokens go and the person goes to
 * /account. They go with ?next= set to where they were (a store page or an admin page), and come
 * back there after signing in.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/api/client';
import { tokens } from '@/api/tokens';
import { currentUrl, renderApp } from '@/testing/render-app';
import { withApp } from '@/testing/mock-backend';
import { signInAs, type DemoRole } from '@/testing/session';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@mocks/seed/demo-accounts';
import { onSessionExpired } from '@/router';

withApp();

/** Signed in, but both tokens have gone bad (revoked, or expired while the laptop slept). */
async function staleSession(role: DemoRole) {
  await signInAs(role);
  tokens.setSession({
    access_token: 'expired-access-token',
    refresh_token: 'expired-refresh-token',
    user: tokens.getUser(),
  });
}

/** The app with what src/main.tsx installs on the app's client. */
const openWithAppHandler = (path: string) =>
  renderApp(path, {
    beforeLoad: (router, queryClient) => api.setSessionExpiredHandler(onSessionExpired(router, queryClient)),
  });

describe('a session that cannot be refreshed', { timeout: 20_000 }, () => {
  it.each([
    ['a store page', 'customer', '/orders?page=2'],
    ['an admin page', 'admin', '/admin/orders?status=paid&page=2'],
  ] as const)(
    'sends the person from %s to /account?next=…, and back there after signing in',
    async (_what, role, path) => {
      await staleSession(role);
      const { router } = await openWithAppHandler(path);
      await vi.waitFor(() => expect(currentUrl(router)).toBe(`/account?next=${encodeURIComponent(path)}`), {
        timeout: 5000,
      });
      expect(tokens.getAccess()).toBeNull();

      const user = userEvent.setup({ delay: null });
      await user.type(await screen.findByLabelText('Email'), DEMO_ACCOUNTS[role]);
      await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      await vi.waitFor(() => expect(currentUrl(router)).toBe(path), { timeout: 5000 });
    },
  );
});
