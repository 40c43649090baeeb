/** scripts/test-dates.sh: its help and cases, and each case's clock and time zone as a command sees them. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const logs = mkdtempSync(join(tmpdir(), 'test-dates-'));
const run = (...args: string[]) =>
  spawnSync('bash', ['scripts/test-dates.sh', ...args], {
    encoding: 'utf8',
    env: { ...process.env, TEST_DATES_LOGS: logs },
  });
const hasFaketime = spawnSync('sh', ['-c', 'command -v faketime']).status === 0;

describe('scripts/test-dates.sh', () => {
  afterAll(() => rmSync(logs, { recursive: true, force: true }));

  it('prints its help and its cases; refuses what it does not know', () => {
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: scripts\/test-dates\.sh/);
    for (const name of ['dec-01', 'lagos-new', 'feb-28', 'jun-15', 'los-angeles']) expect(help.stdout).toContain(name);
    expect(run('--list').stdout.trim().split('\n')).toHaveLength(5);
    expect(run('--bogus').status).toBe(2);
    const unknown = run('--only', 'nope');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('no case "nope"');
  });

  it.skipIf(!hasFaketime)(
    'runs the command once per case on that clock and time zone, a line each, and fails when one case does',
    () => {
      // The command writes the time (UTC) and zone it sees, and fails in June.
      const seen = join(logs, 'seen');
      const script = `echo "$(date -u +%Y-%m-%dT%H:%M) \${TZ:-machine}" >> '${seen}'; [ "$(date -u +%m)" != 06 ]`;
      const result = run('--', 'bash', '-c', script);
      expect(result.status).toBe(1);
      const lines = result.stdout.trim().split('\n');
      expect(lines).toHaveLength(5);
      expect(lines.filter((line) => line.includes('FAIL (exit 1)')).map((line) => line.split(' ')[0])).toEqual([
        'jun-15',
      ]);
      const [dec, lagos, feb, jun, la] = readFileSync(seen, 'utf8').trim().split('\n');
      // Times are local: 12:00 in the machine's zone, 00:30 in Lagos (UTC+1).
      expect(dec).toMatch(/^2026-12-0[12]T/);
      expect(lagos).toMatch(/^2026-12-31T23:3\d Africa\/Lagos$/);
      expect(feb).toMatch(/^2027-02-2[78]T|^2027-03-01T/);
      expect(jun).toMatch(/^2027-06-1[56]T/);
      expect(la).toMatch(/ America\/Los_Angeles$/);
      const only = run('--only', 'lagos-new', '--', 'true');
      expect(only.status).toBe(0);
      expect(only.stdout).toMatch(/^lagos-new +clock 2027-01-01 00:30:00 +TZ Africa\/Lagos +pass in 0m\d\ds/);
    },
    30_000,
  );
});
