/**
 * mock:server reads a request body up to a bound (`--max-body`, 10 MB by default: twice the 5 MB
 * the contract allows an uploaded image). A body that says it is longer is refused before a byte of
 * it is read (and with `Expect: 100-continue`, before it is sent); one that streams without a
 * length is counted as it comes and no longer read once it passes the bound. Either way the answer
 * is `413 payload_too_large` in the mock's error shape, and the connection closes.
 */
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

export const DEFAULT_MAX_BODY_BYTES = 10 * 1024 * 1024;

const UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** `10mb`, `512kb`, `1gb`, `1048576` (bytes): the number of bytes, or null. */
export function parseSize(text: string): number | null {
  const match = /^(\d+)\s*(b|kb|mb|gb)?$/i.exec(text.trim());
  if (!match) return null;
  const bytes = Number(match[1]) * UNITS[(match[2] ?? '').toLowerCase()]!;
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : null;
}

/** 10485760 → "10 MB", 1536 → "1,536 bytes". */
export function describeSize(bytes: number): string {
  for (const unit of ['gb', 'mb', 'kb'] as const) {
    const size = UNITS[unit]!;
    if (bytes % size === 0) return `${bytes / size} ${unit.toUpperCase()}`;
  }
  return `${bytes.toLocaleString('en')} bytes`;
}

/** The body's declared length is over the bound. */
export function declaredTooLarge(req: IncomingMessage, max: number): boolean {
  const length = Number(req.headers['content-length']);
  return Number.isFinite(length) && length > max;
}

export type BodyRead = { ok: true; body: Buffer<ArrayBuffer> | undefined } | { ok: false };

/** The whole body (none for GET and HEAD), or `ok: false` as soon as it passes `max` bytes. */
export function readBody(req: IncomingMessage, max: number): Promise<BodyRead> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve({ ok: true, body: undefined });
  if (declaredTooLarge(req, max)) return Promise.resolve({ ok: false });
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    function onData(chunk: Buffer) {
      size += chunk.length;
      if (size <= max) return void chunks.push(chunk);
      // Past the bound: nothing more is read (the answer closes the connection).
      stop();
      req.pause();
      chunks.length = 0;
      resolve({ ok: false });
    }
    function onEnd() {
      stop();
      resolve({ ok: true, body: Buffer.concat(chunks) });
    }
    function onError(error: Error) {
      stop();
      reject(error);
    }
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** How long a refused client has to read the 413 before its connection is closed for good. */
const LINGER_MS = 2000;

/**
 * Node closes the connection of a `Connection: close` answer as soon as it is written; a client
 * still sending would then get a reset, often before it has read the 413. This connection is
 * half-closed instead (the answer, then its end) and closed for good a moment later, still without
 * reading what the client sends.
 */
export function lingerOnClose(socket: Socket): void {
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

/** The 413, closing the connection (the rest of the body is not read). */
export function bodyTooLarge(max: number): Response {
  return Response.json(
    {
      error: 'payload_too_large',
      message: `The request body is larger than this mock server reads (${describeSize(max)}); start it with --max-body to allow more.`,
    },
    { status: 413, headers: { connection: 'close' } },
  );
}
