/**
 * The mock backend as a real HTTP server, for curl, a mobile app or any other tool:
 *   npm run mock:server            → http://127.0.0.1:4010/api
 *   MOCK_PORT=5000 npm run mock:server
 * The same handlers, seed and validation as the browser; state lives in memory until it stops.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { getResponse } from 'msw';
import { parseScenarioList, scenarioStore } from './scenarios/store';
import { db } from './db';
import { handlers } from './handlers';
import './paystack/hosted-page'; // the provider's payment page on this server's origin (docs/mock-backend.md)
import { seedDatabase } from './seed';

export const DEFAULT_MOCK_PORT = 4010;
const HOST = '127.0.0.1';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET,POST,PATCH,PUT,DELETE,OPTIONS',
  'access-control-allow-headers': 'Authorization,Content-Type,X-Mock-Scenario',
  'access-control-max-age': '600',
};

function toRequest(req: IncomingMessage, origin: string): Request {
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
    else if (value !== undefined) headers.set(name, value);
  }
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    // @ts-expect-error Node's fetch needs duplex for a streamed body.
    duplex: hasBody ? 'half' : undefined,
  });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => res.setHeader(name, value));
  for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value);
  res.end(Buffer.from(await response.arrayBuffer()));
}

export function createMockHttpServer() {
  return createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, CORS).end();
        return;
      }
      const origin = `http://${req.headers.host ?? HOST}`;
      const response = await getResponse(handlers, toRequest(req, origin));
      await send(res, response ?? Response.json({ error: 'not_found', message: `No mock for ${req.method} ${req.url}.` }, { status: 404 }));
    } catch (error) {
      console.error('[mock:server]', error);
      await send(res, Response.json({ error: 'server_error', message: 'The mock server failed on this request.' }, { status: 500 }));
    }
  });
}

async function main() {
  const port = Number(process.env.MOCK_PORT ?? DEFAULT_MOCK_PORT);
  const started = performance.now();
  await seedDatabase(db);
  // MOCK_SCENARIOS=a:b,c:d turns scenarios on for every request (X-Mock-Scenario still wins).
  const { ids, unknown } = parseScenarioList(process.env.MOCK_SCENARIOS);
  scenarioStore.set(ids);
  if (unknown.length > 0) console.warn(`Unknown scenarios ignored: ${unknown.join(', ')}`);
  const server = createMockHttpServer();
  server.listen(port, HOST, () => {
    console.log(`Mock API ready in ${Math.round(performance.now() - started)} ms at http://${HOST}:${port}/api`);
    if (ids.length > 0) console.log(`Scenarios on: ${ids.join(', ')}`);
    console.log('Demo accounts: customer@example.com / password123, admin@example.com / password123');
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
