import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_STORAGE_KEY } from '../../src/config/mock-storage-keys';
import { now } from '../../src/lib/now';
import { CART_KEY } from '../../src/lib/cart-storage';
import { db } from '../db';
import { startBrowserData } from '../scenarios/browser-data';
import { startBrowserClock } from '../scenarios/browser-scenarios';
import { CATALOGUE } from '../scenarios/catalogue';
import { scenarioStore } from '../scenarios/store';
import { variants } from '../scenarios/variants';
import { clock } from '../services/clock';
import { call, signIn, withMockBackend } from '@/testing/mock-backend';
import { MockDevtools } from './devtools';

configure({ asyncUtilTimeout: 5000 });
// The panel draws the whole error catalogue (over 100 rows): on 2 busy cores a test takes seconds.
vi.setConfig({ testTimeout: 20_000 });
withMockBackend();
afterEach(() => {
  cleanup();
  scenarioStore.clear();
  clock.reset();
});

const actions = () => ({ reset: vi.fn(async () => undefined), save: vi.fn(), reload: vi.fn(), open: vi.fn() });

async function openPanel() {
  const user = userEvent.setup({ delay: null });
  const view = render(<MockDevtools actions={actions()} />);
  await user.click(screen.getByRole('button', { name: /Mock/ }));
  return { user, view, panel: within(screen.getByRole('dialog', { name: 'Mock backend devtools' })) };
}

describe('the mock devtools', () => {
  it('turns a session-wide state and a variant on and off, and counts them on the button', async () => {
    const { user, panel } = await openPanel();
    await user.click(panel.getByRole('checkbox', { name: /store:empty/ }));
    await user.click(panel.getByRole('searchbox'));
    await user.paste('getProduct 404');
    expect(panel.getAllByRole('checkbox', { name: /getProduct:/ })).toHaveLength(1);
    await user.click(panel.getByRole('checkbox', { name: /getProduct:404/ }));
    expect(scenarioStore.active()).toEqual(['store:empty', 'getProduct:404']);
    expect(screen.getByRole('button', { name: /Mock · 2 on/ })).toBeTruthy();
    // The scenario really answers.
    expect((await call('/products/1')).status).toBe(404);
    await user.click(panel.getByRole('button', { name: 'getProduct:404 (turn off)' }));
    expect(scenarioStore.active()).toEqual(['store:empty']);
    await user.click(panel.getByRole('button', { name: 'Clear all' }));
    expect(scenarioStore.active()).toEqual([]);
  });

  it('searches the variants derived from the contract', async () => {
    const { user, panel } = await openPanel();
    expect(panel.getByText(`(${variants().length}, from openapi.yaml)`)).toBeTruthy();
    await user.click(panel.getByRole('searchbox'));
    await user.paste('email_in_use');
    expect(panel.getByRole('checkbox', { name: /register:email_in_use/ })).toBeTruthy();
    await user.clear(panel.getByRole('searchbox'));
    await user.paste('zzzz');
    expect(panel.getByText('No variant matches.')).toBeTruthy();
  });

  it('moves between tabs with the arrow keys and shows the requests with their scenario', async () => {
    const { user, panel } = await openPanel();
    scenarioStore.set(['listSlides:invalid_payload']);
    await call('/carousel/slides');
    panel.getByRole('tab', { name: 'Scenarios' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(panel.getByRole('tab', { name: 'Requests' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(panel.getByRole('tab', { name: 'Requests' }));
    const table = within(panel.getByRole('table', { name: 'Requests the mock answered' }));
    expect(table.getByText('GET /api/carousel/slides')).toBeTruthy();
    expect(table.getByText('listSlides:invalid_payload')).toBeTruthy();
    await user.keyboard('{End}');
    expect(panel.getByRole('tab', { name: 'Data' }).getAttribute('aria-selected')).toBe('true');
  });

  it('lists every catalogue row with an Open button', async () => {
    const { user, panel } = await openPanel();
    await user.click(panel.getByRole('tab', { name: 'Catalogue' }));
    expect(panel.getAllByRole('button', { name: /^Open/ })).toHaveLength(CATALOGUE.length);
  });

  it('refuses a file that is not a state file, saying why', async () => {
    const { user, panel } = await openPanel();
    await user.click(panel.getByRole('tab', { name: 'Data' }));
    await user.upload(
      panel.getByLabelText('Import a state file…'),
      new File(['{"format":"other"}'], 'x.json', { type: 'application/json' }),
    );
    expect((await panel.findByRole('alert')).textContent).toContain('This is not a mock state file');
  });

  it('shows the mock\u2019s now and moves it: advance, set, a refusal that says why, back to the real time', async () => {
    const { user, panel } = await openPanel();
    await user.click(panel.getByRole('tab', { name: 'Data' }));
    expect(panel.getByText('(the real time)')).toBeTruthy();
    const field = panel.getByLabelText(/Advance \(\+8d, -2h\) or set/);
    await user.type(field, '+8d{Enter}');
    expect(clock.offset()).toBe(8 * 86_400_000);
    expect(panel.getByText('(+8d from the real time)')).toBeTruthy();
    await user.type(field, '2026-12-24T09:00');
    await user.click(panel.getByRole('button', { name: 'Move the clock' }));
    expect(panel.getByText('2026-12-24 09:00 UTC')).toBeTruthy();
    expect(new Date(now()).toISOString().slice(0, 16)).toBe('2026-12-24T09:00');
    await user.type(field, 'soon{Enter}');
    expect((await panel.findByRole('alert')).textContent).toContain('"soon" is not a clock');
    await user.click(panel.getByRole('button', { name: 'Real time' }));
    expect(clock.offset()).toBe(0);
  });

  it('?clock= moves the tab\u2019s clock and keeps it for the tab; ?clock=now clears it; a moved token expires', async () => {
    const { access_token } = await signIn('customer@example.com');
    const me = async () => (await call('/me', { token: access_token })).status;
    expect(await me()).toBe(200);
    expect(startBrowserClock('?clock=%2B8d').error).toBeNull();
    expect(clock.offset()).toBe(8 * 86_400_000);
    expect(sessionStorage.getItem(CLOCK_STORAGE_KEY)).toBe(String(8 * 86_400_000));
    expect(await me()).toBe(401);
    // A reload without the parameter keeps the tab's clock.
    clock.reset();
    sessionStorage.setItem(CLOCK_STORAGE_KEY, String(8 * 86_400_000));
    startBrowserClock('');
    expect(clock.offset()).toBe(8 * 86_400_000);
    startBrowserClock('?clock=2026-12-24T09:00');
    expect(new Date(clock.now()).toISOString().slice(0, 16)).toBe('2026-12-24T09:00');
    expect(startBrowserClock('?clock=later').error).toContain('"later" is not a clock');
    startBrowserClock('?clock=now');
    expect(clock.offset()).toBe(0);
    expect(sessionStorage.getItem(CLOCK_STORAGE_KEY)).toBeNull();
    expect(await me()).toBe(200);
  });

  it('applies a data preset from the seed, then saves and reloads', async () => {
    const acts = actions();
    const user = userEvent.setup({ delay: null });
    render(<MockDevtools actions={acts} />);
    await user.click(screen.getByRole('button', { name: /Mock/ }));
    const panel = within(screen.getByRole('dialog', { name: 'Mock backend devtools' }));
    await user.click(panel.getByRole('tab', { name: 'Data' }));
    await user.selectOptions(panel.getByLabelText('Preset'), 'data:no-images');
    expect(panel.getByText(/No product has a picture/)).toBeTruthy();
    await user.click(panel.getByRole('button', { name: 'Apply preset' }));
    await vi.waitFor(() => expect(acts.reload).toHaveBeenCalled());
    expect(acts.reset).toHaveBeenCalledTimes(1);
    expect(acts.save).toHaveBeenCalledTimes(1);
    expect(db.products.all().every((p) => p.images.length === 0)).toBe(true);
  });

  it('?data= applies a preset before the next request answers; big-basket fills the basket; an unknown name is refused', async () => {
    const reset = vi.fn(async () => undefined);
    expect(startBrowserData(reset, '?data=huge').error).toContain('Unknown data preset "huge"');
    expect(reset).not.toHaveBeenCalled();
    const { done } = startBrowserData(reset, '?data=data:big-basket');
    const customer = db.users.getBy('email', 'customer@example.com')!;
    const { access_token } = await signIn('customer@example.com');
    // The request waits for the preset.
    const orders = (await (await call('/orders?per_page=50', { token: access_token })).json()) as {
      orders: Array<{ id: number }>;
    };
    await done;
    expect(reset).toHaveBeenCalledTimes(1);
    expect(orders.orders.length).toBeGreaterThan(0);
    expect(db.orders.find((o) => o.user_id === customer.id && o.items.length === 40)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(CART_KEY) ?? '[]')).toHaveLength(40);
    localStorage.removeItem(CART_KEY);
  });

  it('closes with Escape', async () => {
    const { user } = await openPanel();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Mock/ }));
  });
});
