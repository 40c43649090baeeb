/**
 * A catalogue row's set-up (?as=, ?setup=; ./row-setup.ts), as the app then shows it: the browser
 * boot applies it before the first render (src/boot/mock-backend.ts), as these tests do before
 * `renderApp`.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { tokens } from '../../src/api/tokens';
import { readPendingCheckout, rememberPendingCheckout } from '../../src/lib/pending-checkout';
import { call, withMockBackend } from '@/testing/mock-backend';
import { renderApp } from '@/testing/render-app';
import { db } from '../db';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { applyRowSetUp } from './row-setup';

withMockBackend();

async function signedInAs(): Promise<string | null> {
  const response = await call('/me', { token: tokens.getAccess() });
  return response.ok ? ((await response.json()) as { user: { email: string } }).user.email : null;
}

describe('a catalogue row’s set-up', () => {
  it('?as=customer&setup=checkout: the customer signed in, a product in the cart, the details typed, Pay Now ready', async () => {
    rememberPendingCheckout({ email: DEMO_ACCOUNTS.customer, orderId: 6, key: 'an earlier basket', at: Date.now() });
    await applyRowSetUp(db, { as: 'customer', setup: 'checkout' });
    renderApp('/cart');
    const main = within(await screen.findByRole('main'));
    expect(await main.findAllByText(db.products.get(1)!.name)).not.toHaveLength(0);
    expect((main.getByLabelText('Contact name') as HTMLInputElement).value).toBe('Ada Obi');
    expect((main.getByLabelText('Phone number') as HTMLInputElement).value).toBe('08031234567');
    const pay = main.getByRole('button', { name: 'Pay Now' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(false);
    expect(await signedInAs()).toBe(DEMO_ACCOUNTS.customer);
    // Pay Now starts a new order: the earlier one is not paid again.
    expect(readPendingCheckout(DEMO_ACCOUNTS.customer)).toBeNull();
  });

  it('?setup=cart fills the cart and types nothing; ?as=admin signs the admin in, ?as=signed-out signs out', async () => {
    await applyRowSetUp(db, { as: 'admin', setup: 'cart' });
    expect(await signedInAs()).toBe(DEMO_ACCOUNTS.admin);
    renderApp('/cart');
    const main = within(await screen.findByRole('main'));
    expect(await main.findAllByText(db.products.get(1)!.name)).not.toHaveLength(0);
    expect((main.getByLabelText('Contact name') as HTMLInputElement).value).toBe('');

    await applyRowSetUp(db, { as: 'signed-out', setup: null });
    expect(tokens.getAccess()).toBeNull();
    expect(await signedInAs()).toBeNull();
  });

  it('ignores a value it does not know, saying which ones it takes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await applyRowSetUp(db, { as: 'root', setup: 'everything' });
    expect(tokens.getAccess()).toBeNull();
    expect(warn.mock.calls.map((args) => String(args[0]))).toEqual([
      '[mock] ?as= ignored: use one of signed-out, customer, admin',
      '[mock] ?setup= ignored: use one of cart, checkout',
    ]);
  });
});
