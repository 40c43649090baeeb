import { describe, expect, it } from 'vitest';
import { STATES, variants } from '../mocks/scenarios/variants';
import { fromGlobalValue, readToolbar, toGlobalValue, toolbarGlobalTypes } from '../.storybook/toolbar';

/** What Storybook keeps of a global in the address (storybook/internal/router: VALIDATION_REGEXP). */
const KEPT_IN_ADDRESS = /^[a-zA-Z0-9 _-]*$/;

describe('the Storybook toolbar', () => {
  it('offers every scenario variant and session-wide state, each in a form the address keeps', () => {
    const types = toolbarGlobalTypes();
    const offered = [...types.scenario.toolbar.items, ...types.mockState.toolbar.items]
      .map((item) => item.value)
      .filter(Boolean);
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
});
