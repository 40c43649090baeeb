/**
 * The mock server's admin endpoints, outside /api and outside openapi.yaml, for scripts, CI and
 * QA: reset, scenarios, the clock, the password-reset outbox and the whole state (the devtools' export).
 * Errors have the API's shape: `{ error, message, fields? }`.
 */
import { db } from '../db';
import { applyStateSettings, parseStateFile } from '../devtools/state-file';
import { unknownScenarioMessage } from '../scenarios/known-names';
import { parseScenarioList, scenarioStore } from '../scenarios/store';
import {
  applyDataPreset,
  DATA_PRESET_NAMES,
  parsePresetName,
  presetState,
  unknownPresetMessage,
} from '../seed/presets';
import { clock, parseDuration, parseInstant } from '../services/clock';
import { currentState, importStateQuietly } from './data-file';

export const ADMIN_PREFIX = '/__mock';

export interface AdminContext {
  /** Puts the data (and uploads) back to the seed the server started with. */
  reset(): Promise<void>;
  /** Writes the data file, when there is one. */
  persist(): Promise<void>;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers });
const problem = (status: number, error: string, message: string, fields?: Record<string, string>) =>
  json({ error, message, ...(fields ? { fields } : {}) }, status);

/** The password-reset mail "sent", oldest first: what `__mockBackend.outbox()` shows in the browser. */
function outbox() {
  return db.outbox.all().map(({ id, to, subject, body, code, created_at }) => ({
    id,
    email: to,
    code,
    sent_at: created_at,
    subject,
    body,
  }));
}

async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const text = await request.text();
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return {
      ok: false,
      response: problem(
        400,
        'invalid_payload',
        text.trim() === '' ? 'The body is empty; send JSON.' : 'The body is not valid JSON.',
        { body: 'must be JSON' },
      ),
    };
  }
}

async function putScenarios(request: Request, context: AdminContext): Promise<Response> {
  const read = await readJson(request);
  if (!read.ok) return read.response;
  const list = (read.body as { scenarios?: unknown } | null)?.scenarios;
  if (!Array.isArray(list))
    return problem(400, 'invalid_payload', 'The body must be { "scenarios": ["operation:variant", …] }.', {
      scenarios: 'must be an array of scenario ids',
    });
  // One parse of the whole list, so a `then:` item follows the item before it; an item is one name.
  const isName = (item: unknown): item is string => typeof item === 'string' && /^[^\s,]+$/.test(item.trim());
  const names = list.map((item) => (typeof item === 'string' ? item.trim() : JSON.stringify(item)));
  const notKnown = parseScenarioList(list.filter(isName).join(',')).unknown;
  const unknown: string[] = [];
  const fields: Record<string, string> = {};
  list.forEach((item, i) => {
    const name = names[i]!;
    if (isName(item) && !notKnown.includes(name)) return;
    if (!unknown.includes(name)) unknown.push(name);
    fields[`scenarios.${i}`] = `unknown scenario ${name}`;
  });
  if (unknown.length > 0) return problem(400, 'invalid_payload', unknownScenarioMessage(unknown, names), fields);
  scenarioStore.set(list as string[]);
  await context.persist();
  return json({ scenarios: scenarioStore.active() });
}

/**
 * Imports a repro file: data, uploads, scenarios, clock and preset. Its page and signed-in account
 * are the browser's: they are answered back, for the script or tester to open and sign in.
 */
async function putState(request: Request, context: AdminContext): Promise<Response> {
  const parsed = parseStateFile(await request.text());
  if (!parsed.ok) return problem(400, 'invalid_payload', parsed.message);
  try {
    await importStateQuietly(parsed.state);
  } catch (error) {
    // The previous data is put back before it throws.
    return problem(
      400,
      'invalid_payload',
      `The state's data fails the checks, so nothing was changed: ${(error as Error).message}`,
    );
  }
  applyStateSettings(parsed.state);
  await context.persist();
  const { exported_at, page, signed_in } = parsed.state;
  return json({
    imported: true,
    exported_at,
    scenarios: scenarioStore.active(),
    clock: clockState(),
    preset: presetAnswer().preset,
    page,
    signed_in,
  });
}

/** The mock's now, and how far it is from the real clock. */
const clockState = () => ({
  now: new Date(clock.now()).toISOString(),
  offset_ms: clock.offset(),
  moved: clock.offset() !== 0,
});

const CLOCK_BODY = 'The body must be { "advance": "+8d" }, { "set": "2026-12-24T09:00:00Z" } or { "reset": true }.';

async function postClock(request: Request): Promise<Response> {
  const read = await readJson(request);
  if (!read.ok) return read.response;
  const body = read.body;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return problem(400, 'invalid_payload', CLOCK_BODY, { body: 'must be an object' });
  const keys = Object.keys(body);
  if (keys.length !== 1 || !['advance', 'set', 'reset'].includes(keys[0]!))
    return problem(400, 'invalid_payload', `${CLOCK_BODY} Got ${keys.length === 0 ? 'no field' : keys.join(', ')}.`, {
      body: 'exactly one of advance, set, reset',
    });
  const { advance, set, reset } = body as { advance?: unknown; set?: unknown; reset?: unknown };
  if ('advance' in body) {
    const ms = typeof advance === 'string' ? parseDuration(advance) : null;
    if (ms === null)
      return problem(
        400,
        'invalid_payload',
        `"advance" must be a signed duration such as +8d, -2h or +1d12h (units ms, s, m, h, d, w); got ${JSON.stringify(advance)}.`,
        { advance: 'must be a signed duration' },
      );
    clock.advance(ms);
  } else if ('set' in body) {
    const at = typeof set === 'string' ? parseInstant(set) : null;
    if (at === null)
      return problem(
        400,
        'invalid_payload',
        `"set" must be a date and time such as 2026-12-24T09:00:00Z (UTC unless it ends in Z or ±hh:mm); got ${JSON.stringify(set)}.`,
        { set: 'must be a date and time' },
      );
    clock.set(at);
  } else {
    if (reset !== true)
      return problem(400, 'invalid_payload', `"reset" must be true; got ${JSON.stringify(reset)}.`, {
        reset: 'must be true',
      });
    clock.reset();
  }
  return json(clockState());
}

const presetAnswer = () => ({
  preset: presetState.current ? `data:${presetState.current}` : null,
  presets: DATA_PRESET_NAMES.map((n) => `data:${n}`),
});

/** `{ "preset": "data:long-text" }`: back to the seed, then that preset; `{ "preset": null }` (or "none"): the seed. */
async function putPreset(request: Request, context: AdminContext): Promise<Response> {
  const read = await readJson(request);
  if (!read.ok) return read.response;
  const body = read.body as { preset?: unknown } | null;
  if (!body || typeof body !== 'object' || !('preset' in body))
    return problem(
      400,
      'invalid_payload',
      'The body must be { "preset": "data:long-text" } (or null for the plain seed).',
      { preset: 'required' },
    );
  const value = body.preset;
  const name =
    value === null || value === 'none' ? null : typeof value === 'string' ? parsePresetName(value) : undefined;
  if (name === undefined || (name === null && value !== null && value !== 'none'))
    return problem(400, 'invalid_payload', unknownPresetMessage(String(value)), { preset: 'unknown preset' });
  await context.reset();
  presetState.current = null;
  if (name) {
    await applyDataPreset(db, name);
    presetState.current = name;
  }
  await context.persist();
  return json(presetAnswer());
}

type Handler = (request: Request, context: AdminContext) => Promise<Response> | Response;
/** Each endpoint's handler and its line in `--help`. */
type Route = Partial<Record<'GET' | 'POST' | 'PUT', { run: Handler; help: string }>>;

const routes: Record<string, Route> = {
  '/reset': {
    POST: {
      help: 'data and uploads back to the seed (the preset goes too)',
      run: async (_request, context) => {
        await context.reset();
        presetState.current = null;
        await context.persist();
        return json({ reset: true });
      },
    },
  },
  '/scenarios': {
    GET: { help: 'the scenarios on for every request', run: () => json({ scenarios: scenarioStore.active() }) },
    PUT: { help: '{"scenarios":["getProduct:404"]} sets them', run: putScenarios },
  },
  '/clock': {
    GET: { help: "the mock's now and its offset from the real clock", run: () => json(clockState()) },
    POST: { help: '{"advance":"+8d"}, {"set":"2026-12-24T09:00Z"} or {"reset":true}', run: postClock },
  },
  '/preset': {
    GET: { help: 'the data preset in use, and the presets there are', run: () => json(presetAnswer()) },
    PUT: { help: '{"preset":"data:long-text"}: the seed with that preset; null: the plain seed', run: putPreset },
  },
  '/outbox': {
    GET: { help: 'the mail sent: password-reset and welcome codes', run: () => json({ messages: outbox() }) },
  },
  '/state': {
    GET: {
      help: "the whole state as a repro file (the Mock panel's export)",
      run: async () => json(await currentState()),
    },
    PUT: {
      help: 'imports a repro file: data, uploads, scenarios, clock, preset; answers its page and account',
      run: putState,
    },
  },
};

/** Every admin endpoint with its one line, for `--help` and a 404's list. */
export const ADMIN_ENDPOINTS = Object.entries(routes).flatMap(([path, route]) =>
  Object.entries(route).map(([method, endpoint]) => ({ method, path: `${ADMIN_PREFIX}${path}`, help: endpoint.help })),
);

export const isAdminPath = (pathname: string) => pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);

/** Answers a request under /__mock. */
export async function adminResponse(request: Request, context: AdminContext): Promise<Response> {
  const path = new URL(request.url).pathname.slice(ADMIN_PREFIX.length).replace(/\/$/, '');
  const route = routes[path];
  if (!route) {
    const known = ADMIN_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    return problem(
      404,
      'not_found',
      `No mock admin endpoint ${request.method} ${ADMIN_PREFIX}${path}. There are: ${known.join(', ')}.`,
    );
  }
  const handler = route[request.method as keyof Route]?.run;
  if (!handler) {
    const allowed = Object.keys(route).join(', ');
    return json({ error: 'method_not_allowed', message: `${ADMIN_PREFIX}${path} takes ${allowed}.` }, 405, {
      allow: allowed,
    });
  }
  return handler(request, context);
}
