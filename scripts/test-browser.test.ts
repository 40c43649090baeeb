/**
 * The tests' browser is the repository's (scripts/lib/test-browser.mjs, decision 0049): the exact
 * package version the lock file holds, its own fonts only, and nothing installed from the machine.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { testBrowser, testBrowserLaunch } from './lib/test-browser.mjs';
import { CHROMIUM_ARGS } from './lib/chromium';

const ROOT = resolve(import.meta.dirname, '..');
const json = (path: string) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

describe('the tests’ browser', () => {
  it('is the pinned package, at the exact version package.json and the lock file name', () => {
    const wanted = json('package.json').devDependencies['@sparticuz/chromium'];
    expect(wanted).toMatch(/^\d+\.\d+\.\d+$/);
    expect(json('package-lock.json').packages['node_modules/@sparticuz/chromium'].version).toBe(wanted);
    const browser = testBrowser();
    expect(browser).toMatchObject({ pinned: true, name: `@sparticuz/chromium ${wanted}` });
    expect(browser.executablePath).toBe(join(ROOT, 'node_modules/.cache/test-browser', wanted, 'chromium'));
    const env = { ...process.env, ...browser.env };
    expect(execFileSync(browser.executablePath, ['--version'], { encoding: 'utf8', env })).toMatch(/^Chromium \d+\./);
  });

  it('sees only the DejaVu fonts of the pinned npm package, whatever fonts the machine has', () => {
    expect(json('package.json').devDependencies['dejavu-fonts-ttf']).toMatch(/^\d+\.\d+\.\d+$/);
    const config = readFileSync(testBrowser().env.FONTCONFIG_FILE!, 'utf8');
    const dirs = [...config.matchAll(/<dir>([^<]+)<\/dir>/g)].map((match) => match[1]);
    expect(dirs).toEqual([join(ROOT, 'node_modules/dejavu-fonts-ttf/ttf')]);
    expect(config).not.toMatch(/<include/);
    expect(existsSync(join(dirs[0]!, 'DejaVuSans.ttf'))).toBe(true);
  });

  it('needs no browser from the machine: CI installs none', () => {
    const ci = readFileSync(join(ROOT, '.ci/run'), 'utf8');
    expect(ci).not.toMatch(/apt-get install[^\n]*chromium/);
    expect(ci).toMatch(/^npm test$/m);
  });

  it('gives every page the same language and time zone, whatever the machine’s LANG and TZ', async () => {
    const saved = { LANG: process.env.LANG, TZ: process.env.TZ };
    Object.assign(process.env, { LANG: 'de_DE.UTF-8', TZ: 'America/Los_Angeles' });
    const options = testBrowserLaunch(CHROMIUM_ARGS);
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    const browser = await chromium.launch(options);
    try {
      const page = await browser.newPage();
      expect(await page.evaluate(() => [navigator.language, Intl.DateTimeFormat().resolvedOptions().timeZone])).toEqual(
        ['en-US', 'UTC'],
      );
      // A family it lacks (system-ui, uPlot's axes; Arial) is drawn in the sans-serif face, as on a desktop.
      const widths = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d')!;
        return Object.fromEntries(
          ['system-ui', 'Arial', 'sans-serif', 'serif'].map((family) => {
            context.font = `20px ${family}`;
            return [family, context.measureText('Date ₦300K').width];
          }),
        );
      });
      expect(widths['system-ui']).toBe(widths['sans-serif']);
      expect(widths.Arial).toBe(widths['sans-serif']);
      expect(widths.serif).not.toBe(widths['sans-serif']);
    } finally {
      await browser.close();
    }
  });
});
