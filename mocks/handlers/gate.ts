/**
 * The first handler for every /api request. In order:
 * 1. an unknown endpoint answers 404 (the request never escapes to the network);
 * 2. the active mock scenario may answer instead (see mocks/scenarios);
 * 3. authentication and roles from the contract (`security`, `x-roles`): 401 for visitors,
 *    403 for signed-in users without the role;
 * 4. the request is validated against openapi.yaml: 400 invalid_payload (404 for a bad path id).
 * When all pass it returns nothing and MSW moves on to the operation's own handler, unless a
 * response transform is on (`shapes:spec`, `shapes:lean`): then the gate asks the handler itself
 * and answers with its answer reshaped, so every answer passes through the transform once. Every
 * answer the gate gives (its own refusals included) passes last through `finish` (`shapes:lean`
 * strips error bodies to their code there).
 */
import { operations, type OperationId } from '../../src/api/operations.gen';
import { validateRequest } from '../contract/validator';
import { matchOperation } from '../contract/validator';
import { db } from '../db';
import { currentUser } from '../services/auth';
import { API_BASE, apiPath, errorResponse, http, readBody } from './http';

export interface GateHooks {
  /** A scenario may answer a request before anything else looks at it. */
  beforeOperation?: (id: OperationId, request: Request) => Promise<Response | undefined> | Response | undefined;
  /** After every check has passed: may answer with the operation's own answer, reshaped. */
  afterChecks?: (id: OperationId, request: Request) => Promise<Response | undefined> | Response | undefined;
  /** Last: may rewrite any answer the gate gives (null: no operation has the request's path). */
  finish?: (id: OperationId | null, request: Request, response: Response) => Promise<Response> | Response;
}

export const gateHooks: GateHooks = {};

/** Operations that carry a token that is not an access token: their handler checks it. */
const SELF_AUTHENTICATED = new Set<OperationId>(['refreshToken']);

export const gate = http.untyped.all(`${API_BASE}/*`, async ({ request }) => {
  const url = new URL(request.url);
  // `*/api/*` also matches the dev server's own modules (/src/api/session.ts): only /api/… is ours.
  if (!url.pathname.startsWith('/api/')) return undefined;
  const match = matchOperation(request.method, apiPath(url));
  const response = match
    ? await check(match, request, url)
    : errorResponse(404, 'not_found', `No endpoint ${request.method} ${apiPath(url)}.`);
  return response && gateHooks.finish ? gateHooks.finish(match?.id ?? null, request, response) : response;
});

async function check(
  match: NonNullable<ReturnType<typeof matchOperation>>,
  request: Request,
  url: URL,
): Promise<Response | undefined> {
  const scenario = await gateHooks.beforeOperation?.(match.id, request);
  if (scenario) return scenario;

  const op = operations[match.id];
  if (op.auth && !SELF_AUTHENTICATED.has(match.id)) {
    const user = currentUser(db, request);
    if (!user)
      return errorResponse(
        401,
        'unauthorized',
        'Sign in to continue: the access token is missing, expired or revoked.',
      );
    const roles = op.roles as readonly string[] | null;
    if (roles && !roles.includes(user.role))
      return errorResponse(403, 'forbidden', 'This account is not allowed to do that.');
  }

  const { body, contentType, bodyError } = await readBody(request.clone());
  const problem = validateRequest(match.id, {
    params: match.params,
    query: url.searchParams,
    contentType,
    body,
    bodyError,
  });
  if (problem) return errorResponse(problem.status, problem.error, problem.message, problem.fields);
  return (await gateHooks.afterChecks?.(match.id, request)) ?? undefined;
}
