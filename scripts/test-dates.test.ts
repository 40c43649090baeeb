/** scripts/test-dates.sh: its help and cases, and the instant and time zone it runs each case at. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const logs = mkdtempSync(join(tmpdir(), 'test-dates-'));
/** The script with `env` over this process's (a key set to undefined is left out). */
function run(env: NodeJS.ProcessEnv, ...args: string[]) {
  const merged = Object.fromEntries(
    Object.entries({ ...process.env, ...env, TEST_DATES_LOGS: logs }).filter(([, value]) => value !== undefined),
  );
  return spawnSync('bash', ['scripts/test-dates.sh', ...args], { encoding: 'utf8', env: merged });
}

describe('scripts/test-dates.sh', () => {
  afterAll(() => rmSync(logs, { recursive: true, force: true }));

  it('prints its help and its cases; refuses what it does not know', () => {
    const help = run({}, '--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: scripts\/test-dates\.sh/);
    for (const name of ['dec-01', 'lagos-new', 'feb-28', 'jun-15', 'los-angeles']) expect(help.stdout).toContain(name);
    expect(run({}, '--list').stdout.trim().split('\n')).toHaveLength(5);
    expect(run({}, '--bogus').status).toBe(2);
    const unknown = run({}, '--only', 'nope');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('no case "nope"');
  });

  it('runs the command once per case, through faketime at that instant and in that zone, a line each, and fails when one case does', () => {
    // A stand-in faketime first on PATH: it runs the command with the instant it was given in
    // FAKE_AT (libfaketime's own clock-moving is Debian's, not the script's). The command writes
    // the instant and zone it was given, and fails in June.
    const bin = mkdtempSync(join(logs, 'bin-'));
    writeFileSync(join(bin, 'faketime'), '#!/bin/sh\nat="$1"; shift; FAKE_AT="$at $FAKETIME_DONT_RESET" exec "$@"\n', {
      mode: 0o755,
    });
    const seen = join(logs, 'seen');
    const script = `echo "\${FAKE_AT:-real} \${TZ:-machine}" >> '${seen}'; case "\${FAKE_AT:-}" in 2027-06*) exit 1;; esac`;
    // Run from a machine with no TZ set (the date matrix runs this test in Lagos and Los Angeles time).
    const result = run({ PATH: `${bin}:${process.env.PATH}`, TZ: undefined }, '--', 'bash', '-c', script);
    expect(result.status).toBe(1);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines.filter((line) => line.includes('FAIL (exit 1)')).map((line) => line.split(' ')[0])).toEqual([
      'jun-15',
    ]);
    // Each case's clock stays moved in the processes the command starts (FAKETIME_DONT_RESET=1).
    expect(readFileSync(seen, 'utf8').trim().split('\n')).toEqual([
      '2026-12-01 12:00:00 1 machine',
      '2027-01-01 00:30:00 1 Africa/Lagos',
      '2027-02-28 12:00:00 1 machine',
      '2027-06-15 12:00:00 1 machine',
      'real America/Los_Angeles',
    ]);
    const only = run({ PATH: `${bin}:${process.env.PATH}` }, '--only', 'lagos-new', '--', 'true');
    expect(only.status).toBe(0);
    expect(only.stdout).toMatch(/^lagos-new +clock 2027-01-01 00:30:00 +TZ Africa\/Lagos +pass in 0m\d\ds/);
  });
});
