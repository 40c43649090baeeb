/**
 * Scenarios in the browser: `?scenario=a:b,c:d` on any page (with `&seed=42` for the network
 * profiles' draws) turns them on for this tab (kept in
 * sessionStorage, so they survive reloads and the payment redirect, until cleared with
 * `?scenario=` or `?scenario=none`), and `window.__mockScenarios` drives them from tests and the
 * console. A value the mock does not understand changes nothing: the tab keeps what it had, and
 * the Mock button and panel say what was not understood (./address-problems.ts).
 */
import { addressProblems } from './address-problems';
import { startBrowserData } from './browser-data';
import { scenarioLog, type ScenarioLogEntry } from './engine';
import { unknownScenarioMessage } from './known-names';
import { formatScenarioList, parseScenarioList, scenarioStore, splitScenarioList } from './store';
import {
  CLOCK_PARAM,
  CLOCK_STORAGE_KEY,
  SCENARIO_PARAM,
  SCENARIO_STORAGE_KEY,
} from '../../src/config/mock-storage-keys';
import { clock, parseClockParam } from '../services/clock';
import { STATES, variants, type Variant } from './variants';

export interface ScenarioControl {
  /** Every variant and state there is. */
  variants: () => readonly Variant[];
  states: () => readonly { id: string; description: string }[];
  active: () => readonly string[];
  /** Replaces the active list: names as an array or as `a:b,c:d`. Returns the unknown names. */
  set: (names: string | readonly string[]) => string[];
  add: (name: string) => void;
  remove: (name: string) => void;
  clear: () => void;
  /** The requests the mock answered, newest first, with the scenario that shaped each. */
  log: () => readonly ScenarioLogEntry[];
}

function readStored(): string[] {
  try {
    return parseScenarioList(sessionStorage.getItem(SCENARIO_STORAGE_KEY)).ids;
  } catch {
    return [];
  }
}

function store(ids: readonly string[]): void {
  try {
    if (ids.length === 0) sessionStorage.removeItem(SCENARIO_STORAGE_KEY);
    else sessionStorage.setItem(SCENARIO_STORAGE_KEY, formatScenarioList(ids));
  } catch {
    // Storage refused (private mode, quota): the scenarios still hold for this page.
  }
}

/**
 * The tab's mock clock: `?clock=+8d` (8 days from the real now, however often the page reloads),
 * `?clock=2026-12-24T09:00` (UTC) or `?clock=now`; else the offset kept for the tab. Every move
 * (the panel's too) is kept in sessionStorage as the offset from the real clock.
 */
export function startBrowserClock(search: string = location.search): { error: string | null } {
  const value = new URLSearchParams(search).get(CLOCK_PARAM);
  let error: string | null = null;
  if (value !== null) {
    const parsed = parseClockParam(value);
    if (!parsed.ok) error = parsed.message;
    else if (parsed.move.kind === 'reset') clock.reset();
    else if (parsed.move.kind === 'offset') clock.setOffset(parsed.move.ms);
    else clock.set(parsed.move.at);
  }
  if (value === null || error) {
    try {
      const kept = Number(sessionStorage.getItem(CLOCK_STORAGE_KEY) ?? 0);
      clock.setOffset(Number.isFinite(kept) ? kept : 0);
    } catch {
      // No storage: the real clock.
    }
  }
  const keep = () => {
    try {
      if (clock.offset() === 0) sessionStorage.removeItem(CLOCK_STORAGE_KEY);
      else sessionStorage.setItem(CLOCK_STORAGE_KEY, String(clock.offset()));
    } catch {
      // Storage refused: the clock still holds for this page.
    }
  };
  keep();
  clock.subscribe(keep);
  if (error) {
    console.warn(`[mock] ?clock= ignored: ${error}`);
    addressProblems.report({ param: CLOCK_PARAM, value: value ?? '', message: error });
  }
  return { error };
}

/**
 * Reads the URL and the tab's saved list, keeps the list saved, and installs window.__mockScenarios.
 * `setUp` (a catalogue row's sign-in and cart, ./row-setup.ts) runs on the clock and data the URL
 * asks for, before the list is turned on: a session-wide state then finds the row's session in place.
 */
export async function startBrowserScenarios(setUp?: () => Promise<void>): Promise<{ unknown: string[] }> {
  startBrowserClock();
  // The mock's reset lives in mocks/browser.ts, which imports this module (loaded by then).
  const data = startBrowserData(() => import('../browser').then(({ resetMockData }) => resetMockData()));
  if (setUp) {
    await data.done;
    await setUp();
  }
  const params = new URLSearchParams(location.search);
  let unknown: string[] = [];
  if (params.has(SCENARIO_PARAM)) {
    // `&seed=42` beside the list: the network profiles' draws replay exactly.
    const seed = params.get('seed');
    const list = params.get(SCENARIO_PARAM) ?? '';
    const text = `${list}${seed ? `,seed:${seed}` : ''}`;
    const parsed = list.trim() === 'none' ? { ids: [], unknown: [] } : parseScenarioList(text);
    unknown = parsed.unknown;
    // A list with a name not understood is not half applied: the tab keeps what it had.
    if (unknown.length > 0) {
      scenarioStore.set(readStored());
      addressProblems.report({
        param: SCENARIO_PARAM,
        value: text,
        message: unknownScenarioMessage(unknown, splitScenarioList(text)),
      });
    } else scenarioStore.set(parsed.ids);
  } else {
    scenarioStore.set(readStored());
  }
  store(scenarioStore.active());
  scenarioStore.subscribe((ids) => store(ids));
  if (unknown.length > 0) console.warn(`[mock] ?scenario= not applied, unknown: ${unknown.join(', ')}`);

  const control: ScenarioControl = {
    variants,
    states: () => STATES,
    active: () => scenarioStore.active(),
    set(names) {
      const parsed = parseScenarioList(typeof names === 'string' ? names : names.join(','));
      scenarioStore.set(parsed.ids);
      return parsed.unknown;
    },
    add: (name) => scenarioStore.add(name),
    remove: (name) => scenarioStore.remove(name),
    clear: () => scenarioStore.clear(),
    log: () => scenarioLog.entries(),
  };
  (window as unknown as { __mockScenarios?: ScenarioControl }).__mockScenarios = control;
  return { unknown };
}
