/**
 * Before the browser journeys: check for Chromium, build the app with the mock backend on (its
 * shopper pages prerendered), serve the build as a static host does (scripts/lib/static-server.ts:
 * a prerendered page's file where there is one, else the app shell), and stop that server afterwards.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH } from '../scripts/lib/chromium';
import { serveBuild } from '../scripts/lib/static-server';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4318);
/** Where the build goes; a second run side by side (another port too) needs its own. */
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';

let server: Server | null = null;

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's build with:\n  apt-get update && apt-get install -y chromium\n` +
        'or point CHROMIUM_PATH at another Chromium binary. (Never `playwright install`: it downloads a browser.)',
    );
  }
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync('./node_modules/.bin/vite', ['build', '--logLevel', 'warn', '--outDir', OUT_DIR], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', VITE_API_BASE_URL: '' } });
    if (build.status !== 0) throw new Error('vite build failed');
  }
  server = await serveBuild(OUT_DIR, E2E_PORT, { compress: false });
  project.provide('baseUrl', `http://127.0.0.1:${E2E_PORT}`);
  project.provide('outDir', OUT_DIR);
  return () => {
    server?.close();
    server = null;
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The build's folder, to read its files and source maps. */
    outDir: string;
  }
}
