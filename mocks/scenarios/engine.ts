/**
 * Answers a request as the active scenarios say, before the mock's own handlers (it runs as the
 * gate's `beforeOperation` hook). Precedence, highest first:
 *   1. the request's X-Mock-Scenario header (that request only);
 *   2. the tab's active list (set from ?scenario=, the devtools panel, window.__mockScenarios,
 *      or a story's parameters), later names winning over earlier ones.
 * A variant of the request's own operation beats a session-wide state. A header with a name the
 * parser does not know is refused whole (400, naming the known names), as PUT /__mock/scenarios is.
 */
import { delay, HttpResponse } from 'msw';
import { hang } from './hang';
import type { OperationId } from '../../src/api/operations.gen';
import type { Database } from '../db';
import { authSettings, expireAccessTokens } from '../services/auth';
import { emptyBody, errorBody, malform, withOutcome } from './bodies';
import { LEAN_SHAPES_STATE, leanErrorResponse, leanShapedResponse } from './lean-shapes';
import { specRefusal, specShapedResponse, SPEC_SHAPES_STATE } from './spec-shapes';
import { loseTheRace, STOCK_RACE_STATE } from './stock-race';
import { parseScenarioList, SCENARIO_HEADER, scenarioStore, splitScenarioList } from './store';
import {
  isNetworkProfile,
  networkDraw,
  placeNames,
  plans,
  seededRandom,
  seedOf,
  stepFor,
  stepNote,
  type Step,
} from './dynamic';
import { unknownScenarioMessage } from './known-names';
import { listProperty, SLOW_MS, type Variant } from './variants';

/** New access tokens' life under 'session:access_expired' and 'session:refresh_fails'. */
export const SHORT_ACCESS_TTL_S = 20;

export interface ScenarioLogEntry {
  at: string;
  method: string;
  path: string;
  operation: OperationId;
  /** The variant or state that shaped the answer, or null for the normal answer. */
  scenario: string | null;
  /** Where it came from: the request header or the tab's list. */
  source: 'header' | 'active' | null;
}

const LOG_SIZE = 200;
const log: ScenarioLogEntry[] = [];
const logListeners = new Set<() => void>();

export const scenarioLog = {
  entries: (): readonly ScenarioLogEntry[] => log,
  clear(): void {
    log.length = 0;
    logListeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    logListeners.add(listener);
    return () => logListeners.delete(listener);
  },
};

function record(entry: ScenarioLogEntry) {
  log.unshift(entry);
  if (log.length > LOG_SIZE) log.length = LOG_SIZE;
  logListeners.forEach((l) => l());
}

async function carriesFile(request: Request): Promise<boolean> {
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return false;
  try {
    const form = await request.clone().formData();
    return [...form.values()].some((v) => typeof v !== 'string' && (v as File).size > 0);
  } catch {
    return false;
  }
}

/** How many calls each plan has answered (per list it came from): a sequence moves on with them. */
const progress = new Map<string, number>();
/** The draws of the network profiles, per list: seeded by `seed:N` when there is one. */
const generators = new Map<string, () => number>();

function randomFor(header: readonly string[]): () => number {
  const key = header.some(isNetworkProfile) ? `header ${header.join(',')}` : 'active';
  let random = generators.get(key);
  if (!random) {
    const seed = seedOf(header.some(isNetworkProfile) ? header : scenarioStore.active());
    random = seededRandom(seed ?? Math.floor(Math.random() * 2 ** 32));
    generators.set(key, random);
  }
  return random;
}

/** The key of a plan's count of calls: where its list came from, its operation and its steps. */
const progressKey = (from: string, operation: OperationId, plan: readonly Step[]) =>
  `${from}|${operation}|${plan.map((s) => s.name).join(',')}`;

/**
 * The tab's list, each name with what it does at the next call of its operation (`next: call 2 of
 * 3`, `done`, …; null when it does the same at every call), for the Mock panel. The request log's
 * listeners hear every call that moves a plan on.
 */
export function activeProgress(): { name: string; next: string | null }[] {
  const names = scenarioStore.active();
  const { plans: current, places } = placeNames(names);
  return names.map((name, i) => {
    const place = places[i];
    if (!place) return { name, next: null };
    if (current.get(place.operation) !== place.steps) return { name, next: 'replaced by a later name' };
    const calls = progress.get(progressKey('active', place.operation, place.steps)) ?? 0;
    return { name, next: stepNote(place.steps, place.index, calls) };
  });
}

/** The X-Mock-Scenario header's refusal when it names a scenario the parser does not know, else null. */
function refuseHeader(request: Request): Response | null {
  const text = request.headers.get(SCENARIO_HEADER);
  const { unknown } = parseScenarioList(text);
  if (unknown.length === 0) return null;
  return HttpResponse.json(
    {
      error: 'invalid_payload',
      message: `${SCENARIO_HEADER}: ${unknownScenarioMessage(unknown, splitScenarioList(text))} Nothing of the header was applied.`,
      fields: { [SCENARIO_HEADER]: `unknown scenario${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}` },
    },
    { status: 400 },
  );
}

/** Sequences start again and the draws restart from their seed: on any change of the list, and on a reset. */
export function restartScenarioProgress(): void {
  progress.clear();
  generators.clear();
}
scenarioStore.subscribe(restartScenarioProgress);

/** Forwards a request to the mock's own handlers (for `:malformed`, which changes the real answer). */
export type Forward = (request: Request) => Promise<Response | undefined>;

export function createScenarioHook(forward: Forward) {
  return async function scenarioAnswer(operation: OperationId, request: Request): Promise<Response | undefined> {
    const header = parseScenarioList(request.headers.get(SCENARIO_HEADER)).ids;
    const fromActive = scenarioStore.active();
    const url = new URL(request.url);
    const base = { at: new Date().toISOString(), method: request.method, path: url.pathname + url.search, operation };
    const refused = refuseHeader(request);
    if (refused) {
      record({ ...base, scenario: `${SCENARIO_HEADER} refused: not understood`, source: 'header' });
      return refused;
    }

    // This operation's plan (its last variant, or its steps): header first, then the tab's list.
    const fromHeader = plans(header).get(operation);
    const plan = fromHeader ?? plans(fromActive).get(operation);
    let usedUp: string | null = null;
    if (plan) {
      const key = progressKey(fromHeader ? `header ${header.join(',')}` : 'active', operation, plan);
      const calls = progress.get(key) ?? 0;
      progress.set(key, calls + 1);
      const chosen = stepFor(plan, calls);
      if (chosen) {
        record({ ...base, scenario: chosen.label, source: fromHeader ? 'header' : 'active' });
        if (chosen.step.variant) return answer(chosen.step.variant, request, url, forward);
        await delay(chosen.step.delayMs);
        return undefined;
      }
      usedUp = `${plan.map((s) => s.name).join(', ')}: used up, the normal answer`;
    }

    const states = new Set([...fromActive, ...header]);
    const source = (id: string) => (header.includes(id) ? 'header' : 'active');
    const note = (id: string) => record({ ...base, scenario: id, source: source(id) });

    const profile = [...fromActive, ...header].reverse().find(isNetworkProfile);
    if (profile) {
      const { waitMs, dropped } = networkDraw(profile, randomFor(header));
      await delay(waitMs);
      if (dropped) {
        note(`${profile}: dropped after ${waitMs} ms`);
        return HttpResponse.error();
      }
      usedUp = `${profile}: ${waitMs} ms${usedUp ? `; ${usedUp}` : ''}`;
    }
    if (states.has('network:slow')) await delay(SLOW_MS);
    const raced = states.has(STOCK_RACE_STATE) && (await loseTheRace(operation, request)) ? STOCK_RACE_STATE : null;
    if (states.has('session:refresh_fails') && operation === 'refreshToken') {
      note('session:refresh_fails');
      return HttpResponse.json(
        { error: 'invalid_refresh_token', message: 'The session has ended. Please sign in again.' },
        { status: 401 },
      );
    }
    if ((states.has('uploads:not_configured') || states.has('uploads:fail')) && (await carriesFile(request))) {
      const id = states.has('uploads:not_configured') ? 'uploads:not_configured' : 'uploads:fail';
      note(id);
      return id === 'uploads:not_configured'
        ? HttpResponse.json(
            { error: 'cloudinary_not_configured', message: 'Cloudinary is not configured on the server.' },
            { status: 503 },
          )
        : HttpResponse.json(
            { error: 'upload_failed', message: 'The image host did not accept the file.' },
            { status: 502 },
          );
    }
    if (states.has('store:empty') && request.method === 'GET' && listProperty(operation)) {
      note('store:empty');
      return HttpResponse.json(emptyBody(operation, url.searchParams));
    }
    const slow = states.has('network:slow') ? 'network:slow' : null;
    const shaped = [slow, raced, usedUp].filter(Boolean).join('; ') || null;
    const by = slow ? source('network:slow') : raced ? source(raced) : profile ? source(profile) : 'active';
    record({ ...base, scenario: shaped, source: shaped ? by : null });
    return undefined;
  };
}

/**
 * The response transform a request gets: `shapes:lean` or `shapes:spec` from the tab's list or the
 * request's header, lean winning when both are on; null for the mock's own answers.
 */
export function shapesFor(request: Request): typeof LEAN_SHAPES_STATE | typeof SPEC_SHAPES_STATE | null {
  const on = new Set([...scenarioStore.active(), ...parseScenarioList(request.headers.get(SCENARIO_HEADER)).ids]);
  if (on.has(LEAN_SHAPES_STATE)) return LEAN_SHAPES_STATE;
  return on.has(SPEC_SHAPES_STATE) ? SPEC_SHAPES_STATE : null;
}

/**
 * The gate's step after its checks: under `shapes:spec` or `shapes:lean`, the operation's own
 * answer, reshaped like the spec's backend (or the leanest host it allows) would send it.
 */
export function createShapeHook(forward: Forward) {
  return async function shapeAnswer(operation: OperationId, request: Request): Promise<Response | undefined> {
    const shapes = shapesFor(request);
    if (!shapes) return undefined;
    const refused = await specRefusal(operation, request);
    if (refused) return refused;
    const real = await forward(request);
    if (!real) return undefined;
    return shapes === LEAN_SHAPES_STATE
      ? leanShapedResponse(operation, request, real)
      : specShapedResponse(operation, real);
  };
}

/**
 * The gate's very last step: under `shapes:lean`, every error body it answers is its code alone
 * (not the refusal of a header it did not understand, whose sentence names the known names).
 */
export function finishAnswer(_operation: OperationId | null, request: Request, response: Response) {
  if (parseScenarioList(request.headers.get(SCENARIO_HEADER)).unknown.length > 0) return response;
  return shapesFor(request) === LEAN_SHAPES_STATE ? leanErrorResponse(response) : response;
}

async function answer(variant: Variant, request: Request, url: URL, forward: Forward): Promise<Response | undefined> {
  switch (variant.kind) {
    case 'success':
      return undefined;
    case 'error':
    case 'field_error':
    case 'server_error': {
      const body = errorBody(variant);
      // A 429 carries its wait in Retry-After too (seconds), as the handlers' own 429 does.
      const headers = typeof body.retry_after === 'number' ? { 'Retry-After': String(body.retry_after) } : undefined;
      return HttpResponse.json(body, { status: variant.status ?? 500, headers });
    }
    case 'network_error':
      return HttpResponse.error();
    case 'slow':
      await delay(SLOW_MS);
      return undefined;
    case 'hang':
      await hang();
      return undefined;
    case 'empty':
      return HttpResponse.json(emptyBody(variant.operation, url.searchParams));
    case 'malformed': {
      const real = await forward(request);
      if (!real || !(real.headers.get('content-type') ?? '').includes('json')) return real;
      return HttpResponse.json(malform(await real.json(), variant.operation, real.status) as never, {
        status: real.status,
      });
    }
    case 'outcome': {
      // The provider's answer over the real one; no such order (404), or no session (401): that answer.
      const real = await forward(request);
      if (!real || real.status !== 200 || !variant.outcome) return real;
      return HttpResponse.json(withOutcome(await real.json(), variant.outcome) as never, { status: 200 });
    }
  }
}

/**
 * Keeps the session-wide knobs in step with the active list: turning on an auth state expires
 * every access token now and makes new ones short-lived.
 */
export function syncSessionStates(db: Database): () => void {
  const authStates = ['session:access_expired', 'session:refresh_fails'];
  return scenarioStore.subscribe((ids, previous) => {
    const on = authStates.some((s) => ids.includes(s));
    const wasOn = authStates.some((s) => previous.includes(s));
    authSettings.accessTokenTtlS = on ? SHORT_ACCESS_TTL_S : null;
    if (on && !wasOn) void expireAccessTokens(db);
  });
}
