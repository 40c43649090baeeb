#!/usr/bin/env node
// npm test: every check, in order, stopping at the first that fails.
//   1. generated files match openapi.yaml      4. the image generators' own tests (node --test)
//   2. the contract lints (Redocly, Spectral)  5. Vitest: node, dom, storybook and e2e projects
//   3. type check (tsc), lint (eslint), format (prettier)
// npm run test:quick (`--quick`): steps 1–3 and the node and dom projects, for the inner loop.
// npm run test:walks (`--walks`): the sweeps alone (the e2e-walks project: every screen's a11y
// states, every catalogue row), which CI runs after npm test (docs/decisions/0051-the-test-gate-in-8-minutes.md).
//
// Ends with one line "N passed, N failed". A step that fails, a test file that fails to load and
// an error outside any test each count as failed, so the line and the exit code always agree.
// Before it: how long each step, each Vitest project and the slowest files took.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { ONE_AT_A_TIME, WALKS } from '../e2e/one-at-a-time.mjs';

const quick = process.argv.includes('--quick');
const walks = process.argv.includes('--walks');
const bin = (name) => `./node_modules/.bin/${name}`;
const started = Date.now();
const timings = [];
let passed = 0;
let failed = 0;

function step(title, cmd, args, { capture = false, env = {} } = {}) {
  const begin = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(cmd, args, {
    stdio: capture ? ['inherit', 'pipe', 'inherit'] : 'inherit',
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (capture && result.stdout) process.stdout.write(result.stdout);
  const seconds = (Date.now() - begin) / 1000;
  timings.push([title, seconds]);
  const ok = result.status === 0;
  console.log(`${ok ? '✓' : '✗'} ${title} ${ok ? '' : 'failed '}(${seconds.toFixed(1)} s)`);
  return { ok, stdout: result.stdout ?? '' };
}

/** Runs commands side by side, each line of their output prefixed with its name; resolves with whether each exited 0. */
function together(title, jobs) {
  const begin = Date.now();
  console.log(`\n▶ ${title}`);
  return Promise.all(
    jobs.map(
      ({ name, cmd, args }) =>
        new Promise((done) => {
          const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          for (const stream of [child.stdout, child.stderr]) {
            let rest = '';
            stream.setEncoding('utf8');
            stream.on('data', (chunk) => {
              const lines = (rest + chunk).split('\n');
              rest = lines.pop();
              for (const line of lines)
                (stream === child.stdout ? process.stdout : process.stderr).write(`[${name}] ${line}\n`);
            });
            stream.on('end', () => rest && process.stdout.write(`[${name}] ${rest}\n`));
          }
          child.on('close', (code) => {
            const seconds = (Date.now() - begin) / 1000;
            timings.push([`${title}: ${name}`, seconds]);
            console.log(`${code === 0 ? '✓' : '✗'} ${name} ${code === 0 ? '' : 'failed '}(${seconds.toFixed(1)} s)`);
            done(code === 0);
          });
        }),
    ),
  );
}

/** A step that is not counted in tests (a lint, a type check) counts as one failure when it fails. */
function gate(title, cmd, args) {
  if (!step(title, cmd, args).ok) {
    failed += 1;
    finish();
  }
}

/** Which Vitest project a test file belongs to (the include patterns of vite.config.ts). */
function projectOf(file) {
  if (file.startsWith('e2e/'))
    return ONE_AT_A_TIME.includes(file) ? 'e2e-serial' : WALKS.includes(file) ? 'e2e-walks' : 'e2e';
  if (/\.stories\.tsx?$/.test(file)) return 'storybook';
  if (/^(mocks|scripts)\/.*\.test\.ts$/.test(file) || file.startsWith('src/lib/')) return 'node';
  return 'dom';
}

/** The report's files, counted; no report, or a failed run with no failed file, counts one failure. */
function readReport(report, vitestOk) {
  if (!existsSync(report)) {
    console.error(`✗ Vitest wrote no report (${report})`);
    failed += 1;
    return [];
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const files = (json.testResults ?? []).map((result) => {
    const tests = result.assertionResults ?? [];
    return {
      file: relative(process.cwd(), result.name),
      status: result.status,
      message: result.message,
      seconds: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)) / 1000,
      passed: tests.filter((t) => t.status === 'passed').length,
      failed: tests.filter((t) => t.status === 'failed').length,
      skipped: tests.filter((t) => t.status === 'pending' || t.status === 'skipped' || t.status === 'todo').length,
    };
  });
  let brokenFiles = 0;
  for (const file of files) {
    passed += file.passed;
    failed += file.failed;
    // A file that failed with no failing test did not load, or failed in a hook: one failure.
    if (file.status === 'failed' && file.failed === 0) {
      brokenFiles += 1;
      failed += 1;
      console.error(`✗ ${file.file} failed to run: ${(file.message ?? '').split('\n')[0]}`);
    }
  }
  // Vitest failed (an unhandled error, a failed global setup) though no file says so.
  if (!vitestOk && files.every((file) => file.status !== 'failed' && file.failed === 0)) {
    failed += 1;
    console.error('✗ Vitest failed outside any test (an unhandled error or a global setup): see its output above');
  }
  const skipped = files.reduce((sum, file) => sum + file.skipped, 0);
  if (skipped) console.log(`(${skipped} skipped or todo)`);
  if (brokenFiles) console.log(`(${brokenFiles} test file${brokenFiles === 1 ? '' : 's'} could not run)`);
  return files;
}

function printTimings(files) {
  const byProject = new Map();
  for (const file of files) {
    const entry = byProject.get(projectOf(file.file)) ?? { files: 0, tests: 0, seconds: 0 };
    entry.files += 1;
    entry.tests += file.passed + file.failed;
    entry.seconds += file.seconds;
    byProject.set(projectOf(file.file), entry);
  }
  console.log('\nVitest projects (time summed over their files):');
  for (const [name, entry] of [...byProject].sort((a, b) => b[1].seconds - a[1].seconds)) {
    console.log(
      `  ${name.padEnd(11)} ${String(entry.files).padStart(4)} files ${String(entry.tests).padStart(5)} tests ${entry.seconds.toFixed(1).padStart(7)} s`,
    );
  }
  console.log('Slowest test files:');
  for (const file of [...files].sort((a, b) => b.seconds - a.seconds).slice(0, 12)) {
    console.log(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.file}`);
  }
}

function finish() {
  console.log('\nSteps:');
  for (const [title, seconds] of timings) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${title}`);
  console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  in all`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

/** Steps 1–4: the checks before Vitest (not for the sweeps alone). */
async function checks() {
  gate('generated files are up to date', 'node', ['scripts/gen-api.mjs', '--check']);
  gate('openapi.yaml lints (Redocly, then Spectral with the OWASP rules)', 'npm', ['run', '--silent', 'lint:api']);
  // tsc and ESLint each use one core: side by side, with Prettier's check.
  const lints = await together('type check and lint', [
    { name: 'tsc', cmd: bin('tsc'), args: ['--noEmit', '-p', '.'] },
    { name: 'eslint', cmd: bin('eslint'), args: ['--max-warnings=0', '.'] },
    { name: 'prettier', cmd: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
  ]);
  if (lints.includes(false)) {
    failed += lints.filter((ok) => !ok).length;
    finish();
  }

  if (quick) return;
  const images = step(
    'image generator tests',
    'node',
    ['--test', '--test-reporter=tap', 'scripts/gen-images.test.mjs', 'scripts/gen-image-copies.test.mjs'],
    { capture: true },
  );
  const imagePassed = Number(/^# pass (\d+)/m.exec(images.stdout)?.[1] ?? 0);
  const imageFailed = Number(/^# fail (\d+)/m.exec(images.stdout)?.[1] ?? 0);
  passed += imagePassed;
  failed += imageFailed || (images.ok ? 0 : 1);
  if (!images.ok) finish();
}

if (!walks) await checks();

mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
rmSync(report, { force: true });
const PROJECTS = walks ? ['e2e-walks'] : quick ? ['node', 'dom'] : ['node', 'dom', 'storybook', 'e2e', 'e2e-serial'];
const projects = PROJECTS.flatMap((name) => ['--project', name]);
const vitest = step(
  walks
    ? 'Vitest: the sweeps (every screen’s a11y states, every catalogue row)'
    : quick
      ? 'Vitest: node and dom projects'
      : 'Vitest: mock backend, components, stories, browser journeys',
  bin('vitest'),
  ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
);
printTimings(readReport(report, vitest.ok));
finish();
