/**
 * npm run bench:mock: how fast the mock backend is. Prints a table and writes bench/mock.json.
 *   - Node: seeding, then the heaviest operations at the default and the large seed
 *     (10,000 products, 50,000 orders), answered through the real handlers (msw getResponse);
 *   - Browser: time until the mock answers after a page load, first visit (seeding) and after a
 *     reload (restoring), in Debian's Chromium against a production build with the mock on.
 * Options: --skip-browser, --runs N (default 5; the median is reported), --dist DIR (serve a mock
 * build already made there instead of building one; `npm run bench` passes its own).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { getResponse } from 'msw';
import type { Page } from 'playwright-core';
import { db } from '../mocks/db';
import { handlers } from '../mocks/handlers';
import { seedDatabase, SEED_SIZES, type SeedSize } from '../mocks/seed';
import { startSession } from '../mocks/services/auth';
import { median } from './lib/bench-targets';
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitForServer } from './lib/chromium';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 5;
const DIST = args.includes('--dist') ? args[args.indexOf('--dist') + 1]! : null;
const TARGET_QUERY_MS = 50;
const TARGET_READY_MS = 300;

async function timeRequest(path: string, token: string | null): Promise<{ ms: number; status: number }> {
  const timings: number[] = [];
  let status = 0;
  for (let i = 0; i < RUNS; i++) {
    const request = new Request(`http://localhost/api${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    const started = performance.now();
    const response = await getResponse(handlers, request);
    await response?.arrayBuffer();
    timings.push(performance.now() - started);
    status = response?.status ?? 0;
  }
  return { ms: median(timings), status };
}

const QUERIES: Array<{ name: string; path: string; admin?: boolean }> = [
  {
    name: 'listProducts: search + filter + sort, page 3',
    path: '/products?q=cream&category=skin-treatment-cream&min_price=3000&sort=price&order=asc&page=3&per_page=20',
  },
  {
    name: 'listProducts: rating filter, sort by rating',
    path: '/products?rating_min=4&include_unrated=true&sort=rating&order=desc&per_page=60',
  },
  { name: 'getProduct with a page of reviews', path: '/products/1?include_reviews=true&reviews_per_page=10' },
  { name: 'getAdminOverview 90d', path: '/admin/overview?range=90d', admin: true },
  {
    name: 'listAdminOrders: search + status, sorted',
    path: '/admin/orders?q=gmail&status=paid&sort=amount_total&order=desc&per_page=20',
    admin: true,
  },
  { name: 'listAdminUsers: search', path: '/admin/users?q=a&per_page=50', admin: true },
];

async function benchNode(label: string, size: SeedSize) {
  db.clear();
  const started = performance.now();
  await seedDatabase(db, size);
  const seedMs = performance.now() - started;
  const admin = db.users.getBy('email', 'admin@example.com')!;
  const { access_token } = await startSession(db, admin);
  const rows: Array<{ seed: string; operation: string; ms: number; status: number; ok: boolean }> = [];
  for (const query of QUERIES) {
    const result = await timeRequest(query.path, query.admin ? access_token : null);
    rows.push({
      seed: label,
      operation: query.name,
      ms: round(result.ms),
      status: result.status,
      ok: result.status === 200 && result.ms < TARGET_QUERY_MS,
    });
  }
  return {
    seed: label,
    counts: {
      products: db.products.count(),
      orders: db.orders.count(),
      users: db.users.count(),
      reviews: db.reviews.count(),
    },
    seedMs: round(seedMs),
    rows,
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

async function benchBrowser() {
  const chromium = CHROMIUM_PATH;
  if (!existsSync(chromium)) return { skipped: `no Chromium at ${chromium} (apt-get install -y chromium)` };
  const { chromium: pw } = await import('playwright-core');
  if (!DIST) await run('./node_modules/.bin/vite', ['build', '--logLevel', 'error']);
  const port = 4319;
  const preview = spawn(
    './node_modules/.bin/vite',
    ['preview', '--outDir', DIST ?? 'dist', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { stdio: 'ignore' },
  );
  try {
    await waitForServer(`http://127.0.0.1:${port}/`);
    const browser = await pw.launch({ executablePath: chromium, args: CHROMIUM_ARGS });
    const first: number[] = [];
    const restored: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      first.push(await readiness(page));
      await page.reload();
      restored.push(await readiness(page));
      await context.close();
    }
    await browser.close();
    return { firstVisitMs: median(first), reloadMs: median(restored), runs: RUNS };
  } finally {
    preview.kill();
  }
}

/**
 * The mock's time to ready, from its start. It starts on the first request or the first sign of
 * a person (src/main.tsx); the prerendered home page makes no request, so a pointer move starts it.
 */
async function readiness(page: Page): Promise<number> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  const handle = await page.waitForFunction(
    () => (window as unknown as { __mockReady?: { readyMs: number } }).__mockReady?.readyMs,
    undefined,
    { timeout: 30_000 },
  );
  return Number(await handle.jsonValue());
}

function run(cmd: string, cmdArgs: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, cmdArgs, { stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${cmdArgs.join(' ')} exited ${code}`)),
    );
  });
}

async function main() {
  const results: Record<string, unknown> = { date: new Date().toISOString(), node: process.version };
  const node = [await benchNode('default', SEED_SIZES.default), await benchNode('large', SEED_SIZES.large)];
  results.node = node;
  for (const n of node) console.log(`seed ${n.seed}: ${n.seedMs} ms for ${JSON.stringify(n.counts)}`);
  console.table(
    node
      .flatMap((n) => n.rows)
      .map((r) => ({
        seed: r.seed,
        operation: r.operation,
        'median ms': r.ms,
        status: r.status,
        [`< ${TARGET_QUERY_MS} ms`]: r.ok ? 'yes' : 'NO',
      })),
  );
  if (!args.includes('--skip-browser')) {
    const browser = await benchBrowser();
    results.browser = browser;
    if ('skipped' in browser) console.log(`browser: skipped, ${browser.skipped}`);
    else
      console.log(
        `browser: mock ready in ${browser.firstVisitMs} ms on a first visit (seeding), ${browser.reloadMs} ms after a reload (restoring); median of ${browser.runs}; target < ${TARGET_READY_MS} ms`,
      );
  }
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/mock.json', JSON.stringify(results, null, 2) + '\n');
  console.log('written to bench/mock.json');
}

void main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
