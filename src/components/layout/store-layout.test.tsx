import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '@/api/session';
import { tokens } from '@/api/tokens';
import { withMockBackend } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';
import { renderApp } from '@/testing/render-app';
import { StoreLayout } from './store-layout';

// A Vitest set-up helper named like a hook (src/testing/mock-backend.ts), not a React hook.
withMockBackend();

describe('StoreLayout', () => {
  it('puts the skip link first, then the promo strip, header, categories, the page and the footer', async () => {
    await renderApp(<StoreLayout />, { page: <h1>The page</h1> });
    const focusable = document.querySelectorAll('a, button, input');
    expect(focusable[0]?.textContent).toBe('Skip to content');

    const landmarks = [
      screen.getByRole('region', { name: 'Promotions' }),
      screen.getByRole('banner'),
      screen.getByRole('navigation', { name: 'Categories' }),
      screen.getByRole('main'),
      screen.getByRole('contentinfo'),
    ];
    for (let i = 1; i < landmarks.length; i++) {
      expect(landmarks[i - 1]!.compareDocumentPosition(landmarks[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'The page' })).toBeTruthy();
  });

  it('skips to the content: focus lands on <main>', async () => {
    const user = userEvent.setup({ delay: null });
    await renderApp(<StoreLayout />);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(document.activeElement).toBe(skip);
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main.id).toBe('main-content');
    expect(document.activeElement).toBe(main);
  });

  it('refreshes the cached user from /me when signed in', async () => {
    await signInAs('customer');
    // A stale copy of the user in storage: /me replaces it.
    tokens.setUser({ ...tokens.getUser()!, email: 'old-address@example.com' });
    sessionStore.refresh();
    await renderApp(<StoreLayout />);
    expect(screen.getByRole('button', { name: /old-address@example\.com/ })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /customer@example\.com/ })).toBeTruthy());
    expect(tokens.getUser()?.email).toBe('customer@example.com');
  });
});
