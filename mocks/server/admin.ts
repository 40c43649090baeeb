/**
 * The mock server's admin endpoints, outside /api and outside openapi.yaml, for scripts, CI and
 * QA: reset, scenarios, the password-reset outbox and the whole state (the devtools' export).
 * Errors have the API's shape: `{ error, message, fields? }`.
 */
import { db } from '../db';
import { parseStateFile } from '../devtools/state-file';
import { parseScenarioList, scenarioStore } from '../scenarios/store';
import { currentState, importStateQuietly } from './data-file';

export const ADMIN_PREFIX = '/__mock';

export interface AdminContext {
  /** Puts the data (and uploads) back to the seed the server started with. */
  reset(): Promise<void>;
  /** Writes the data file, when there is one. */
  persist(): Promise<void>;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) => Response.json(body, { status, headers });
const problem = (status: number, error: string, message: string, fields?: Record<string, string>) => json({ error, message, ...(fields ? { fields } : {}) }, status);

/** The password-reset mail "sent", oldest first: what `__mockBackend.outbox()` shows in the browser. */
function outbox() {
  return db.outbox.all().map(({ id, to, subject, body, code, created_at }) => ({ id, email: to, code, sent_at: created_at, subject, body }));
}

async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const text = await request.text();
  try {
    return { ok: true, body: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: problem(400, 'invalid_payload', text.trim() === '' ? 'The body is empty; send JSON.' : 'The body is not valid JSON.', { body: 'must be JSON' }) };
  }
}

async function putScenarios(request: Request, context: AdminContext): Promise<Response> {
  const read = await readJson(request);
  if (!read.ok) return read.response;
  const list = (read.body as { scenarios?: unknown } | null)?.scenarios;
  if (!Array.isArray(list)) return problem(400, 'invalid_payload', 'The body must be { "scenarios": ["operation:variant", …] }.', { scenarios: 'must be an array of scenario ids' });
  const fields: Record<string, string> = {};
  const unknown: string[] = [];
  list.forEach((item, i) => {
    const parsed = typeof item === 'string' ? parseScenarioList(item) : null;
    if (!parsed || parsed.unknown.length > 0 || parsed.ids.length !== 1) {
      const name = typeof item === 'string' ? item : JSON.stringify(item);
      unknown.push(name);
      fields[`scenarios.${i}`] = `unknown scenario ${name}`;
    }
  });
  if (unknown.length > 0) return problem(400, 'invalid_payload', `Unknown scenario${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, fields);
  scenarioStore.set(list as string[]);
  await context.persist();
  return json({ scenarios: scenarioStore.active() });
}

async function putState(request: Request, context: AdminContext): Promise<Response> {
  const parsed = parseStateFile(await request.text());
  if (!parsed.ok) return problem(400, 'invalid_payload', parsed.message);
  try {
    await importStateQuietly(parsed.state);
  } catch (error) {
    // The previous data is put back before it throws.
    return problem(400, 'invalid_payload', `The state's data fails the checks, so nothing was changed: ${(error as Error).message}`);
  }
  scenarioStore.set(parsed.state.scenarios);
  await context.persist();
  return json({ imported: true, exported_at: parsed.state.exported_at, scenarios: scenarioStore.active() });
}

type Route = Partial<Record<'GET' | 'POST' | 'PUT', (request: Request, context: AdminContext) => Promise<Response> | Response>>;

const routes: Record<string, Route> = {
  '/reset': {
    POST: async (_request, context) => {
      await context.reset();
      await context.persist();
      return json({ reset: true });
    },
  },
  '/scenarios': {
    GET: () => json({ scenarios: scenarioStore.active() }),
    PUT: putScenarios,
  },
  '/outbox': {
    GET: () => json({ messages: outbox() }),
  },
  '/state': {
    GET: async () => json(await currentState()),
    PUT: putState,
  },
};

export const isAdminPath = (pathname: string) => pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`);

/** Answers a request under /__mock. */
export async function adminResponse(request: Request, context: AdminContext): Promise<Response> {
  const path = new URL(request.url).pathname.slice(ADMIN_PREFIX.length).replace(/\/$/, '');
  const route = routes[path];
  if (!route) {
    const known = Object.entries(routes).flatMap(([p, r]) => Object.keys(r).map((m) => `${m} ${ADMIN_PREFIX}${p}`));
    return problem(404, 'not_found', `No mock admin endpoint ${request.method} ${ADMIN_PREFIX}${path}. There are: ${known.join(', ')}.`);
  }
  const handler = route[request.method as keyof Route];
  if (!handler) {
    const allowed = Object.keys(route).join(', ');
    return json({ error: 'method_not_allowed', message: `${ADMIN_PREFIX}${path} takes ${allowed}.` }, 405, { allow: allowed });
  }
  return handler(request, context);
}
