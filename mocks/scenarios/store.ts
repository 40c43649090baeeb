/**
 * The active scenarios: variant names (`getProduct:404`), session-wide states (`network:slow`)
 * and the names with a figure in them (`getProduct:500x2`, `then:200`, `seed:42`; ./dynamic.ts). One list per mock backend (per tab in the browser); listeners hear changes.
 */
import { isDynamicName, isThenName, operationOf } from './dynamic';
import { findVariant, isStateId } from './variants';

/** The request header that picks scenarios for one request: `X-Mock-Scenario: a:b,c:d`. */
export const SCENARIO_HEADER = 'X-Mock-Scenario';

export interface ParsedScenarios {
  /** Known names, in the order given, each once. */
  ids: string[];
  /** Names that are neither a variant nor a state. */
  unknown: string[];
}

/** The names of `a:b,c:d` as written (commas, spaces or newlines between names). */
export const splitScenarioList = (text: string | null | undefined): string[] =>
  (text ?? '').split(/[\s,]+/).filter(Boolean);

/** Reads `a:b,c:d` (commas, spaces or newlines between names). */
export function parseScenarioList(text: string | null | undefined): ParsedScenarios {
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const name of splitScenarioList(text)) {
    if (findVariant(name) || isStateId(name) || isDynamicName(name, ids)) {
      // A `then:` step may repeat (`a:500,then:200,then:500`); any other name counts once.
      if (isThenName(name) || !ids.includes(name)) ids.push(name);
    } else if (!unknown.includes(name)) unknown.push(name);
  }
  return { ids, unknown };
}

export function formatScenarioList(ids: readonly string[]): string {
  return ids.join(',');
}

/** `list` less `id` and every other name about its operation, with their `then:` steps. */
function without(list: readonly string[], id: string): string[] {
  const operation = operationOf(id);
  const kept: string[] = [];
  let dropping = false;
  for (const name of list) {
    if (isThenName(name)) {
      if (!dropping) kept.push(name);
      continue;
    }
    dropping = name === id || (operation !== null && operationOf(name) === operation);
    if (!dropping) kept.push(name);
  }
  return kept;
}

type Listener = (ids: readonly string[], previous: readonly string[]) => void;

let active: readonly string[] = [];
const listeners = new Set<Listener>();

export const scenarioStore = {
  active: (): readonly string[] => active,
  /** Replaces the list (unknown names are dropped; later names win over earlier ones for an operation). */
  set(ids: readonly string[]): void {
    const next = parseScenarioList(ids.join(',')).ids;
    if (next.length === active.length && next.every((id, i) => id === active[i])) return;
    const previous = active;
    active = next;
    listeners.forEach((listener) => listener(active, previous));
  },
  /**
   * Turns names on, in order: a name about an operation replaces the other names about it (with
   * their `then:` steps); a `then:` step goes after the name before it.
   */
  add(...ids: string[]): void {
    let list = [...active];
    for (const id of ids) list = isThenName(id) ? [...list, id] : [...without(list, id), id];
    scenarioStore.set(list);
  },
  /** Turns one off, with the `then:` steps that follow it. */
  remove(id: string): void {
    let dropping = false;
    scenarioStore.set(
      active.filter((name) => {
        if (!isThenName(name) || name === id) dropping = name === id;
        return !dropping;
      }),
    );
  },
  clear(): void {
    scenarioStore.set([]);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
