import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withMockBackend } from '@/testing/mock-backend';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/session';

withMockBackend();

describe('an unknown path', () => {
  it('says so inside the store: header, search and footer stay, with one main landmark', async () => {
    await renderApp('/no-such-page');
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Browse products' }).getAttribute('href')).toBe('/products');
    expect(within(main).getByRole('link', { name: 'Go home' }).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getAllByRole('searchbox').length).toBeGreaterThan(0);
  });

  it('deep under a shopper path gets the same page', async () => {
    await renderApp('/about-us/team/lagos');
    expect(await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});

describe('an unknown back-office path', () => {
  it('says so inside the admin layout, with the way back to the dashboard', async () => {
    await signInAs('admin');
    await renderApp('/admin/no-such-page');
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'We couldn’t find that page' })).toBeTruthy();
    expect(within(main).getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/admin');
    expect(within(main).getByRole('link', { name: 'Go to the store' }).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    // The admin's navigation, not the store's header.
    expect(screen.getByRole('link', { name: 'Orders' }).getAttribute('href')).toBe('/admin/orders');
    expect(screen.queryByRole('searchbox', { name: 'Search products' })).toBeNull();
  });
});
