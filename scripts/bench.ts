/**
 * npm run bench: what a shopper's phone downloads and how fast the pages feel, in figures.
 * Prints a table and writes bench/results.json.
 *
 *   1. Builds the app twice: pointed at a real host (the mock HTTP server stands in for the API,
 *      a separate origin over real HTTP) and with the in-browser mock on.
 *   2. JavaScript before the first render of /, /products, /product/{id} and /admin (signed in as
 *      the admin): every script the page requested until its heading was in the DOM, measured
 *      as the gzip (level 9) of the built file, with a cold cache. The mock layer's own size is
 *      the difference between the two builds, before the first render and in total.
 *   3. Lighthouse 13 (mobile settings: Moto G Power screen, simulated slow 4G and 4× CPU) on the
 *      same four pages of the real-host build (what shoppers get; the API on another origin,
 *      throttled by the simulation like any origin), median of 3 runs: performance, LCP, TBT,
 *      CLS. Then the same on the mock build, which must not get worse.
 *   4. The mock backend: `scripts/bench-mock.ts` on the mock build (ready time in Chromium, the
 *      heaviest operations at the default and large seeds in Node).
 *
 * Options: see HELP below (`npm run bench -- --help`). `--js` is step 2 alone: the budget checked
 * in about a minute. Both builds are served compressed, as a real host serves them
 * (scripts/lib/static-server.ts). Lighthouse figures depend on the machine being otherwise idle:
 * the load average is recorded.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { adminStorageState, type StorageState } from './lib/admin-session';
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitForServer } from './lib/chromium';
import { killLighthouseBrowsers, removeLeftProfiles, runLighthouse } from './lib/lighthouse-run';
import { serveBuild } from './lib/static-server';
import { evaluateTargets, median, TARGETS, type LighthouseFigures, type PageKind } from './lib/bench-targets';

const HELP = `Usage: npm run bench -- [--js] [options]

What a shopper's phone downloads and how fast the pages feel (docs/performance.md). Starts the
mock HTTP server as the API host, builds the store twice (for that host, prerendered from it, and
with the in-browser mock), serves both compressed, then measures on /, /products, /product/1 and
/admin (signed in):

  1. JavaScript before the first render: the gzip -9 of every script a page asked for before its
     heading was in the DOM, cold cache, on both builds;
  2. Lighthouse (mobile, performance), median of --runs runs, the real-host build then the mock;
  3. the mock backend (scripts/bench-mock.ts: bench/mock.json).
Then prints each target (scripts/lib/bench-targets.ts) as met or missed, and writes every figure
to bench/results.json (the builds and reports go to bench/tmp/).

  --js               step 1 alone: the JavaScript table and its targets, in about a minute; no
                     Lighthouse, no mock backend, bench/results.json left as it is (the builds go
                     to a temporary folder, removed at the end)
  --runs N           Lighthouse runs a page (default 3)
  --skip-lighthouse  no Lighthouse
  --real-only        Lighthouse on the real-host build only
  --skip-mock        no mock backend figures
  --reports          keep every Lighthouse report in bench/tmp/reports/
  --strict           exit 1 when a target is missed
  --port N           serve the builds on N and N+1 and the API on N+2 (default 4321, 4322, 4011)
  --help             this text

Two builds side by side: npm run bench:compare -- --help.`;

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(HELP);
  process.exit(0);
}
const flag = (name: string) => args.includes(name);
const valueOf = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const RUNS = Number(valueOf('--runs') ?? 3);
const PORT = valueOf('--port') === undefined ? undefined : Number(valueOf('--port'));
const known = ['--js', '--skip-lighthouse', '--real-only', '--skip-mock', '--reports', '--strict', '--runs', '--port'];
const unknown = args.filter((arg, i) => !known.includes(arg) && !['--runs', '--port'].includes(args[i - 1] ?? ''));
if (unknown.length || !Number.isInteger(RUNS) || RUNS < 1 || (PORT !== undefined && !(PORT > 0 && PORT < 65534))) {
  console.error(
    `${unknown.length ? `Unknown: ${unknown.join(' ')}` : '--runs takes a whole number of at least 1; --port a port'}\n\n${HELP}`,
  );
  process.exit(2);
}
/** Only the JavaScript before the first render (`--js`). */
const JS_ONLY = flag('--js');

const OUT = JS_ONLY ? mkdtempSync(join(tmpdir(), 'bench-js-')) : 'bench/tmp';
const API_PORT = PORT === undefined ? 4011 : PORT + 2;
const PORTS = PORT === undefined ? { real: 4321, mock: 4322 } : { real: PORT, mock: PORT + 1 };
type Build = keyof typeof PORTS;

const PAGES: Array<{ name: string; path: string; kind: PageKind; admin?: boolean }> = [
  { name: 'home', path: '/', kind: 'shopper' },
  { name: 'listing', path: '/products', kind: 'shopper' },
  { name: 'product', path: '/product/1', kind: 'shopper' },
  { name: 'admin', path: '/admin', kind: 'admin', admin: true },
];

const children: ChildProcess[] = [];
const cleanup = () => {
  children.forEach((child) => child.kill());
  killLighthouseBrowsers();
  servers.forEach((server) => server.close());
  if (JS_ONLY) rmSync(OUT, { recursive: true, force: true });
};
process.on('exit', cleanup);

function build(kind: Build): void {
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    VITE_API_BASE_URL: kind === 'real' ? `http://127.0.0.1:${API_PORT}/api` : '',
  };
  console.log(`building the ${kind === 'real' ? 'real-host' : 'mock'} build…`);
  const result = spawnSync('./node_modules/.bin/vite', ['build', '--logLevel', 'error', '--outDir', `${OUT}/${kind}`], {
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) throw new Error(`vite build (${kind}) failed`);
}

const servers: Server[] = [];
/** Compressed, as any real host serves it (scripts/lib/static-server.ts). */
async function serve(kind: Build): Promise<void> {
  servers.push(await serveBuild(`${OUT}/${kind}`, PORTS[kind]));
}

function startApi(): Promise<void> {
  const child = spawn('./node_modules/.bin/tsx', ['mocks/server.ts'], {
    stdio: 'ignore',
    env: { ...process.env, MOCK_PORT: String(API_PORT) },
  });
  children.push(child);
  return waitForServer(`http://127.0.0.1:${API_PORT}/api/products`);
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function allScripts(dir: string): string[] {
  return readdirSync(join(dir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => join(dir, 'assets', f));
}

const kB = (bytes: number) => Math.round(bytes / 102.4) / 10;

const signedIn = new Map<Build, StorageState>();

/** Signs the admin in (once a build) and returns the storage it left (tokens, mock data). */
async function adminStorage(browser: Browser, kind: Build) {
  const known = signedIn.get(kind) ?? (await adminStorageState(browser, `http://127.0.0.1:${PORTS[kind]}`));
  signedIn.set(kind, known);
  return known;
}

/** Scripts requested before the page's heading was in the DOM, with their gzip sizes. */
async function scriptsBeforeFirstRender(context: BrowserContext, kind: Build, path: string) {
  const page = await context.newPage();
  const requested: string[] = [];
  let rendered = false;
  page.on('request', (request) => {
    if (rendered || request.resourceType() !== 'script') return;
    const url = new URL(request.url());
    if (url.port === String(PORTS[kind])) requested.push(url.pathname);
  });
  await page.goto(path);
  await page.waitForSelector('main h1', { state: 'attached', timeout: 30_000 });
  rendered = true;
  await page.close();
  const files = [...new Set(requested)].map((p) => join(OUT, kind, p));
  return { files, gzip: files.reduce((sum, f) => sum + gzipSize(f), 0) };
}

async function measureJs(browser: Browser) {
  const rows: Array<{
    page: string;
    path: string;
    realKB: number;
    mockKB: number;
    realFiles: number;
    mockFiles: number;
  }> = [];
  const storage = { real: await adminStorage(browser, 'real'), mock: await adminStorage(browser, 'mock') };
  const mockOnly = { beforeRender: 0 };
  for (const target of PAGES) {
    const sizes = {} as Record<Build, { files: string[]; gzip: number }>;
    for (const kind of ['real', 'mock'] as const) {
      // A fresh context each time: a cold HTTP cache, as on a first visit.
      const context = await browser.newContext({
        baseURL: `http://127.0.0.1:${PORTS[kind]}`,
        storageState: target.admin ? storage[kind] : undefined,
      });
      sizes[kind] = await scriptsBeforeFirstRender(context, kind, target.path);
      await context.close();
    }
    if (target.name === 'home') mockOnly.beforeRender = sizes.mock.gzip - sizes.real.gzip;
    rows.push({
      page: target.name,
      path: target.path,
      realKB: kB(sizes.real.gzip),
      mockKB: kB(sizes.mock.gzip),
      realFiles: sizes.real.files.length,
      mockFiles: sizes.mock.files.length,
    });
  }
  const total = (kind: Build) => allScripts(join(OUT, kind)).reduce((sum, f) => sum + gzipSize(f), 0);
  const mockLayer = { beforeFirstRenderKB: kB(mockOnly.beforeRender), allChunksKB: kB(total('mock') - total('real')) };
  return { rows, mockLayer };
}

/** Lighthouse on each page of one build, RUNS times (scripts/lib/lighthouse-run.ts). */
async function measureLighthouse(browserForLogin: Browser, build: Build) {
  const results: Array<{
    page: string;
    path: string;
    kind: PageKind;
    median: LighthouseFigures;
    runs: LighthouseFigures[];
  }> = [];
  const origin = `http://127.0.0.1:${PORTS[build]}`;
  const adminState = await adminStorage(browserForLogin, build);
  for (const target of PAGES) {
    const runs: LighthouseFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      runs.push(
        await runLighthouse({
          url: `${origin}${target.path}`,
          // The admin's session (tokens and the mock data that knows them), in this profile.
          storage: target.admin ? { origin, state: adminState } : undefined,
          reportFile: flag('--reports') ? `${OUT}/reports/${build}-${target.name}-${i + 1}.json` : undefined,
          debuggingPort: 9300 + i,
        }),
      );
      process.stdout.write(`  lighthouse ${build} ${target.path} run ${i + 1}: ${runs.at(-1)!.score}\n`);
    }
    const med = (key: 'score' | 'lcpMs' | 'tbtMs' | 'cls') => median(runs.map((r) => r[key]));
    results.push({
      page: target.name,
      path: target.path,
      kind: target.kind,
      median: {
        score: med('score'),
        lcpMs: med('lcpMs'),
        tbtMs: med('tbtMs'),
        cls: med('cls'),
        finalUrl: runs[0]!.finalUrl,
      },
      runs,
    });
  }
  return results;
}

function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const started = Date.now();
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  // The API first: the real-host build prerenders its shopper pages from it.
  await startApi();
  build('real');
  build('mock');
  await Promise.all([serve('real'), serve('mock')]);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const js = await measureJs(browser);
  console.log('\nJavaScript before the first render (gzip, cold cache):');
  console.table(
    js.rows.map((r) => ({
      page: r.path,
      'real host kB': r.realKB,
      'mock build kB': r.mockKB,
      scripts: `${r.realFiles} / ${r.mockFiles}`,
    })),
  );
  console.log(
    `mock layer: ${js.mockLayer.beforeFirstRenderKB} kB gz before the first render, ${js.mockLayer.allChunksKB} kB gz in all its chunks (lazy devtools included)`,
  );
  const jsRows = js.rows.map((r) => ({
    page: r.page,
    kind: PAGES.find((p) => p.name === r.page)!.kind,
    realKB: r.realKB,
  }));
  if (JS_ONLY) {
    await browser.close();
    printTargets(evaluateTargets(jsRows, []));
    console.log(`\n(${Math.round((Date.now() - started) / 1000)} s; bench/results.json left as it is)`);
    return;
  }

  let lh: Awaited<ReturnType<typeof measureLighthouse>> | null = null;
  let lhReal: Awaited<ReturnType<typeof measureLighthouse>> | null = null;
  const lhTable = (rows: NonNullable<typeof lh>) =>
    console.table(
      rows.map((r) => ({
        page: r.path,
        performance: r.median.score,
        'LCP ms': r.median.lcpMs,
        'TBT ms': r.median.tbtMs,
        CLS: r.median.cls,
      })),
    );
  if (!flag('--skip-lighthouse')) {
    console.log(
      `\nLighthouse (mobile), ${RUNS} runs a page on the real-host build (the API over HTTP from mocks/server.ts on another origin): the measure`,
    );
    lhReal = await measureLighthouse(browser, 'real');
    lhTable(lhReal);
    if (!flag('--real-only')) {
      console.log(`\nLighthouse (mobile), ${RUNS} runs a page on the mock build (it must not get worse):`);
      lh = await measureLighthouse(browser, 'mock');
      lhTable(lh);
    }
  }
  await browser.close();
  removeLeftProfiles();

  let mock: unknown = null;
  if (!flag('--skip-mock')) {
    console.log('\nThe mock backend (scripts/bench-mock.ts):');
    const result = spawnSync('./node_modules/.bin/tsx', ['scripts/bench-mock.ts', '--dist', `${OUT}/mock`], {
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error('bench-mock failed');
    mock = JSON.parse(readFileSync('bench/mock.json', 'utf8'));
  }

  const lighthouseRows = (rows: typeof lh) =>
    rows?.map((r) => ({ page: r.page, kind: r.kind, figures: r.median })) ?? [];
  const checks = [
    ...evaluateTargets(jsRows, lighthouseRows(lhReal)),
    ...evaluateTargets([], lighthouseRows(lh), 'mock build'),
  ];
  printTargets(checks);

  const results = {
    date: new Date().toISOString(),
    machine: {
      node: process.version,
      chromium: chromiumVersion(),
      cpus: cpus().length,
      loadAverageAtEnd: loadavg().map((n) => Math.round(n * 100) / 100),
    },
    settings: {
      gzipLevel: 9,
      lighthouse: 'lighthouse 13 default (mobile) config, performance only',
      lighthouseRuns: RUNS,
      realHostApi: `http://127.0.0.1:${API_PORT}/api (mocks/server.ts)`,
    },
    targets: TARGETS,
    javascript: js,
    lighthouseRealHost: lhReal,
    lighthouseMockBuild: lh,
    mock,
    checks,
    seconds: Math.round((Date.now() - started) / 1000),
  };
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');
  console.log(`\nwritten to bench/results.json (${results.seconds} s)`);
}

/** Each target as met or missed; with --strict, a missed one makes the exit code 1. */
function printTargets(checks: ReturnType<typeof evaluateTargets>): void {
  console.log('\nTargets:');
  console.table(checks.map((c) => ({ check: c.name, value: c.value, target: c.target, met: c.met ? 'yes' : 'NO' })));
  if (checks.some((c) => !c.met) && flag('--strict')) process.exitCode = 1;
}

void main().then(
  () => {
    cleanup();
    process.exit(process.exitCode ?? 0);
  },
  (error: unknown) => {
    console.error(error);
    cleanup();
    process.exit(1);
  },
);
