import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE } from '../scenarios/catalogue';
import { scenarioStore } from '../scenarios/store';
import { variants } from '../scenarios/variants';
import { call, withMockBackend } from '../test/server';
import { MockDevtools } from './devtools';

configure({ asyncUtilTimeout: 5000 });
withMockBackend();
afterEach(() => {
  cleanup();
  scenarioStore.clear();
});

const actions = () => ({ reset: vi.fn(async () => undefined), save: vi.fn(), reload: vi.fn() });

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
    await user.upload(panel.getByLabelText('Import a state file…'), new File(['{"format":"other"}'], 'x.json', { type: 'application/json' }));
    expect((await panel.findByRole('alert')).textContent).toContain('This is not a mock state file');
  });

  it('closes with Escape', async () => {
    const { user } = await openPanel();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Mock/ }));
  });
});
