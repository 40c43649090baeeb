/** What the mock server's tests share: listening on a free port, a temp folder, a child server. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export async function listen(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((done) => server.close(() => done()));
}

export function tempDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'mock-server-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const json = (body: unknown, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { 'Content-Type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

const ROOT = resolve(import.meta.dirname, '../..');

export interface ChildServer {
  child: ChildProcess;
  /** stdout and stderr so far. */
  output: () => string;
  /** The base URL once the server says it is ready; rejects when it exits first. */
  ready: Promise<string>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** `npm run mock:server -- <args>` as a child process (node --import tsx, so a signal reaches the server itself). */
export function spawnServer(args: string[]): ChildServer {
  const env = { ...process.env };
  delete env.MOCK_PORT;
  delete env.MOCK_SCENARIOS;
  const child = spawn(process.execPath, ['--import', 'tsx', 'mocks/server.ts', ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal })),
  );
  const ready = new Promise<string>((done, fail) => {
    const look = (chunk: Buffer) => {
      text += chunk.toString();
      const match = /ready in \d+ ms at (http:\/\/\S+?)\/api/.exec(text);
      if (match) done(match[1]!);
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    void exited.then(({ code, signal }) =>
      fail(new Error(`the server exited (${code ?? signal}) before it was ready:\n${text}`)),
    );
  });
  ready.catch(() => undefined);
  return { child, output: () => text, ready, exited };
}
