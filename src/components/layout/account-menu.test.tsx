import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { tokens } from '@/api/tokens';
import { AccountMenu } from './account-menu';
import { withMockBackend } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';
import { currentUrl, renderApp } from '@/testing/render-app';

withMockBackend();

describe('AccountMenu', () => {
  it('offers Log in and Register when signed out, coming back to the page after', async () => {
    await renderApp(<AccountMenu />, { url: '/products?q=soap' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?next=%2Fproducts%3Fq%3Dsoap',
    );
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/register?next=%2Fproducts%3Fq%3Dsoap',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('does not ask to come back to the home page', async () => {
    await renderApp(<AccountMenu />);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it('shows the email when signed in; the disclosure opens Orders and Sign out', async () => {
    await signInAs('customer');
    const user = userEvent.setup({ delay: null });
    await renderApp(<AccountMenu />);
    const button = screen.getByRole('button', { name: /customer@example\.com/ });
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Orders' })).toBeNull();

    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!);
    expect(panel?.hidden).toBe(false);
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    // Site navigation, not an application menu.
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape and gives focus back to the button', async () => {
    await signInAs('customer');
    const user = userEvent.setup({ delay: null });
    await renderApp(<AccountMenu />);
    const button = screen.getByRole('button', { name: /customer@example\.com/ });
    await user.click(button);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Orders' }));
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Orders' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('works from the keyboard alone: Enter opens, Tab walks through, leaving closes it', async () => {
    await signInAs('customer');
    const user = userEvent.setup({ delay: null });
    await renderApp(
      <>
        <AccountMenu />
        <a href="/elsewhere">Elsewhere</a>
      </>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: /customer@example\.com/ });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside', async () => {
    await signInAs('customer');
    const user = userEvent.setup({ delay: null });
    await renderApp(<AccountMenu />);
    const button = screen.getByRole('button', { name: /customer@example\.com/ });
    await user.click(button);
    await user.click(screen.getByText('Page content'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows Admin to an administrator', async () => {
    await signInAs('admin');
    const user = userEvent.setup({ delay: null });
    await renderApp(<AccountMenu />);
    await user.click(screen.getByRole('button', { name: /admin@example\.com/ }));
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('signs out: tokens and cached user go, and it goes home', async () => {
    await signInAs('customer');
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp(<AccountMenu />, { url: '/orders' });
    await user.click(screen.getByRole('button', { name: /customer@example\.com/ }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(tokens.getAccess()).toBeNull();
    expect(tokens.getRefresh()).toBeNull();
    expect(tokens.getUser()).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });
});
