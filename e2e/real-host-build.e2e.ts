/** A build pointed at a real host carries no mock code and calls that host. */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const OUT = 'dist-real-host';
const HOST = 'https://api.beautystars.test';

describe('a production build for a real host', () => {
  let code = '';
  let files: string[] = [];
  beforeAll(() => {
    const build = spawnSync('./node_modules/.bin/vite', ['build', '--logLevel', 'error', '--outDir', OUT], { env: { ...process.env, NODE_ENV: 'production', VITE_API_BASE_URL: HOST }, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    files = readdirSync(join(OUT, 'assets')).filter((f) => f.endsWith('.js'));
    code = files.map((f) => readFileSync(join(OUT, 'assets', f), 'utf8')).join('\n');
  });
  afterAll(() => rmSync(OUT, { recursive: true, force: true }));

  it('contains no mock backend code', () => {
    // (The simulated payment page is app code and names the provider's URL; it tells the shopper
    // it only works with the mock. What must be absent is the mock backend itself.)
    const found = ['mockServiceWorker', 'bs-mock-db', 'password reset code is', '[MSW]', 'setupWorker'].filter((marker) => code.includes(marker));
    expect(found).toEqual([]);
    expect(files.some((f) => f.startsWith('browser'))).toBe(false);
  });

  it('sends its calls to the configured host', () => {
    expect(code.includes(HOST)).toBe(true);
  });
});
