/** `npm run dev` serves the whole store on the mock backend (the first thing a developer runs). */
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForServer } from '../scripts/lib/chromium';
import { launchChromium } from './support/browser';
import { clockEnv, clockOffset } from './support/clock';

/** Beside the e2e host's port when E2E_PORT names one, so two runs side by side do not share it. */
const PORT = process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 1 : 4327;

describe('the dev server', () => {
  let server: ChildProcess;
  beforeAll(async () => {
    server = spawn('./node_modules/.bin/vite', ['--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
      stdio: 'ignore',
      env: { ...process.env, ...clockEnv(clockOffset()), VITE_API_BASE_URL: '' },
    });
    await waitForServer(`http://127.0.0.1:${PORT}/`);
  });
  afterAll(() => {
    server?.kill();
  });

  it('renders the store with the mock backend and loads lazy route chunks', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('response', (response) => {
        if (response.status() >= 400 && !response.url().includes('/api/'))
          errors.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(`http://127.0.0.1:${PORT}/`);
      await page.getByRole('banner').waitFor({ timeout: 45_000 });
      await page.goto(`http://127.0.0.1:${PORT}/admin`);
      await page.getByRole('heading', { name: 'Admin sign in' }).waitFor({ timeout: 45_000 });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
