/**
 * The page's address with what is on in the mock: the tab's scenarios (`?scenario=`, with the
 * `seed:N` of `&seed=` in it), the data preset (`?data=`) and the clock (`?clock=+8d`). The
 * panel's Reload page loads it, so a reload keeps what was ticked and the address says what is on;
 * Copy link to share copies it.
 */
import { CLOCK_PARAM, DATA_PARAM, PANEL_RELOAD_STORAGE_KEY, SCENARIO_PARAM } from '../../src/config/mock-storage-keys';
import { currentPreset } from '../scenarios/browser-data';
import { scenarioStore } from '../scenarios/store';
import { clock, formatDuration } from '../services/clock';

export interface MockState {
  scenarios: readonly string[];
  preset: string | null;
  clockOffsetMs: number;
}

const currentState = (): MockState => ({
  scenarios: scenarioStore.active(),
  preset: currentPreset(),
  clockOffsetMs: clock.offset(),
});

/** Keeps `:`, `,`, `=` and `+` readable; escapes what would end the value. */
const readable = (value: string) => value.replace(/[&#%\s]/g, encodeURIComponent);

/** `href` with its scenario, seed, data and clock parameters written from `state` (none when off). */
export function mockAddress(href: string, state: MockState = currentState()): string {
  const url = new URL(href);
  const params = new URLSearchParams(url.search);
  for (const name of [SCENARIO_PARAM, 'seed', DATA_PARAM, CLOCK_PARAM]) params.delete(name);
  const ours: string[] = [];
  if (state.scenarios.length > 0) ours.push(`${SCENARIO_PARAM}=${readable(state.scenarios.join(','))}`);
  if (state.preset) ours.push(`${DATA_PARAM}=${readable(state.preset)}`);
  // A `+` in an address reads as a space: the mock's clock reads ` 8d` as +8d.
  const clockValue = formatDuration(state.clockOffsetMs);
  if (clockValue) ours.push(`${CLOCK_PARAM}=${readable(clockValue)}`);
  const search = [params.toString(), ...ours].filter(Boolean).join('&');
  url.search = search ? `?${search}` : '';
  return url.toString();
}

/**
 * The panel's Reload page: the address rewritten from what is on, then loaded. The load knows the
 * panel started it, so the preset it names, already the saved data's, is not applied again.
 */
export function reloadWithAddress(target: Pick<Location, 'href' | 'replace'> = location): void {
  try {
    sessionStorage.setItem(PANEL_RELOAD_STORAGE_KEY, '1');
  } catch {
    // No storage: the load applies the address's preset again, as a link would.
  }
  target.replace(mockAddress(target.href));
}
