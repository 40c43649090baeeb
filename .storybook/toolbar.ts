/**
 * The mock backend from Storybook's toolbar: who is signed in, a mock state (session-wide), a
 * scenario variant of one operation, a data preset and the clock, applied to whatever story is
 * open, on top of the story's own `parameters.session` and `parameters.scenarios`.
 *
 * Each choice is a Storybook global, so it is in the address
 * (`&globals=session:admin;scenario:getProduct--404`) and a designer can send the link. Storybook
 * only keeps a global in the address when its value is letters, digits, spaces, `_` and `-`, so a
 * scenario name travels with `:` written `--` and `.` written `__`
 * (`resetPassword:invalid_payload.code` is `resetPassword--invalid_payload__code`).
 */
import { db } from '../mocks/db';
import { DEMO_ACCOUNTS } from '../mocks/seed/demo-accounts';
import { applyDataPreset, bigBasketLines, DATA_PRESETS, type DataPresetName } from '../mocks/seed/presets';
import { clock, parseClockParam } from '../mocks/services/clock';
import { STATES, variants } from '../mocks/scenarios/variants';
import { CART_KEY } from '../src/lib/cart-storage';
import type { StorySession } from './mock-backend';
import { fromGlobalValue, toGlobalValue, type ScenarioChoice } from './scenario-menu';

export { fromGlobalValue, toGlobalValue };

/** The clock's choices: a name the address can hold, and what `?clock=` would say in the app. */
export const CLOCK_CHOICES = [
  { value: 'in-16-minutes', clock: '+16m', title: '+16 minutes (access tokens expired)' },
  { value: 'in-1-day', clock: '+1d', title: '+1 day' },
  { value: 'in-8-days', clock: '+8d', title: '+8 days ("New" badges gone)' },
  { value: 'in-31-days', clock: '+31d', title: '+31 days (refresh tokens expired)' },
  { value: 'back-2-hours', clock: '-2h', title: '−2 hours' },
  { value: 'christmas-eve', clock: '2026-12-24T09:00', title: '24 Dec 2026, 09:00 UTC' },
  { value: 'new-year', clock: '2027-01-02T09:00', title: '2 Jan 2027, 09:00 UTC' },
] as const;

const SESSIONS: ReadonlyArray<{ value: StorySession; title: string }> = [
  { value: 'signed-out', title: 'Visitor (signed out)' },
  { value: 'customer', title: `Customer (${DEMO_ACCOUNTS.customer})` },
  { value: 'admin', title: `Admin (${DEMO_ACCOUNTS.admin})` },
];

/** The toolbar item that puts a global back to the story's own choice. */
const storyOwn = (title: string) => ({ value: '', title, type: 'reset' as const });

/** The toolbar menus (Storybook `globalTypes`). Built on first use: the variants come from the contract. */
export function toolbarGlobalTypes() {
  return {
    session: {
      description: 'Who is signed in (the mock signs in with real tokens)',
      toolbar: {
        title: 'Session',
        icon: 'user' as const,
        dynamicTitle: true,
        items: [storyOwn('Session: the story’s own'), ...SESSIONS],
      },
    },
    mockState: {
      description: 'A session-wide mock state (network, uploads, tokens, empty store, spec shapes)',
      toolbar: {
        title: 'State',
        icon: 'globe' as const,
        dynamicTitle: true,
        items: [
          storyOwn('State: none'),
          ...STATES.map((s) => ({ value: toGlobalValue(s.id), title: s.id, right: s.description })),
        ],
      },
    },
    // Its menu, with a search and the story's own operations first, is scenario-tool.tsx.
    scenario: { description: 'One operation’s answer, as ?scenario= in the app (operationId:variant)' },
    dataPreset: {
      description: 'A data preset: the seed, transformed (long text, no images, 500 reviews, …)',
      toolbar: {
        title: 'Data',
        icon: 'database' as const,
        dynamicTitle: true,
        items: [
          storyOwn('Data: the seed'),
          ...Object.entries(DATA_PRESETS).map(([name, description]) => ({
            value: name,
            title: `data:${name}`,
            right: description,
          })),
        ],
      },
    },
    clock: {
      description: 'Move the mock’s clock, as ?clock= in the app',
      toolbar: {
        title: 'Clock',
        icon: 'time' as const,
        dynamicTitle: true,
        items: [storyOwn('Clock: real time'), ...CLOCK_CHOICES.map(({ value, title }) => ({ value, title }))],
      },
    },
  };
}

/** The Scenario menu's choices (scenario-tool.tsx): every variant of the contract. */
export function scenarioChoices(): ScenarioChoice[] {
  return variants().map((v) => ({ value: toGlobalValue(v.id), title: v.id, right: v.description }));
}

/** What the toolbar asks for, read from the story's globals (empty values: the story's own). */
export interface ToolbarChoice {
  session?: StorySession;
  scenarios: string[];
  preset?: DataPresetName;
  clock?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function readToolbar(globals: Record<string, unknown>): ToolbarChoice {
  const session = SESSIONS.find((s) => s.value === text(globals.session))?.value;
  const scenarios = [text(globals.mockState), text(globals.scenario)].filter(Boolean).map(fromGlobalValue);
  const presetName = text(globals.dataPreset);
  const preset = Object.hasOwn(DATA_PRESETS, presetName) ? (presetName as DataPresetName) : undefined;
  const clockValue = CLOCK_CHOICES.find((c) => c.value === text(globals.clock))?.clock;
  return { session, scenarios, preset, clock: clockValue };
}

/** The toolbar's choices as one string, to tell when they change. */
export function toolbarKey(globals: Record<string, unknown>): string {
  return ['session', 'mockState', 'scenario', 'dataPreset', 'clock'].map((k) => text(globals[k])).join('|');
}

/** After the seed and the session: the data preset (with the 40-line basket), then the clock moved on. */
export async function applyToolbarData(choice: ToolbarChoice): Promise<void> {
  if (choice.preset) {
    await applyDataPreset(db, choice.preset);
    if (choice.preset === 'big-basket') {
      const value = JSON.stringify(bigBasketLines(db.products.all()));
      bigBasket = value;
      localStorage.setItem(CART_KEY, value);
      dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: value, storageArea: localStorage }));
    }
  }
  if (choice.clock) {
    const parsed = parseClockParam(choice.clock);
    // After signing in, from the story's start (the real now in Storybook, the fixed instant in the
    // test run): +16 minutes finds the access token expired. A date is where the story starts (toolbarStart).
    if (parsed.ok && parsed.move.kind === 'offset') clock.advance(parsed.move.ms);
  }
}

/** The basket `data:big-basket` wrote last. */
let bigBasket: string | null = null;

/**
 * The toolbar's choices the story replaced with its own, once it has drawn (its `beforeEach` has
 * run): `data:big-basket` when the story put its own basket in place of the preset's 40 lines.
 */
export function toolbarOverrides(choice: ToolbarChoice): string[] {
  return choice.preset === 'big-basket' && localStorage.getItem(CART_KEY) !== bigBasket ? ['data:big-basket'] : [];
}

/** The Clock set to a date: the story starts, and signs in, on that day (prepareSession). */
export function toolbarStart(choice: ToolbarChoice): number | undefined {
  const parsed = choice.clock ? parseClockParam(choice.clock) : null;
  return parsed?.ok && parsed.move.kind === 'set' ? parsed.move.at : undefined;
}

/** The toolbar key each story was last loaded with, in this page. */
const loadedWith = new Map<string, string>();

/**
 * Whether a toolbar change has just reached an open story. Storybook then re-runs the loaders
 * and renders again, but not the play function, and over state the first render left behind (a
 * request in flight, a form's module state); the caller reloads the frame instead, so the story
 * starts afresh with the new choices, its play function too. A story's first load (every load in
 * a test run) is never a change.
 */
export function toolbarChanged(storyId: string, globals: Record<string, unknown>): boolean {
  const key = toolbarKey(globals);
  const before = loadedWith.get(storyId);
  loadedWith.set(storyId, key);
  return before !== undefined && before !== key;
}
