/**
 * Scenario names with a figure in them, beside the fixed catalogue of variants.ts:
 * - `getProduct:delay=1200`: that operation answers normally, 1,200 ms late;
 * - `getProduct:500x2`: a variant for the next 2 calls, then the normal answer;
 * - `verifyPayment:500,then:200`: steps that follow each other (`then:` names a variant of the
 *   previous step's operation; a step without `xN` answers once, except the last, which stays);
 * - `network:3g`, `network:flaky`: every answer late by a spread of latencies, and for flaky some
 *   requests dropped (the request fails, as on a mobile network that cuts out);
 * - `seed:42`: the seed of the draws behind the network profiles, so a run can be replayed exactly
 *   (`?scenario=network:flaky&seed=42` in a link).
 * They work wherever the other names do: links, the devtools panel, Storybook's `parameters.scenarios`,
 * the X-Mock-Scenario header, `mock:server --scenarios` and `PUT /__mock/scenarios`.
 */
import { operations, type OperationId } from '../../src/api/operations.gen';
import { findVariant, type Variant } from './variants';

export const MAX_DELAY_MS = 60_000;
export const MAX_REPEAT = 100;

/** Named network profiles (described in variants.ts's STATES): a latency drawn between min and max (ms), and the share of requests dropped. */
export const NETWORK_PROFILES = {
  'network:3g': { min: 300, max: 1_500, drop: 0 },
  'network:flaky': { min: 200, max: 4_000, drop: 0.2 },
} as const;

export type NetworkProfileId = keyof typeof NETWORK_PROFILES;

export const isNetworkProfile = (id: string): id is NetworkProfileId => id in NETWORK_PROFILES;

const SEED = /^seed:(\d{1,9})$/;
const DELAY = /^([A-Za-z]+):delay=(\d{1,5})$/;
const REPEAT = /^([A-Za-z]+):(.+)x(\d{1,3})$/;
const THEN = /^then:(.+)$/;

export function seedOf(ids: readonly string[]): number | null {
  for (const id of [...ids].reverse()) {
    const match = SEED.exec(id);
    if (match) return Number(match[1]);
  }
  return null;
}

/** One step of an operation's plan: what answers, and for how many calls (Infinity: from then on). */
export interface Step {
  /** The name as given (`getProduct:500x2`, `then:200`). */
  name: string;
  operation: OperationId;
  /** A catalogue variant, or a delay before the normal answer. */
  variant: Variant | null;
  delayMs: number;
  times: number;
}

const isOperation = (name: string): name is OperationId => Object.hasOwn(operations, name);

/** A step as named: `times` is null when the name gives no count. */
type Draft = Omit<Step, 'times'> & { times: number | null };

/** A name that stands alone (not `then:`). */
function standalone(name: string): Draft | null {
  const delay = DELAY.exec(name);
  if (delay && isOperation(delay[1]!) && Number(delay[2]) <= MAX_DELAY_MS)
    return { name, operation: delay[1], variant: null, delayMs: Number(delay[2]), times: null };
  const fixed = findVariant(name);
  if (fixed) return { name, operation: fixed.operation, variant: fixed, delayMs: 0, times: null };
  const repeat = REPEAT.exec(name);
  if (repeat && isOperation(repeat[1]!) && Number(repeat[3]) >= 1 && Number(repeat[3]) <= MAX_REPEAT) {
    const inner = standalone(`${repeat[1]}:${repeat[2]}`);
    if (inner && inner.times === null) return { ...inner, name, times: Number(repeat[3]) };
  }
  return null;
}

/** The operation a name (not `then:`) is about, if any. */
export const operationOf = (name: string): OperationId | null => standalone(name)?.operation ?? null;

export const isThenName = (name: string): boolean => THEN.test(name);

/** A name after `previous` (the operation of the step before it, for `then:`). */
function draft(name: string, previous: OperationId | null): Draft | null {
  const then = THEN.exec(name);
  if (!then) return standalone(name);
  const found = previous ? standalone(`${previous}:${then[1]}`) : null;
  return found && { ...found, name };
}

/** The operation of the last name about one, for a `then:` after them. */
export function lastOperation(names: readonly string[]): OperationId | null {
  let operation: OperationId | null = null;
  for (const name of names) operation = draft(name, operation)?.operation ?? operation;
  return operation;
}

/** Whether a name is one of these, given the names before it (for `then:`). */
export function isDynamicName(name: string, before: readonly string[]): boolean {
  if (SEED.test(name)) return true;
  return draft(name, lastOperation(before)) !== null;
}

/** Where a name sits in the plans: its operation's steps and its index among them. */
export interface Place {
  operation: OperationId;
  steps: Step[];
  index: number;
}

/**
 * Each operation's plan in a list of names: a name of the operation starts a new plan (replacing
 * any earlier one: later names win), and the `then:` names after it add steps. A step without a
 * count answers once, except the last of its plan, which answers from then on.
 */
export function plans(names: readonly string[]): Map<OperationId, Step[]> {
  return placeNames(names).plans;
}

/**
 * The plans, and where each name of the list sits in them (null for a state, `seed:N` or a name
 * not understood). A name whose plan a later name replaced keeps its place in the old steps.
 */
export function placeNames(names: readonly string[]): { plans: Map<OperationId, Step[]>; places: (Place | null)[] } {
  let current: Draft[] | null = null;
  let operation: OperationId | null = null;
  const drafts = new Map<OperationId, Draft[]>();
  const drafted: ({ operation: OperationId; drafts: Draft[]; index: number } | null)[] = [];
  for (const name of names) {
    const found = draft(name, operation);
    if (!found) {
      drafted.push(null);
      continue;
    }
    if (!THEN.test(name) || !current) {
      current = [];
      drafts.set(found.operation, current);
    }
    drafted.push({ operation: found.operation, drafts: current, index: current.length });
    current.push(found);
    operation = found.operation;
  }
  const stepsOf = new Map<Draft[], Step[]>();
  for (const steps of new Set(drafted.flatMap((d) => (d ? [d.drafts] : []))))
    stepsOf.set(
      steps,
      steps.map((s, i) => ({ ...s, times: s.times ?? (i === steps.length - 1 ? Infinity : 1) })),
    );
  const out = new Map<OperationId, Step[]>();
  for (const [id, steps] of drafts) out.set(id, stepsOf.get(steps)!);
  return {
    plans: out,
    places: drafted.map((d) => d && { operation: d.operation, steps: stepsOf.get(d.drafts)!, index: d.index }),
  };
}

/**
 * What step `index` of a plan does at the next call, after `calls` calls of the plan, for the Mock
 * panel: `next: call 2 of 3`, `next call`, `done`, `after 2 more calls`; null for a plan of one
 * step that answers every call (`getProduct:404`, `getProduct:delay=1200`).
 */
export function stepNote(steps: readonly Step[], index: number, calls: number): string | null {
  const step = steps[index]!;
  if (steps.length === 1 && !Number.isFinite(step.times)) return null;
  const start = steps.slice(0, index).reduce((sum, s) => sum + s.times, 0);
  const last = index === steps.length - 1;
  if (calls < start) {
    const wait = start - calls;
    return `after ${wait} more call${wait === 1 ? '' : 's'}`;
  }
  if (calls >= start + step.times) return last ? 'used up: the normal answer from now on' : 'done';
  if (!Number.isFinite(step.times)) return 'next call and every call after';
  return step.times > 1 ? `next: call ${calls - start + 1} of ${step.times}` : 'next call';
}

/**
 * Which step answers the call after `calls` earlier calls of the plan, with its position for the
 * request log (`2 of 3`), or null when the plan is used up (the normal answer).
 */
export function stepFor(steps: readonly Step[], calls: number): { step: Step; label: string } | null {
  let start = 0;
  for (const [index, candidate] of steps.entries()) {
    if (calls < start + candidate.times) {
      const within = calls - start + 1;
      const count =
        Number.isFinite(candidate.times) && candidate.times > 1 ? ` (call ${within} of ${candidate.times})` : '';
      return {
        step: candidate,
        label:
          steps.length > 1
            ? `step ${index + 1} of ${steps.length}: ${candidate.name}${count}`
            : `${candidate.name}${count}`,
      };
    }
    start += candidate.times;
  }
  return null;
}

/** One request's draw under a profile: how late it answers, and whether it is dropped. */
export function networkDraw(profile: NetworkProfileId, random: () => number): { waitMs: number; dropped: boolean } {
  const { min, max, drop } = NETWORK_PROFILES[profile];
  const dropped = random() < drop;
  return { waitMs: Math.round(min + (max - min) * random()), dropped };
}

/** mulberry32: a small seeded generator, so the same seed gives the same draws. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
