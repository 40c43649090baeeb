#!/usr/bin/env node
// npm test: every check, in order, stopping at the first that fails.
//   1. generated files match openapi.yaml      4. the image generators' own tests (node --test)
//   2. the contract lints (redocly)            5. Vitest: node, jsdom, storybook and e2e projects (Chromium)
//   3. type check (tsc) and lint (eslint)
// Ends with one line "N passed, N failed" counting every test that ran.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const bin = (name) => `./node_modules/.bin/${name}`;
let passed = 0;
let failed = 0;

function step(title, cmd, args, { capture = false } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = spawnSync(cmd, args, { stdio: capture ? ['inherit', 'pipe', 'inherit'] : 'inherit', encoding: 'utf8', env: process.env });
  if (capture && result.stdout) process.stdout.write(result.stdout);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${title} failed (${seconds} s)`);
    return { ok: false, stdout: result.stdout ?? '' };
  }
  console.log(`✓ ${title} (${seconds} s)`);
  return { ok: true, stdout: result.stdout ?? '' };
}

function finish(ok) {
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(ok && failed === 0 ? 0 : 1);
}

if (!step('generated files are up to date', 'node', ['scripts/gen-api.mjs', '--check']).ok) finish(false);
if (!step('openapi.yaml lints', bin('redocly'), ['lint', 'openapi.yaml', '--format=summary']).ok) finish(false);
if (!step('type check', bin('tsc'), ['--noEmit', '-p', '.']).ok) finish(false);
if (!step('lint', bin('eslint'), ['--max-warnings=0', '.']).ok) finish(false);

const images = step('image generator tests', 'node', ['--test', '--test-reporter=tap', 'scripts/gen-images.test.mjs', 'scripts/gen-image-copies.test.mjs'], { capture: true });
passed += Number(/^# pass (\d+)/m.exec(images.stdout)?.[1] ?? 0);
failed += Number(/^# fail (\d+)/m.exec(images.stdout)?.[1] ?? 0);
if (!images.ok) finish(false);

mkdirSync('test-results', { recursive: true });
const report = 'test-results/vitest.json';
const vitest = step('Vitest: mock backend, components, stories, browser journeys', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
if (existsSync(report)) {
  const json = JSON.parse(readFileSync(report, 'utf8'));
  passed += json.numPassedTests ?? 0;
  failed += json.numFailedTests ?? 0;
  if ((json.numPendingTests ?? 0) + (json.numTodoTests ?? 0) > 0) console.log(`(${json.numPendingTests + json.numTodoTests} skipped or todo)`);
}
finish(vitest.ok);
