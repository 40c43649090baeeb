import { act, cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_STORAGE_KEY, PANEL_RELOAD_STORAGE_KEY, SCENARIO_STORAGE_KEY } from '../../src/config/mock-storage-keys';
import { now } from '../../src/lib/now';
import { CART_KEY } from '../../src/lib/cart-storage';
import { db } from '../db';
import { rememberPreset, startBrowserData } from '../scenarios/browser-data';
import { startBrowserClock, startBrowserScenarios } from '../scenarios/browser-scenarios';
import { CATALOGUE, catalogueLink } from '../scenarios/catalogue';
import { scenarioStore } from '../scenarios/store';
import { variants } from '../scenarios/variants';
import { clock } from '../services/clock';
import { call, signIn, withMockBackend } from '@/testing/mock-backend';
import { reloadWithAddress } from './address';
import { MockDevtools } from './devtools';

configure({ asyncUtilTimeout: 5000 });
// The panel draws the whole error catalogue (over 100 rows): on 2 busy cores a test takes seconds.
vi.setConfig({ testTimeout: 20_000 });
withMockBackend();
afterEach(() => {
  cleanup();
  scenarioStore.clear();
  clock.reset();
  rememberPreset(null);
  history.replaceState(null, '', '/');
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

  it('lists every catalogue row with Open, the row’s own link', async () => {
    const { user, panel } = await openPanel();
    await user.click(panel.getByRole('tab', { name: 'Catalogue' }));
    const links = panel.getAllByRole('link', { name: /^Open/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(CATALOGUE.map(catalogueLink));
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

  it('adds by name any list a link takes, checked as it is typed, and refuses a typo saying what it knows', async () => {
    const { user, panel } = await openPanel();
    const field = panel.getByLabelText('Add by name');
    await user.click(field);
    await user.paste('login:invalid_credentails');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(panel.getByText(/Did you mean login:invalid_credentials\? login takes /)).toBeTruthy();
    await user.keyboard('{Enter}');
    expect((await panel.findByRole('alert')).textContent).toBe(
      'Nothing was turned on: the field has a name the mock does not understand.',
    );
    expect(document.activeElement).toBe(field);
    expect(scenarioStore.active()).toEqual([]);

    await user.clear(field);
    await user.paste('getProduct:404x2 verifyPayment:500,then:200 listProducts:delay=10');
    expect(field.getAttribute('aria-invalid')).toBe('false');
    expect(
      panel.getByText('Understood: getProduct:404x2, verifyPayment:500, then:200, listProducts:delay=10.'),
    ).toBeTruthy();
    await user.click(panel.getByRole('button', { name: 'Add' }));
    expect(scenarioStore.active()).toEqual([
      'getProduct:404x2',
      'verifyPayment:500',
      'then:200',
      'listProducts:delay=10',
    ]);
    expect(
      panel.getByText('Turned on: getProduct:404x2, verifyPayment:500, then:200, listProducts:delay=10.'),
    ).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('button', { name: /Mock · 4 on/ })).toBeTruthy();
    // The sequence really answers: two 404s, then the product.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await act(() => call('/products/1'))).status);
    expect(statuses).toEqual([404, 404, 200]);
  });

  it('shows what each name of a sequence does at its next call', async () => {
    scenarioStore.set(['getProduct:404x3', 'listProducts:empty', 'then:200']);
    const { panel } = await openPanel();
    const list = within(panel.getByRole('list', { name: 'Active scenarios' }));
    const noteOf = (name: string) => list.getByRole('button', { name: `${name} (turn off)` }).nextSibling?.textContent;
    const notes = () => ['getProduct:404x3', 'listProducts:empty', 'then:200'].map(noteOf);
    expect(notes()).toEqual(['next: call 1 of 3', 'next call', 'after 1 more call']);
    await act(() => call('/products/1'));
    await act(() => call('/products?per_page=1'));
    expect(notes()).toEqual(['next: call 2 of 3', 'done', 'next call and every call after']);
    await act(() => call('/products/1'));
    await act(() => call('/products/1'));
    expect(noteOf('getProduct:404x3')).toBe('used up: the normal answer from now on');
  });

  it('says on the Mock button and in the panel what the address asked for and the mock did not understand, applying none of it', async () => {
    sessionStorage.setItem(SCENARIO_STORAGE_KEY, 'store:empty');
    history.replaceState(
      null,
      '',
      '/products?scenario=getProduct:404,login:invalid_credentails&data=emptyy&clock=tomorrow',
    );
    startBrowserScenarios();
    // The tab keeps what it had: the list is not half applied.
    expect(scenarioStore.active()).toEqual(['store:empty']);
    expect(clock.offset()).toBe(0);
    const { panel } = await openPanel();
    expect(screen.getByRole('button', { name: /^Mock · 1 on · 3 not understood/ })).toBeTruthy();
    expect(
      screen.getByText(
        'The mock did not understand ?clock=, ?data= and ?scenario= in the address: open the Mock panel.',
      ),
    ).toBeTruthy();
    const alert = panel.getAllByRole('alert')[0]!.textContent;
    expect(alert).toContain(
      '?scenario=getProduct:404,login:invalid_credentails: Unknown scenario: login:invalid_credentails. Did you mean login:invalid_credentials?',
    );
    expect(alert).toContain('?data=emptyy: Unknown data preset "emptyy"');
    expect(alert).toContain('?clock=tomorrow: "tomorrow" is not a clock');
    // The list waits in the field, to mend.
    const field = panel.getByLabelText('Add by name') as HTMLInputElement;
    expect(field.value).toBe('getProduct:404,login:invalid_credentails');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('Reload page writes what is on in the address, over the list a link brought, and the reload keeps the preset', async () => {
    history.replaceState(null, '', '/product/3?q=a%2Bb&scenario=getProduct:404x2&seed=7&clock=%2B2d');
    startBrowserScenarios();
    expect(scenarioStore.active()).toEqual(['getProduct:404x2', 'seed:7']);
    rememberPreset('no-images');
    const target = { href: location.href, replace: vi.fn() };
    const user = userEvent.setup({ delay: null });
    render(<MockDevtools actions={{ ...actions(), reload: () => reloadWithAddress(target) }} />);
    await user.click(screen.getByRole('button', { name: /Mock/ }));
    const panel = within(screen.getByRole('dialog', { name: 'Mock backend devtools' }));
    await user.click(panel.getByRole('checkbox', { name: /store:empty/ }));
    await user.click(panel.getByRole('button', { name: 'getProduct:404x2 (turn off)' }));
    await user.click(panel.getByRole('button', { name: 'Reload page' }));
    expect(target.replace).toHaveBeenCalledWith(
      `${location.origin}/product/3?q=a%2Bb&scenario=seed:7,store:empty&data=no-images&clock=+2d`,
    );
    const address = new URL(target.replace.mock.calls[0]![0] as string);
    // What the next load reads back: the clock, and the preset the saved data already came from.
    clock.reset();
    startBrowserClock(address.search);
    expect(clock.offset()).toBe(2 * 86_400_000);
    expect(sessionStorage.getItem(PANEL_RELOAD_STORAGE_KEY)).toBe('1');
    const reset = vi.fn(async () => undefined);
    startBrowserData(reset, address.search);
    expect(reset).not.toHaveBeenCalled();
    // Opened as a link (not by the panel), the address applies its preset.
    await startBrowserData(reset, address.search).done;
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('closes with Escape', async () => {
    const { user } = await openPanel();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Mock/ }));
  });
});
