/**
 * Two builds measured side by side: the evidence for keeping or dropping a performance change
 * (docs/performance.md, "Measuring again"). Lighthouse runs alternate between the builds (A, B,
 * A, B, …) so that whatever else the machine does weighs on both alike.
 *
 *   npm run bench:compare -- <build dir A> <build dir B> [--runs 7] [--path /] [--path /products]…
 *
 * Each build is served compressed as a real host serves it (scripts/lib/static-server.ts), A on
 * port 4331 and B on 4332. The mock HTTP server (mocks/server.ts) answers on 127.0.0.1:4011,
 * where `npm run bench` points its real-host build: build a real-host variant with
 *   VITE_API_BASE_URL=http://127.0.0.1:4011/api npx vite build --outDir <dir>
 * `--port N` moves them (A on N, B on N+1, the API on N+2, Lighthouse's Chromium on N+3), so two
 * comparisons can run on one machine.
 * A path under /admin is measured signed in as the admin. Prints every run and the medians.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { chromium } from 'playwright-core';
import { adminStorageState, type StorageState } from './lib/admin-session';
import { median, type LighthouseFigures } from './lib/bench-targets';
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitForServer } from './lib/chromium';
import { killLighthouseBrowsers, removeLeftProfiles, runLighthouse } from './lib/lighthouse-run';
import { serveBuild } from './lib/static-server';

const HELP = `Usage: npm run bench:compare -- <build dir A> <build dir B> [--runs N] [--path P]…

Lighthouse (mobile, performance) on two builds, runs alternating A, B, A, B…; prints every run
and the medians of score, LCP, TBT and CLS for each path.

  --runs N     runs per build and path (default 7)
  --path P     a path to measure (repeatable; default /, /products, /product/1)
  --port N     serve A on N, B on N+1, the API on N+2 (build for it), Chromium's DevTools on N+3
  --help       this text

The mock API (mocks/server.ts) is started on 127.0.0.1:4011 (or N+2) for real-host builds.`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(HELP);
  process.exit(0);
}
const valueOf = (name: string) => args.flatMap((arg, i) => (arg === name && args[i + 1] ? [args[i + 1]!] : []));
const positional = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
const [dirA, dirB] = positional;
if (!dirA || !dirB || !existsSync(`${dirA}/index.html`) || !existsSync(`${dirB}/index.html`)) {
  console.error(`Two build folders with an index.html are needed.\n\n${HELP}`);
  process.exit(2);
}
const RUNS = Number(valueOf('--runs')[0] ?? 7);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('--runs takes a whole number of at least 1');
  process.exit(2);
}
const PATHS = valueOf('--path').length ? valueOf('--path') : ['/', '/products', '/product/1'];
const PORT = valueOf('--port').length ? Number(valueOf('--port')[0]) : undefined;
if (PORT !== undefined && !(Number.isInteger(PORT) && PORT > 0 && PORT < 65533)) {
  console.error('--port takes a port');
  process.exit(2);
}
const BUILDS = [
  { name: 'A', dir: dirA, port: PORT ?? 4331 },
  { name: 'B', dir: dirB, port: PORT === undefined ? 4332 : PORT + 1 },
] as const;
const API_PORT = PORT === undefined ? 4011 : PORT + 2;

const children: ChildProcess[] = [];
const servers: Server[] = [];
const cleanup = () => {
  children.forEach((child) => child.kill());
  killLighthouseBrowsers();
  servers.forEach((server) => server.close());
};

async function main() {
  const api = spawn('./node_modules/.bin/tsx', ['mocks/server.ts'], {
    stdio: 'ignore',
    env: { ...process.env, MOCK_PORT: String(API_PORT) },
  });
  children.push(api);
  await waitForServer(`http://127.0.0.1:${API_PORT}/api/products`);
  for (const build of BUILDS) servers.push(await serveBuild(build.dir, build.port));

  const admin = new Map<string, StorageState>();
  if (PATHS.some((path) => path.startsWith('/admin'))) {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    for (const build of BUILDS) admin.set(build.name, await adminStorageState(browser, origin(build.port)));
    await browser.close();
  }

  const figures = (value: LighthouseFigures) =>
    `${value.score} · LCP ${value.lcpMs} · TBT ${value.tbtMs} · CLS ${value.cls}`;
  const rows: Array<Record<string, string | number>> = [];
  for (const path of PATHS) {
    const runs: Record<string, LighthouseFigures[]> = { A: [], B: [] };
    for (let i = 0; i < RUNS; i++) {
      for (const build of BUILDS) {
        const state = admin.get(build.name);
        const result = await runLighthouse({
          url: `${origin(build.port)}${path}`,
          storage: path.startsWith('/admin') && state ? { origin: origin(build.port), state } : undefined,
          debuggingPort: PORT === undefined ? undefined : PORT + 3,
        });
        runs[build.name]!.push(result);
        console.log(`${path} ${build.name} run ${i + 1}: ${figures(result)}`);
      }
    }
    for (const build of BUILDS) {
      const list = runs[build.name]!;
      const med = (key: 'score' | 'lcpMs' | 'tbtMs' | 'cls') => median(list.map((r) => r[key]));
      const range = (key: 'tbtMs' | 'lcpMs') =>
        `${Math.min(...list.map((r) => r[key]))}–${Math.max(...list.map((r) => r[key]))}`;
      rows.push({
        path,
        build: `${build.name} (${build.dir})`,
        score: med('score'),
        'LCP ms': med('lcpMs'),
        'LCP range': range('lcpMs'),
        'TBT ms': med('tbtMs'),
        'TBT range': range('tbtMs'),
        CLS: med('cls'),
      });
    }
  }
  console.log(`\nMedians of ${RUNS} runs each, alternating A and B:`);
  console.table(rows);
  removeLeftProfiles();
}

function origin(port: number) {
  return `http://127.0.0.1:${port}`;
}

void main().then(
  () => {
    cleanup();
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    cleanup();
    process.exit(1);
  },
);
