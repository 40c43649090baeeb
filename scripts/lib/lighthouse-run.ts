/**
 * One Lighthouse run (mobile defaults, performance only) against a Chromium of our own (Debian's)
 * with a fresh profile, as `npm run bench` and `npm run bench:compare` do it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import lighthouse from 'lighthouse';
import { putStorageInto, type StorageState } from './admin-session';
import type { LighthouseFigures } from './bench-targets';
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitForServer } from './chromium';

const leftProfiles: string[] = [];
const running = new Set<ChildProcess>();

function removeProfile(dir: string): void {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  } catch {
    leftProfiles.push(dir);
  }
}

/** Profiles Chromium was still writing to when their run ended: tried again, never fatal. */
export function removeLeftProfiles(): void {
  leftProfiles.splice(0).forEach(removeProfile);
}

/** Stops any Chromium still running (for a process exiting on an error). */
export function killLighthouseBrowsers(): void {
  running.forEach((child) => child.kill());
}

export async function runLighthouse(options: {
  url: string;
  /** Storage to put into the profile first (the admin's session), for `origin`. */
  storage?: { origin: string; state: StorageState };
  /** Keep the whole report here (JSON). */
  reportFile?: string;
  debuggingPort?: number;
}): Promise<LighthouseFigures> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const port = options.debuggingPort ?? 9300;
  const chrome = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  running.add(chrome);
  try {
    await waitForServer(`http://127.0.0.1:${port}/json/version`);
    if (options.storage) await putStorageInto(port, options.storage.origin, options.storage.state);
    const result = await lighthouse(options.url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: Boolean(options.storage),
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${options.url}`);
    if (options.reportFile) {
      mkdirSync(dirname(options.reportFile), { recursive: true });
      writeFileSync(options.reportFile, JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
      finalUrl: lhr.finalDisplayedUrl,
    };
  } finally {
    chrome.kill();
    await new Promise((resolve) => chrome.once('exit', resolve));
    running.delete(chrome);
    // Chromium's helpers may still be writing to the profile for a moment after it exits.
    removeProfile(profile);
  }
}
