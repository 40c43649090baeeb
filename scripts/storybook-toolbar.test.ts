import { describe, expect, it } from 'vitest';
import { STATES, variants } from '../mocks/scenarios/variants';
import { scenarioMenu, unusedScenario } from '../.storybook/scenario-menu';
import {
  fromGlobalValue,
  readToolbar,
  scenarioChoices,
  toGlobalValue,
  toolbarGlobalTypes,
} from '../.storybook/toolbar';

/** What Storybook keeps of a global in the address (storybook/internal/router: VALIDATION_REGEXP). */
const KEPT_IN_ADDRESS = /^[a-zA-Z0-9 _-]*$/;

describe('the Storybook toolbar', () => {
  it('offers every scenario variant and session-wide state, each in a form the address keeps', () => {
    const types = toolbarGlobalTypes();
    const offered = [...scenarioChoices(), ...types.mockState.toolbar.items].map((item) => item.value).filter(Boolean);
    const names = [...variants().map((v) => v.id), ...STATES.map((s) => s.id)];
    expect(offered.map(fromGlobalValue).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(toGlobalValue(name)).toMatch(KEPT_IN_ADDRESS);
      expect(fromGlobalValue(toGlobalValue(name))).toBe(name);
    }
  });

  it('reads a shared link’s globals back into the mock’s names', () => {
    expect(
      readToolbar({
        session: 'admin',
        mockState: 'network--slow',
        scenario: 'resetPassword--invalid_payload__code',
        dataPreset: 'long-text',
        clock: 'in-8-days',
      }),
    ).toEqual({
      session: 'admin',
      scenarios: ['network:slow', 'resetPassword:invalid_payload.code'],
      preset: 'long-text',
      clock: '+8d',
    });
  });

  it('leaves the story its own choices when nothing is picked, or a value is unknown', () => {
    expect(readToolbar({})).toEqual({ session: undefined, scenarios: [], preset: undefined, clock: undefined });
    expect(readToolbar({ session: 'root', dataPreset: 'huge', clock: 'yesterday' })).toEqual({
      session: undefined,
      scenarios: [],
      preset: undefined,
      clock: undefined,
    });
  });

  it('offers the operations the open story calls first, in the order it called them, and finds a variant by words', () => {
    const choices = scenarioChoices();
    const menu = scenarioMenu(choices, ['getProduct', 'listOrders'], '');
    expect(menu.called.length + menu.others.length).toBe(choices.length);
    expect(menu.called[0]?.title).toMatch(/^getProduct:/);
    expect(menu.called.at(-1)?.title).toMatch(/^listOrders:/);
    expect(menu.others.some((c) => /^(getProduct|listOrders):/.test(c.title))).toBe(false);

    const found = scenarioMenu(choices, ['getProduct'], 'LISTORDERS 500');
    expect(found.called).toEqual([]);
    expect(found.others.map((c) => c.title)).toContain('listOrders:500');
    expect(found.others.every((c) => c.title.startsWith('listOrders:'))).toBe(true);
    expect(scenarioMenu(choices, [], 'no such thing at all')).toEqual({ called: [], others: [] });
  });

  it('says when the chosen scenario does not reach the story', () => {
    expect(unusedScenario('listOrders:500', ['getProduct', 'listOrders'])).toBeUndefined();
    expect(unusedScenario('listOrders:500', ['getProduct'])).toBe('this story has not called listOrders');
  });
});
