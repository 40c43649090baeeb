/**
 * Which main-thread tasks make Lighthouse's Total Blocking Time, and why.
 *
 *   npm run bench:tasks -- <build dir> <path> [runs]
 *   e.g. npm run bench:tasks -- dist / 3      (build first: npm run build)
 *
 * Lighthouse does not measure TBT on the throttled page: it loads the page at full speed, then
 * estimates a slow phone with Lantern, its simulator. Every task of the trace becomes a node of a
 * graph, its duration multiplied by 4 (by 2 if it did layout); TBT is the mean of two estimates,
 * each the sum over tasks longer than 50 simulated ms, between an estimated first paint and an
 * estimated time to interactive, of what is over 50 ms. The two estimates place the first paint
 * differently (the "optimistic" TBT uses the later one), so the same page can count a task in one
 * estimate and not in the other.
 *
 * This runs Lighthouse as `npm run bench` does (mobile, a fresh profile a run; the admin pages
 * signed in), then replays its simulation and prints, for each estimate, every task of 30
 * simulated ms or more: its simulated start and length, what it adds to TBT, when it ran in the
 * real trace and for how long, and what it did (layout, style, script evaluation, timers, …).
 * Splitting a counted task in two, each part still over 12.5 ms, takes 50 ms off that estimate;
 * a part under 12.5 ms does not count at all (docs/decisions/0021-performance-measurement.md).
 *
 * Then, for each of LCP's two estimates, the requests it waits for, with their simulated start and
 * end: every request that ended before the real largest paint, sharing the simulated bandwidth.
 */
import lighthouse from 'lighthouse';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { adminStorageState, putStorageInto, type StorageState } from './lib/admin-session';
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitForServer } from './lib/chromium';
import { serveBuild } from './lib/static-server';

const [dir, path, runsArg = '1'] = process.argv.slice(2);
if (!dir || !path?.startsWith('/')) {
  process.stderr.write('usage: npm run bench:tasks -- <build dir> <path> [runs]\n');
  process.exit(2);
}
const PORT = 4372;
const DEBUG_PORT = 9412;
const origin = `http://127.0.0.1:${PORT}`;
/** The trace events that say what a task did; the rest is the engine's own bookkeeping. */
/** `TASKS_ALL=1`: every kind of event, the engine's bookkeeping included. */
const ALL_KINDS = Boolean(process.env.TASKS_ALL);
const KINDS =
  /^(Layout|UpdateLayoutTree|Paint|Commit|ParseHTML|ParseAuthorStyleSheet|TimerFire|FunctionCall|v8\.evaluateModule|v8\.compileModule|EvaluateScript|EventDispatch|RunMicrotasks|MajorGC|MinorGC|FireAnimationFrame|XHRReadyStateChange)$/;

interface TraceEvent {
  name: string;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string; fileName?: string; isLoadingMainFrame?: boolean } };
}
/** A task in Lantern's graph (a CPU node): the trace's top-level task and the events inside it. */
interface CpuNode {
  type: string;
  event: TraceEvent;
  childEvents: TraceEvent[];
}
/** A request in Lantern's graph (a network node). */
interface NetworkNode {
  type: string;
  request: { url: string; priority: string; transferSize: number };
}
interface NodeTiming {
  startTime: number;
  endTime: number;
  duration: number;
}
type MetricData = Parameters<typeof LanternTotalBlockingTime.request>[0];
type MetricContext = Parameters<typeof LanternTotalBlockingTime.request>[1];

/** What a task did: time by kind of trace event inside it (scripts by file). */
function describe(childEvents: TraceEvent[]): string {
  const kinds: Record<string, number> = {};
  for (const event of childEvents) {
    if (!(ALL_KINDS || KINDS.test(event.name)) || !event.dur || event.dur < 1000) continue;
    const url = String(event.args?.data?.url ?? event.args?.data?.fileName ?? '');
    const key =
      url && /Evaluate|FunctionCall|compile/.test(event.name)
        ? `${event.name}[${url.replace(/.*\//, '')}]`
        : event.name;
    kinds[key] = (kinds[key] ?? 0) + event.dur / 1000;
  }
  return Object.entries(kinds)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([kind, ms]) => `${kind} ${ms.toFixed(0)}`)
    .join(', ');
}

const server = await serveBuild(dir, PORT);
let storage: StorageState | null = null;
if (path.startsWith('/admin')) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  storage = await adminStorageState(browser, origin);
  await browser.close();
}
for (let run = 1; run <= Number(runsArg); run++) {
  const profile = mkdtempSync(join(tmpdir(), 'lh-tasks-'));
  const chrome = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    await waitForServer(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
    if (storage) await putStorageInto(DEBUG_PORT, origin, storage);
    const result = await lighthouse(`${origin}${path}`, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: storage !== null,
    });
    if (!result) throw new Error('Lighthouse gave no result');
    const { lhr, artifacts } = result;
    const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
    process.stdout.write(
      `\nrun ${run}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, FCP ${audit('first-contentful-paint')} ms, LCP ${audit('largest-contentful-paint')} ms, TBT ${audit('total-blocking-time')} ms (benchmarkIndex ${lhr.environment.benchmarkIndex})\n`,
    );
    // The same computations the audits made, from the same artifacts.
    const context = { computedCache: new Map(), settings: lhr.configSettings, options: {} } as unknown as MetricContext;
    const data = {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings: lhr.configSettings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    } as unknown as MetricData;
    const fcp = await LanternFirstContentfulPaint.request(data, context);
    const tti = await LanternInteractive.request(data, context);
    const tbt = await LanternTotalBlockingTime.request(data, context);
    const lcp = await LanternLargestContentfulPaint.request(data, context);
    const start =
      (artifacts.Trace.traceEvents as TraceEvent[]).find(
        (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame,
      )?.ts ?? 0;
    const estimates = [
      // As Lantern pairs them: the optimistic TBT takes the pessimistic first paint, and the reverse.
      {
        name: 'optimistic',
        tbt: tbt.optimisticEstimate,
        from: fcp.pessimisticEstimate.timeInMs,
        to: tti.optimisticEstimate.timeInMs,
      },
      {
        name: 'pessimistic',
        tbt: tbt.pessimisticEstimate,
        from: fcp.optimisticEstimate.timeInMs,
        to: tti.pessimisticEstimate.timeInMs,
      },
    ];
    for (const estimate of estimates) {
      process.stdout.write(
        `  ${estimate.name}: TBT ${Math.round(estimate.tbt.timeInMs)} ms, counted from ${Math.round(estimate.from)} to ${Math.round(estimate.to)} ms\n`,
      );
      process.stdout.write('    simulated        TBT   observed     what it did\n');
      const rows: Array<[number, string]> = [];
      for (const [graphNode, timing] of estimate.tbt.nodeTimings.entries() as Iterable<[unknown, NodeTiming]>) {
        const node = graphNode as CpuNode;
        if (node.type !== 'cpu' || timing.duration < 30) continue;
        const counted = timing.duration > 50 && timing.endTime > estimate.from && timing.startTime < estimate.to;
        const blocking = counted
          ? Math.max(0, Math.min(timing.endTime, estimate.to) - Math.max(timing.startTime, estimate.from) - 50)
          : 0;
        const simulated = `${Math.round(timing.startTime)} +${Math.round(timing.duration)}`.padEnd(15);
        const observed =
          `@${Math.round((node.event.ts - start) / 1000)} ${((node.event.dur ?? 0) / 1000).toFixed(0)}ms`.padEnd(12);
        rows.push([
          timing.startTime,
          `    ${simulated} ${(counted ? String(Math.round(blocking)) : '-').padStart(5)}   ${observed} ${describe(node.childEvents)}\n`,
        ]);
      }
      for (const [, row] of rows.sort((a, b) => a[0] - b[0])) process.stdout.write(row);
    }
    // LCP's estimates wait for every request that ended before the real LCP (low-priority images
    // aside in the optimistic one), sharing the simulated bandwidth: what is downloaded before the
    // largest paint, even at low priority, delays it.
    for (const [name, estimate] of [
      ['optimistic', lcp.optimisticEstimate],
      ['pessimistic', lcp.pessimisticEstimate],
    ] as const) {
      process.stdout.write(
        `  LCP ${name}: ${Math.round(estimate.timeInMs)} ms, waiting for these requests\n    simulated         priority  kB  request\n`,
      );
      const rows: Array<[number, string]> = [];
      for (const [graphNode, timing] of estimate.nodeTimings.entries() as Iterable<[unknown, NodeTiming]>) {
        const node = graphNode as NetworkNode;
        if (node.type !== 'network') continue;
        const simulated = `${Math.round(timing.startTime)} → ${Math.round(timing.endTime)}`.padEnd(17);
        rows.push([
          timing.startTime,
          `    ${simulated} ${node.request.priority.padEnd(9)} ${String(Math.round(node.request.transferSize / 1024)).padStart(3)}  ${node.request.url.replace(origin, '')}\n`,
        ]);
      }
      for (const [, row] of rows.sort((a, b) => a[0] - b[0])) process.stdout.write(row);
    }
  } finally {
    chrome.kill();
    await new Promise((resolve) => chrome.once('exit', resolve));
    try {
      rmSync(profile, { recursive: true, force: true });
    } catch {
      // Chromium's helpers may still hold the profile for a moment; it is in the system's tmp.
    }
  }
}
server.close();
process.exit(0);
