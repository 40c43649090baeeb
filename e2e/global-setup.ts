/**
 * Before the browser journeys: unpack the tests' Chromium, start building the app with the mock backend on
 * (its shopper pages prerendered), and serve the build as a static host does
 * (scripts/lib/static-server.ts: a prerendered page's file where there is one, else the app shell).
 *
 * The build runs while the unit tests do: the server is up at once and holds every request until
 * the build is there (`e2e/support/build-ready.ts` waits for it before each journey file). Both
 * browser-journey projects (`e2e`, `e2e-serial`) share one build and one server, and one clock: the
 * offset that puts the run at FIXED_NOW (e2e/support/clock.ts), taken here once and given to the
 * build, the journey files and their browsers.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { testBrowser } from '../scripts/lib/chromium';
import { buildHandler } from '../scripts/lib/static-server';
import { clockEnv, offsetFrom } from './support/clock';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4318);
/** Where the build goes; a second run side by side (another port too) needs its own. */
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';
/** Answers 200 once the build is served, 500 with the reason when it failed. */
export const READY_PATH = '/__e2e-build-ready';

interface Host {
  server: Server;
  users: number;
  /** The run's clock: FIXED_NOW minus the real time the run started at. */
  clockOffset: number;
}

/** On the run's clock, so its prerendered pages are made on the day the browser sees. */
function build(clockOffset: number): Promise<void> {
  if (process.env.E2E_SKIP_BUILD) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const child = spawn('./node_modules/.bin/vite', ['build', '--logLevel', 'warn', '--outDir', OUT_DIR], {
      stdio: 'inherit',
      env: { ...process.env, ...clockEnv(clockOffset), NODE_ENV: 'production', VITE_API_BASE_URL: '' },
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`vite build of the e2e app failed (exit code ${code}): see its output above`)),
    );
  });
}

/** The port answers now; what it serves is the build once it is done. */
async function startHost(): Promise<Host> {
  let handler: ReturnType<typeof buildHandler> | null = null;
  let failure: Error | null = null;
  const clockOffset = offsetFrom(Date.now());
  const built = build(clockOffset)
    .then(() => {
      handler = buildHandler(OUT_DIR);
    })
    .catch((error: Error) => {
      failure = error;
    });
  const server = createServer(async (req, res) => {
    await built;
    if (failure) {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(failure.message);
      return;
    }
    if (req.url === READY_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ready');
      return;
    }
    handler!(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_PORT, '127.0.0.1', () => resolve());
  });
  return { server, users: 0, clockOffset };
}

const shared = globalThis as typeof globalThis & { __e2eHost?: Promise<Host> };

export default async function setup(project: TestProject) {
  // Unpacked here once (scripts/lib/test-browser.mjs), before the journey files start side by side.
  const { executablePath } = testBrowser();
  if (!existsSync(executablePath))
    throw new Error(`TEST_CHROMIUM_PATH names no file (${executablePath}): unset it to use the pinned Chromium.`);
  shared.__e2eHost ??= startHost();
  const host = await shared.__e2eHost;
  host.users += 1;
  project.provide('baseUrl', `http://127.0.0.1:${E2E_PORT}`);
  project.provide('outDir', OUT_DIR);
  project.provide('clockOffset', host.clockOffset);
  return () => {
    host.users -= 1;
    if (host.users > 0) return;
    host.server.close();
    shared.__e2eHost = undefined;
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build's folder, to read its files and source maps. */
    outDir: string;
    /** FIXED_NOW minus the real time the run started at: every clock of the run moves by it (e2e/support/clock.ts). */
    clockOffset: number;
  }
}
