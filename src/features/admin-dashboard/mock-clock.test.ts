/** The dashboard's dates follow the mock's clock (mocks/services/clock.ts), as QA moves it. */
import { afterEach, describe, expect, it } from 'vitest';
import { clock } from '@mocks/services/clock';
import { isNewUser, requestedWindow, todayUtc } from './dashboard-values';

const DAY = 86_400_000;
afterEach(() => clock.reset());

describe('the dashboard on the mock’s clock', () => {
  it('moves the dashboard’s today, its windows and the "New" badge with the mock’s clock', () => {
    const joined = new Date(Date.now() - DAY).toISOString();
    expect(isNewUser(joined)).toBe(true);
    clock.advance(8 * DAY);
    expect(isNewUser(joined)).toBe(false);
    clock.set(Date.UTC(2026, 11, 31, 12));
    expect(todayUtc()).toBe('2026-12-31');
    expect(requestedWindow({ range: '7d' })).toEqual({
      name: expect.any(String),
      from: '2026-12-25',
      to: '2026-12-31',
    });
  });
});
