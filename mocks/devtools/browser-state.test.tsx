/**
 * A repro file in the browser: exported with the page, the clock, the preset and who was signed in,
 * then imported through the Data tab in a fresh browser, which puts the tester back there.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '../../src/api/tokens';
import { db } from '../db';
import { resetMockBackend } from '../node';
import { applyPresetInBrowser, currentPreset } from '../scenarios/browser-data';
import { scenarioStore } from '../scenarios/store';
import { presetState } from '../seed/presets';
import { clock } from '../services/clock';
import { resetBrowserState } from '@/testing/browser-session';
import { call, withMockBackend } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';
import { exportBrowserState, pageToOpen } from './browser-state';
import { MockDevtools } from './devtools';
import type { StateFile } from './state-file';

vi.setConfig({ testTimeout: 20_000 });
withMockBackend();
afterEach(() => {
  history.replaceState(null, '', '/');
  presetState.current = null;
});

const DAY = 86_400_000;

/** A browser that has never seen the store: the seed, the real clock, no scenario, nobody signed in. */
async function freshBrowser() {
  await resetMockBackend();
  resetBrowserState();
}

/** The Mock panel on its Data tab; `importFile` chooses a file with Import (actions.open: the page it then opens). */
async function dataTab() {
  const actions = { reset: vi.fn(async () => undefined), save: vi.fn(), reload: vi.fn(), open: vi.fn() };
  const user = userEvent.setup({ delay: null });
  render(<MockDevtools actions={actions} />);
  await user.click(screen.getByRole('button', { name: /Mock/ }));
  const panel = within(screen.getByRole('dialog', { name: 'Mock backend devtools' }));
  await user.click(panel.getByRole('tab', { name: 'Data' }));
  const importFile = (file: unknown) =>
    user.upload(
      panel.getByLabelText('Import a state file…'),
      new File([JSON.stringify(file)], 'repro.json', { type: 'application/json' }),
    );
  return { actions, panel, importFile };
}

/** Imports the file in the panel and waits for the page it opens. */
async function importThroughPanel(file: unknown) {
  const tab = await dataTab();
  await tab.importFile(file);
  await vi.waitFor(() => expect(tab.actions.open).toHaveBeenCalledTimes(1));
  return tab;
}

describe('a repro file in the browser', () => {
  it('a reset code two days old is two days old again in a fresh browser, on the page it was taken on', async () => {
    // Tester one asks for a code, comes back two days later (?clock=+2d) and exports on the reset form.
    expect((await call('/password/forgot', { method: 'POST', json: { email: 'customer@example.com' } })).status).toBe(
      200,
    );
    const code = db.outbox.all().at(-1)!.code!;
    clock.advance(2 * DAY);
    history.replaceState(null, '', '/account?mode=reset&clock=%2B2d');
    const file = await exportBrowserState();
    expect(file).toMatchObject({ page: '/account?mode=reset&clock=%2B2d', signed_in: null });

    await freshBrowser();
    const { actions, panel } = await importThroughPanel(file);
    // The page, without the ?clock= that would move the clock again on load.
    expect(actions.open).toHaveBeenCalledWith('/account?mode=reset');
    expect(actions.save).toHaveBeenCalled();
    expect(panel.getByText(/Imported the state exported .*: the clock at .* UTC, nobody is signed in\./)).toBeTruthy();
    // The mock's now is the export's: the code is two days old, so it is refused as expired.
    expect(Math.abs(clock.now() - Date.parse(file.clock!.now))).toBeLessThan(60_000);
    const reset = await call('/password/reset', {
      method: 'POST',
      json: { email: 'customer@example.com', code, new_password: 'a-new-password-1' },
    });
    expect(reset.status).toBe(400);
    expect(await reset.json()).toMatchObject({ error: 'invalid_or_expired_code' });
  });

  it('signs in again as the account that was signed in, with a session of its own, and keeps the preset and scenarios', async () => {
    const exporterToken = await signInAs('admin');
    await applyPresetInBrowser('no-images', async () => undefined);
    scenarioStore.set(['getAdminOverview:500']);
    history.replaceState(null, '', '/admin/users?role=admin&scenario=getAdminOverview%3A500&data=no-images');
    const file = await exportBrowserState();
    expect(file).toMatchObject({
      signed_in: { email: 'admin@example.com', role: 'admin' },
      preset: 'data:no-images',
      scenarios: ['getAdminOverview:500'],
    });

    await freshBrowser();
    expect(tokens.getAccess()).toBeNull();
    const { actions, panel } = await importThroughPanel(file);
    expect(actions.open).toHaveBeenCalledWith('/admin/users?role=admin');
    expect(panel.getByText(/, signed in as admin@example\.com\. Opening \/admin\/users\?role=admin…/)).toBeTruthy();
    expect(tokens.getUser()).toMatchObject({ email: 'admin@example.com', role: 'admin' });
    const token = tokens.getAccess();
    expect(token).not.toBe(exporterToken);
    expect(await (await call('/me', { token })).json()).toMatchObject({ user: { email: 'admin@example.com' } });
    expect(currentPreset()).toBe('no-images');
    expect(db.products.all().every((p) => p.images.length === 0)).toBe(true);
    expect(scenarioStore.active()).toEqual(['getAdminOverview:500']);
  });

  it('imports a version 1 file: its data and scenarios; the clock stays, nobody is signed in', async () => {
    const current = await exportBrowserState();
    const renamed = structuredClone(current.snapshot);
    (renamed.tables.products as Array<{ id: number; name: string }>).find((p) => p.id === 1)!.name = 'From an old file';
    const old = {
      format: 'bs-mock-state',
      version: 1,
      exported_at: current.exported_at,
      page: '/products',
      scenarios: ['getProduct:404'],
      snapshot: renamed,
      uploads: {},
    };

    await freshBrowser();
    await signInAs('customer');
    clock.advance(DAY);
    const { actions } = await importThroughPanel(old);
    expect(actions.open).toHaveBeenCalledWith('/products');
    expect(db.products.get(1)!.name).toBe('From an old file');
    expect(scenarioStore.active()).toEqual(['getProduct:404']);
    expect(clock.offset()).toBe(DAY);
    expect(tokens.getAccess()).toBeNull();
  });

  it('says what is wrong with a hand-edited file, and changes nothing', async () => {
    const file: StateFile = await exportBrowserState();
    const name = db.products.get(1)!.name;
    const { panel, importFile, actions } = await dataTab();
    await importFile({ ...file, clock: { now: 'two days later', offset_ms: 0 } });
    expect((await panel.findByRole('alert')).textContent).toBe('The state file’s clock is not a date and time.');
    expect(actions.open).not.toHaveBeenCalled();
    expect(db.products.get(1)!.name).toBe(name);
  });

  it('opens only a page of this store, without the mock’s own link parameters', () => {
    expect(pageToOpen('/product/3?scenario=getProduct%3A500&seed=4&data=long-text&tab=reviews')).toBe(
      '/product/3?tab=reviews',
    );
    expect(pageToOpen('/orders?page=2')).toBe('/orders?page=2');
    expect(pageToOpen('//evil.example/')).toBeNull();
    expect(pageToOpen('javascript:alert(1)')).toBeNull();
    expect(pageToOpen('mock:server')).toBeNull();
    expect(pageToOpen(null)).toBeNull();
  });
});
