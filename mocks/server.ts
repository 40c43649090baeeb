/**
 * The mock backend as a real HTTP server, for curl, a mobile app, a CI job or QA scripts:
 *   npm run mock:server                          → http://127.0.0.1:4010/api
 *   npm run mock:server -- --data state.json     → every change kept in state.json
 *   npm run mock:server -- --help                → every flag
 * The same handlers, seed and validation as the browser, plus admin endpoints under /__mock
 * (mocks/server/admin.ts) and hybrid mode, forwarding chosen operations to a real host
 * (mocks/server/proxy.ts). docs/mock-backend.md, "mock:server as a service".
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { db } from './db';
import { handlers } from './handlers';
import { hostedPage } from './paystack/hosted-page';
import { paymentPage } from './paystack/payment-page';
import { scenarioStore } from './scenarios/store';
import { applyDataPreset, DATA_PRESETS, presetState } from './seed/presets';
import { adminResponse, isAdminPath, type AdminContext } from './server/admin';
import { bodyTooLarge, declaredTooLarge, DEFAULT_MAX_BODY_BYTES, lingerOnClose, readBody } from './server/body-limit';
import {
  DEFAULT_MOCK_HOST,
  HELP,
  parseServerArgs,
  UsageError,
  type ProxyOptions,
  type SeedName,
  type ServerOptions,
} from './server/cli';
import type { DataFileWriter } from './server/data-file';
import { forward, forwardedOperation } from './server/proxy';
import { prepareState, resetToSeed, StartError } from './server/start';
import { withAbsoluteUploadUrls, withLocalUploadUrls } from './server/upload-urls';

export { DEFAULT_MOCK_PORT } from './server/cli';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PATCH,PUT,DELETE,OPTIONS',
  'access-control-allow-headers': 'Authorization,Content-Type,X-Mock-Scenario',
  // A store on another origin reads a 429's wait from the header (shapes:lean sends no retry_after).
  'access-control-expose-headers': 'Retry-After',
  'access-control-max-age': '600',
};

/** The request with its body read (./server/body-limit.ts), or null when the body is over `maxBody`. */
async function toRequest(req: IncomingMessage, origin: string, maxBody: number): Promise<Request | null> {
  const read = await readBody(req, maxBody);
  if (!read.ok) return null;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(new URL(req.url ?? '/', origin), { method: req.method ?? 'GET', headers, body: read.body });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value);
  res.end(Buffer.from(await response.arrayBuffer()));
}

export interface MockHttpServerOptions {
  /** The seed that POST /__mock/reset goes back to. */
  seed?: SeedName;
  /** Writes the data file (--data) after each request that changed something, before answering. */
  data?: DataFileWriter | null;
  /** Hybrid mode (--proxy with --forward or --mock). */
  proxy?: ProxyOptions | null;
  /** Where [drift] and [proxy] lines go. */
  log?: (line: string) => void;
  /** The largest request body read, in bytes (--max-body); a larger one gets 413. */
  maxBody?: number;
}

/** The mock servers of this process that listen. */
const listening = new Set<Server>();

export function createMockHttpServer({
  seed = 'default',
  data = null,
  proxy = null,
  log = console.warn,
  maxBody = DEFAULT_MAX_BODY_BYTES,
}: MockHttpServerOptions = {}) {
  const persist = async (force = false) => void (await data?.save({ force }));
  const refuseBody = (req: IncomingMessage, res: ServerResponse) => {
    lingerOnClose(req.socket);
    return send(res, bodyTooLarge(maxBody));
  };
  const admin: AdminContext = { reset: () => resetToSeed(seed), persist: () => persist(true) };
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      const origin = `http://${req.headers.host ?? DEFAULT_MOCK_HOST}`;
      const { pathname } = new URL(req.url ?? '/', origin);
      if (isAdminPath(pathname)) {
        const request = await toRequest(req, origin, maxBody);
        await (request ? send(res, await adminResponse(request, admin)) : refuseBody(req, res));
        return;
      }
      const forwarded = proxy ? forwardedOperation(proxy, req.method ?? 'GET', pathname) : null;
      if (proxy && forwarded) {
        await forward(forwarded, req, res, { options: proxy, cors: CORS, log });
        return;
      }
      // Forwarded requests stream to the real host; what the mock answers, it reads, within maxBody.
      const request = await toRequest(req, origin, maxBody);
      if (!request) {
        await refuseBody(req, res);
        return;
      }
      const response = await getResponse(handlers, await withLocalUploadUrls(request, origin));
      // Written through before the answer leaves: a kill -9 after it loses nothing.
      await persist();
      // Uploads are served on this origin, not the store's: their URLs go out absolute.
      const answer = response
        ? await withAbsoluteUploadUrls(response, origin)
        : Response.json({ error: 'not_found', message: `No mock for ${req.method} ${req.url}.` }, { status: 404 });
      await send(res, answer);
    } catch (error) {
      console.error('[mock:server]', error);
      await persist();
      await send(
        res,
        Response.json({ error: 'server_error', message: 'The mock server failed on this request.' }, { status: 500 }),
      );
    }
  });
  // A body announced as too large is refused before the client sends it (curl asks for large ones).
  server.on('checkContinue', (req, res) => {
    if (declaredTooLarge(req, maxBody)) return void refuseBody(req, res);
    res.writeContinue();
    server.emit('request', req, res);
  });
  // The provider's payment page on this server's origin while any mock server listens
  // (docs/mock-backend.md); msw/node tests in the same process keep the app's /mock-paystack.
  server.on('listening', () => {
    listening.add(server);
    paymentPage.hostedPage = hostedPage;
  });
  server.on('close', () => {
    listening.delete(server);
    if (listening.size === 0) paymentPage.hostedPage = null;
  });
  return server;
}

async function main(argv: string[]): Promise<void> {
  let options: ServerOptions;
  try {
    options = parseServerArgs(argv, process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`mock:server: ${error.message}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(HELP);
    return;
  }
  const started = performance.now();
  if (options.ignoredScenarios.length > 0)
    console.warn(`Unknown scenarios ignored: ${options.ignoredScenarios.join(', ')}`);
  let data: DataFileWriter | null;
  try {
    data = await prepareState(options, (line) => console.log(line));
  } catch (error) {
    if (!(error instanceof StartError)) throw error;
    console.error(`mock:server: ${error.message}`);
    process.exit(1);
  }
  if (options.dataPreset) {
    await resetToSeed(options.seed);
    await applyDataPreset(db, options.dataPreset);
    presetState.current = options.dataPreset;
    await data?.save({ force: true });
    console.log(`Data preset data:${options.dataPreset}: ${DATA_PRESETS[options.dataPreset]}`);
  }
  const server = createMockHttpServer({ seed: options.seed, data, proxy: options.proxy, maxBody: options.maxBody });
  server.on('error', (error) => {
    console.error(`mock:server: cannot listen on ${options.host}:${options.port}: ${error.message}`);
    process.exit(1);
  });
  server.listen(options.port, options.host, () => {
    const { port } = server.address() as AddressInfo;
    const host = options.host.includes(':') ? `[${options.host}]` : options.host;
    console.log(
      `Mock API ready in ${Math.round(performance.now() - started)} ms at http://${host}:${port}/api (admin: http://${host}:${port}/__mock)`,
    );
    if (scenarioStore.active().length > 0) console.log(`Scenarios on: ${scenarioStore.active().join(', ')}`);
    if (options.proxy) {
      const { target, mode, operations } = options.proxy;
      const list = operations.length > 0 ? operations.join(', ') : 'none';
      console.log(
        mode === 'forward'
          ? `Forwarding to ${target.href}: ${list}; the rest is mocked.`
          : `Forwarding to ${target.href} every operation except: ${list}.`,
      );
    }
    console.log('Demo accounts: customer@example.com / password123, admin@example.com / password123');
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) void main(process.argv.slice(2));
