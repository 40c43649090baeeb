/**
 * Hybrid mode (`--proxy URL` with `--forward` or `--mock`): some operations go to the real host,
 * the others stay on the mock, so the app moves to the real backend one endpoint at a time.
 * A request is matched to its operationId the way the mock's gate matches it (matchOperation over
 * the generated operation table). The real host's answer goes back as it came (status, headers,
 * body; CORS added), and is then checked against openapi.yaml: each problem is logged as one
 * `[drift]` line, and the answer is never changed.
 */
import { request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import type { ErrorObject } from 'ajv/dist/2020';
import { operations, type OperationId } from '../../src/api/operations.gen';
import { compileValidator, CONTRACT_ID } from '../contract/compile';
import contract from '../contract/openapi.gen.json';
import { matchOperation, validateResponse } from '../contract/validator';
import type { ProxyOptions } from './cli';

/** How long the real host has to answer before the client gets a 502. */
export const PROXY_TIMEOUT_MS = 30_000;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** The operation to forward this request as, or null when the mock answers it. */
export function forwardedOperation(options: ProxyOptions, method: string, pathname: string): OperationId | null {
  if (!pathname.startsWith('/api/')) return null;
  const match = matchOperation(method, pathname.slice(4));
  if (!match) return null;
  const listed = options.operations.includes(match.id);
  return (options.mode === 'forward' ? listed : !listed) ? match.id : null;
}

/** /api/products/3?x=1 on the mock → <target>/products/3?x=1 on the real host. */
export function upstreamUrl(target: URL, url: string): URL {
  const incoming = new URL(url, 'http://mock.invalid');
  const base = target.href.replace(/\/+$/, '');
  return new URL(base + incoming.pathname.slice(4) + incoming.search);
}

type Json = Record<string, unknown>;

function escapePointer(part: string): string {
  return part.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Follows a $ref chain in the contract; returns the node and where it lives. */
function locate(node: unknown, path: string[]): { node: Json; path: string[] } {
  let current = node as Json;
  let at = path;
  while (current && typeof current.$ref === 'string') {
    at = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
    current = at.reduce<Json>((acc, key) => acc[key] as Json, contract as unknown as Json);
  }
  return { node: current, path: at };
}

function describeError(error: ErrorObject): string {
  const at = error.instancePath;
  if (error.keyword === 'required')
    return `${at}/${(error.params as { missingProperty: string }).missingProperty} is required`;
  if (error.keyword === 'additionalProperties')
    return `${at}/${(error.params as { additionalProperty: string }).additionalProperty} is not allowed`;
  return `${at || '/'} ${error.message ?? 'is invalid'}`;
}

/**
 * One entry per problem of the body against the documented schema, named by JSON pointer
 * (`/items/0/name is required`); one per place, the first error there winning.
 */
function schemaProblems(id: OperationId, status: number, contentType: string, body: unknown): string[] {
  const { method, path } = operations[id];
  const op = (contract as unknown as { paths: Record<string, Record<string, Json>> }).paths[path]?.[method];
  const responses = (op?.responses ?? {}) as Json;
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!key) return [];
  const located = locate(responses[key], ['paths', path, method, 'responses', key]);
  if (!(located.node.content as Json | undefined)?.[contentType]) return [];
  const pointer = '#/' + [...located.path, 'content', contentType, 'schema'].map(escapePointer).join('/');
  const validate = compileValidator(`s:drift:${id}:${key}:${contentType}`, { $ref: CONTRACT_ID + pointer });
  if (validate(body)) return [];
  const seen = new Map<string, string>();
  for (const error of validate.errors ?? []) {
    if (error.keyword === 'if') continue;
    const line = describeError(error);
    const place = line.slice(0, line.indexOf(' '));
    if (!seen.has(place)) seen.set(place, line);
  }
  return [...seen.values()];
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return gunzipSync(body);
    case 'deflate':
      return inflateSync(body);
    case 'br':
      return brotliDecompressSync(body);
    default:
      return body;
  }
}

/** Every way the answer differs from openapi.yaml, one entry each; empty when it matches. */
export function driftProblems(id: OperationId, status: number, headers: IncomingHttpHeaders, raw: Buffer): string[] {
  const contentType = headers['content-type'] ?? null;
  let text: string;
  try {
    text = decode(raw, headers['content-encoding']).toString('utf8');
  } catch {
    return [`the body cannot be decoded (content-encoding ${headers['content-encoding']})`];
  }
  let body: unknown = text === '' ? undefined : text;
  if (text !== '' && /json/i.test(contentType ?? '')) {
    try {
      body = JSON.parse(text);
    } catch {
      return ['the body is not valid JSON'];
    }
  }
  const problem = validateResponse(id, status, contentType, body);
  if (!problem) return [];
  const type = (contentType ?? '').split(';')[0]!.trim();
  const details = schemaProblems(id, status, type, body);
  return details.length > 0 ? details : [problem.message];
}

function requestHeaders(req: IncomingMessage, target: URL): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'host') continue;
    headers[name] = value;
  }
  headers.host = target.host;
  return headers;
}

export interface ForwardContext {
  options: ProxyOptions;
  /** CORS headers to put on every answer. */
  cors: Record<string, string>;
  /** Where drift and proxy failures go (console.warn by default). */
  log: (line: string) => void;
}

/** Sends the request to the real host and its answer back to the client; then checks it. */
export function forward(
  id: OperationId,
  req: IncomingMessage,
  res: ServerResponse,
  context: ForwardContext,
): Promise<void> {
  const url = upstreamUrl(context.options.target, req.url ?? '/');
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<void>((resolve) => {
    let settled = false;
    const fail = (reason: string) => {
      if (settled) return;
      settled = true;
      context.log(`[proxy] ${id}: ${reason}`);
      const body = JSON.stringify({
        error: 'proxy_unreachable',
        message: `The real API at ${context.options.target.href} could not be reached for ${id}: ${reason}.`,
      });
      if (!res.headersSent) res.writeHead(502, { ...context.cors, 'content-type': 'application/json' });
      res.end(body);
      resolve();
    };
    const upstream = send(url, { method: req.method, headers: requestHeaders(req, url) }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', (error) => fail(error.message));
      answer.on('end', () => {
        if (settled) return;
        settled = true;
        const raw = Buffer.concat(chunks);
        const status = answer.statusCode ?? 502;
        res.statusCode = status;
        if (answer.statusMessage) res.statusMessage = answer.statusMessage;
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name) && name !== 'content-length') res.setHeader(name, value);
        }
        for (const [name, value] of Object.entries(context.cors)) res.setHeader(name, value);
        res.setHeader('content-length', raw.length);
        res.end(raw);
        for (const line of driftProblems(id, status, answer.headers, raw))
          context.log(`[drift] ${id} ${status}: ${line}`);
        resolve();
      });
    });
    upstream.setTimeout(PROXY_TIMEOUT_MS, () =>
      upstream.destroy(new Error(`no answer within ${PROXY_TIMEOUT_MS / 1000} s`)),
    );
    upstream.on('error', (error) =>
      fail(error.message || (error as NodeJS.ErrnoException).code || 'connection failed'),
    );
    req.pipe(upstream);
  });
}
