/** The one render helper's own options: a session signed in first, and mock scenarios on for the test. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withMockBackend } from './mock-backend';
import { renderApp } from './render-app';

withMockBackend();

const main = () => within(screen.getByRole('main'));

describe('renderApp', () => {
  it('signs the session in first: /orders lists the customer’s orders instead of asking to sign in', async () => {
    await renderApp('/orders', { session: 'customer' });
    expect(await main().findByRole('list', { name: 'Orders' })).toBeTruthy();
    expect(main().queryByRole('heading', { name: 'Sign in to see your orders' })).toBeNull();
  });

  it('turns the scenarios on for the test: listOrders:network_error shows the failure', async () => {
    await renderApp('/orders', { session: 'customer', scenarios: ['listOrders:network_error'] });
    expect(await main().findByRole('heading', { name: "Couldn't load orders" })).toBeTruthy();
  });
});
