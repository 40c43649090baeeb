/**
 * Listens in on a Node HTTP server (mock:server, in the e2e suite over HTTP) and checks every
 * exchange under /api against openapi.yaml as it went over the wire (mocks/contract/exchange.ts):
 * the request the browser sent and the answer it got. The server itself is untouched: its request
 * listener is wrapped, the request body is read beside it and the answer copied as it is written.
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { checkExchange, formatViolation, type ContractViolation } from '../../mocks/contract/exchange';
import { matchOperation } from '../../mocks/contract/validator';

/** One call seen, for a journey's own checks (a 401, then the refresh, then the replay). */
export interface SeenCall {
  operation: string | null;
  method: string;
  path: string;
  status: number;
}

export interface ContractTap {
  /** The API calls answered since the last `take()`, oldest first. */
  calls(): readonly SeenCall[];
  /** Waits for the checks still running, then returns and forgets what was seen. */
  take(): Promise<{ calls: SeenCall[]; violations: string[] }>;
}

const chunkOf = (chunk: unknown): Buffer | null => {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  return Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? Buffer.from(chunk)
      : Buffer.from(chunk as Uint8Array);
};

export function tapContract(server: Server): ContractTap {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  let calls: SeenCall[] = [];
  let violations: ContractViolation[] = [];
  const pending = new Set<Promise<void>>();

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`);
    const isApi = url.pathname.startsWith('/api/') && req.method !== 'OPTIONS';
    if (isApi) {
      // Both this listener and the server's own reader get every chunk.
      const asked: Buffer[] = [];
      req.on('data', (chunk: Buffer) => asked.push(chunk));
      // An answer may leave before the body is read (a 401 from the gate): check once it is all in.
      const bodyRead = new Promise<void>((resolve) => {
        req.once('end', resolve);
        req.once('close', resolve);
      });
      const answered: Buffer[] = [];
      const write = res.write.bind(res) as (...args: unknown[]) => boolean;
      const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
      res.write = ((chunk: unknown, ...rest: unknown[]) => {
        const copy = chunkOf(chunk);
        if (copy) answered.push(copy);
        return write(chunk, ...rest);
      }) as ServerResponse['write'];
      res.end = ((chunk?: unknown, ...rest: unknown[]) => {
        const copy = chunkOf(chunk);
        if (copy) answered.push(copy);
        return end(chunk, ...rest);
      }) as ServerResponse['end'];
      res.on('finish', () => {
        const method = req.method ?? 'GET';
        calls.push({
          operation: matchOperation(method, url.pathname.slice(4))?.id ?? null,
          method,
          path: `${url.pathname}${url.search}`,
          status: res.statusCode,
        });
        const check = bodyRead
          .then(() =>
            checkExchange({
              method,
              url: url.href,
              requestContentType: req.headers['content-type'] ?? null,
              requestBody: Buffer.concat(asked),
              status: res.statusCode,
              responseContentType: (res.getHeader('content-type') as string | undefined) ?? null,
              responseBody: Buffer.concat(answered),
            }),
          )
          .then((found) => void violations.push(...found))
          .catch(
            (error: unknown) =>
              void violations.push({
                operation: null,
                method,
                path: url.pathname,
                status: res.statusCode,
                side: 'request',
                problem: `could not be checked: ${String(error)}`,
              }),
          );
        pending.add(check);
        void check.finally(() => pending.delete(check));
      });
    }
    for (const listener of listeners) listener.call(server, req, res);
  });

  return {
    calls: () => calls,
    async take() {
      while (pending.size > 0) await Promise.all(pending);
      const taken = { calls, violations: violations.map(formatViolation) };
      calls = [];
      violations = [];
      return taken;
    },
  };
}
