/**
 * Why a scenario name was not understood, in a sentence that names the known names beside it: for
 * the Mock panel (its free text, the address's typos), the X-Mock-Scenario header's 400 and
 * PUT /__mock/scenarios. Whether a name is known is decided by the one parser (./store.ts,
 * `parseScenarioList`); this only explains its refusals.
 */
import { operations, type OperationId } from '../../src/api/operations.gen';
import { lastOperation, MAX_DELAY_MS, MAX_REPEAT } from './dynamic';
import { STATES, variants } from './variants';

const OPERATIONS = Object.keys(operations) as OperationId[];

/** Levenshtein's distance: how many letters to change, add or remove to go from `a` to `b`. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
}

/** The candidate nearest to `name`, when it is near enough to be a typo of it. */
function closest<T extends string>(name: string, candidates: readonly T[]): T | null {
  let best: T | null = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= Math.max(2, Math.floor(name.length / 4)) ? best : null;
}

const guess = (name: string, candidates: readonly string[]) => {
  const near = closest(name, candidates);
  return near ? `Did you mean ${near}? ` : '';
};

/** The names an operation takes, from the contract. */
const namesOf = (operation: OperationId) => variants().flatMap((v) => (v.operation === operation ? [v.id] : []));

/**
 * Why `name` is not a scenario, and the known names it was probably meant as; `before` are the
 * names before it in its list (a `then:` step takes its operation from them).
 */
function knownNamesFor(name: string, before: readonly string[] = []): string {
  const colon = name.indexOf(':');
  const prefix = colon < 0 ? name : name.slice(0, colon);
  if (prefix === 'then') {
    const operation = lastOperation(before);
    if (!operation) return 'then: follows a name of an operation in the same list, as in getProduct:500,then:200.';
    const steps = namesOf(operation).map((n) => `then:${n.slice(operation.length + 1)}`);
    return `${guess(name, steps)}After ${operation}, then: takes one of its answers: ${steps.join(', ')}, or then:delay=N.`;
  }
  if (prefix === 'seed') return 'seed:N takes a whole number of up to 9 digits, as in seed:42.';
  const states = STATES.map((s) => s.id);
  const aboutState = states.some((id) => id.startsWith(`${prefix}:`));
  const operation = aboutState
    ? null
    : (OPERATIONS.find((o) => o.toLowerCase() === prefix.toLowerCase()) ?? closest(prefix, OPERATIONS));
  if (operation) {
    const names = namesOf(operation);
    return (
      `${guess(name, names)}${operation} takes ${names.join(', ')}; ${operation}:delay=N (N up to ${MAX_DELAY_MS} ms); ` +
      `and any of them followed by xN (N from 1 to ${MAX_REPEAT}), as in ${operation}:500x2.`
    );
  }
  return (
    `${guess(name, states)}A scenario is an operation's answer, operation:variant (operations: ${OPERATIONS.join(', ')}), ` +
    `or a session-wide state (${states.join(', ')}).`
  );
}

/**
 * The sentence that refuses a list for its unknown names, each with the known names beside it
 * (`list`: the whole list, for the `then:` steps' context).
 */
export function unknownScenarioMessage(unknown: readonly string[], list: readonly string[]): string {
  const head = `Unknown scenario${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`;
  const why = unknown.map((name) => {
    const hint = knownNamesFor(name, list.slice(0, Math.max(0, list.indexOf(name))));
    return unknown.length > 1 ? `${name}: ${hint}` : hint;
  });
  return [head, ...why].join(' ');
}
