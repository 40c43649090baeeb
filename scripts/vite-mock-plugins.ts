/**
 * Build-time help for the in-browser mock backend (docs/decisions/0020-performance-choices.md):
 * - `virtual:mock-seed`: the default seed as a snapshot made in Node (scripts/seed-snapshot.ts),
 *   so the browser neither downloads faker nor spends a few hundred milliseconds seeding;
 * - the request validators compiled ahead of time (scripts/gen-validators.ts) in place of
 *   mocks/contract/compile.ts, in browser builds: no Ajv compiler, no `new Function` at run time;
 * - tldts (the Public Suffix List, pulled in by msw's cookie store) replaced by a two-line shim
 *   in browser builds, and msw's per-handler cookie lookup by a parse of the Cookie header
 *   (mocks/browser-shims/). msw 3 caches its compiled paths itself (@msw/url), so they need no shim;
 * - the contract, in browser builds, without the words written for people (mocks/contract/slim.ts)
 *   and as a JSON string parsed at run time rather than a JavaScript object literal;
 * - a build for a real host leaves out public/mockServiceWorker.js (nothing there registers it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { slimContract } from '../mocks/contract/slim.ts';

const VIRTUAL_SEED = 'virtual:mock-seed';
const RESOLVED_SEED = '\0virtual:mock-seed';
const TLDTS_SHIM = fileURLToPath(new URL('../mocks/browser-shims/tldts.ts', import.meta.url));
const COOKIES_SHIM = fileURLToPath(new URL('../mocks/browser-shims/msw-request-cookies.ts', import.meta.url));
/** msw 3's bundled chunk that holds `getAllRequestCookies`, and the line the shim takes over at. */
const MSW_COOKIE_CHUNK = /[\\/]node_modules[\\/]msw[\\/]lib[\\/]_chunks[\\/]http-handler\.js$/;
const MSW_COOKIE_LOOKUP = 'function getAllRequestCookies(request) {';
const MOCK_ENTRY = /[\\/]mocks[\\/]browser\.ts$/;

export function mockSeedSnapshot(): Plugin {
  return {
    name: 'mock-seed-snapshot',
    resolveId(id) {
      return id === VIRTUAL_SEED ? RESOLVED_SEED : null;
    },
    load(id) {
      if (id !== RESOLVED_SEED) return null;
      // JSON.parse of a string literal parses faster than the same object as a JS literal.
      return `export default JSON.parse(${JSON.stringify(runScript('scripts/seed-snapshot.ts'))});`;
    },
  };
}

function runScript(script: string, ...args: string[]): string {
  const result = spawnSync('./node_modules/.bin/tsx', [script, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stderr}`);
  return result.stdout;
}

const COMPILED = '\0mock-validators';
const COMPILED_PART = '\0mock-validators/';

export function precompiledValidators(): Plugin {
  let generated: { strict: string; coercing: string; table: Record<string, [string, string]> } | null = null;
  const get = () => (generated ??= JSON.parse(runScript('scripts/gen-validators.ts')) as NonNullable<typeof generated>);
  return {
    name: 'mock-precompiled-validators',
    apply: 'build',
    enforce: 'pre',
    resolveId(id, importer) {
      if (id === './compile' && importer && /mocks[\\/]contract[\\/]validator\.ts$/.test(importer)) return COMPILED;
      if (id.startsWith(COMPILED_PART)) return id;
      return null;
    },
    load(id) {
      if (id === `${COMPILED_PART}s`) return get().strict;
      if (id === `${COMPILED_PART}c`) return get().coercing;
      if (id !== COMPILED) return null;
      return [
        `import * as s from ${JSON.stringify(`${COMPILED_PART}s`)};`,
        `import * as c from ${JSON.stringify(`${COMPILED_PART}c`)};`,
        `const modules = { s, c };`,
        `const table = ${JSON.stringify(get().table)};`,
        `export const CONTRACT_ID = 'contract';`,
        `export function compileValidator(key) {`,
        `  const entry = table[key];`,
        `  if (!entry) throw new Error('No validator was compiled ahead of time for ' + key + ' (scripts/gen-validators.ts)');`,
        `  return modules[entry[0]][entry[1]];`,
        `}`,
      ].join('\n');
    },
  };
}

const CONTRACT_JSON = /[\\/]mocks[\\/]contract[\\/]openapi\.gen\.json$/;

/**
 * The contract the browser mock imports, slimmed (96 kB of JSON to 56 kB) and handed over as a
 * string for JSON.parse, which V8 reads far faster than the same object written as JavaScript.
 * The validators compiled ahead of time were made from the whole contract; tests use it whole.
 */
export function slimContractForBrowser(): Plugin {
  return {
    name: 'mock-slim-contract',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!CONTRACT_JSON.test(id)) return null;
      const slim = slimContract(JSON.parse(readFileSync(id, 'utf8')) as unknown);
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(slim))});`, moduleType: 'js' };
    },
  };
}

export function tldtsShim(): Plugin {
  return {
    name: 'tldts-shim',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      return id === 'tldts' ? TLDTS_SHIM : null;
    },
    // msw 3 ships one bundled chunk for its HTTP handlers, with the cookie lookup inside it: the
    // lookup's first line hands over to the shim. A new msw that words it otherwise fails the build
    // here rather than quietly losing the shim.
    transform(code, id) {
      if (!MSW_COOKIE_CHUNK.test(id)) return null;
      if (!code.includes(MSW_COOKIE_LOOKUP))
        throw new Error(
          `${id} no longer has "${MSW_COOKIE_LOOKUP}": update the cookie shim (scripts/vite-mock-plugins.ts)`,
        );
      // On the lines they were on, so the chunk's source map still holds (`map: null` keeps it).
      return {
        code: `import { getAllRequestCookies as requestCookiesFromHeader } from ${JSON.stringify(COOKIES_SHIM)}; ${code.replace(
          MSW_COOKIE_LOOKUP,
          `${MSW_COOKIE_LOOKUP} return requestCookiesFromHeader(request);`,
        )}`,
        map: null,
      };
    },
  };
}

/** A build with VITE_API_BASE_URL set has no mock: its output carries no mock service worker. */
export function dropMockWorkerForRealHost(): Plugin {
  let outDir = 'dist';
  let realHost = false;
  return {
    name: 'drop-mock-worker-for-real-host',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      realHost = Boolean(config.env.VITE_API_BASE_URL);
    },
    closeBundle() {
      if (realHost) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/** Whether the host answers its product listing within 5 s; the reason when it does not. */
async function hostAnswers(host: string): Promise<true | string> {
  try {
    const response = await fetch(`${host}/products?per_page=1`, { signal: AbortSignal.timeout(5000) });
    return response.ok ? true : `it answered ${response.status}`;
  } catch (error) {
    return error instanceof Error
      ? error.cause instanceof Error
        ? error.cause.message
        : error.message
      : String(error);
  }
}

/**
 * The shopper pages prerendered once Vite has written the bundle (scripts/prerender.ts,
 * docs/decisions/0020-performance-choices.md and 0032-real-host-prerendering.md):
 * - a mock build, from the mock backend's default seed;
 * - a real-host build, from the host it points at, as the host answers at build time (the browser
 *   asks the host again once the page shows). A host that does not answer leaves the build
 *   unprerendered, with a warning: every page then loads as the app shell does. `PRERENDER=0`
 *   turns it off.
 * A build that did not write the app's index.html (Storybook's preview, whose folder also holds
 * Storybook's own index.html) is left alone.
 */
export function prerenderPages(): Plugin {
  let outDir = 'dist';
  let skip = false;
  let host = '';
  /** Whether this build wrote the app's index.html (Storybook's preview build writes iframe.html). */
  let wroteApp = false;
  /** The mock backend's chunk and the chunks only it imports: the shell names them. */
  let mockChunks: string[] = [];
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      host = String(config.env.VITE_API_BASE_URL ?? '');
      skip = Boolean(config.build.ssr) || process.env.PRERENDER === '0';
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        wroteApp = 'index.html' in bundle;
        const mock = Object.values(bundle).find(
          (file) => file.type === 'chunk' && file.facadeModuleId !== null && MOCK_ENTRY.test(file.facadeModuleId),
        );
        const ours = mock?.type === 'chunk' ? [mock.fileName, ...mock.imports] : [];
        // A chunk the app's own code imports too (the contract's limits, say) comes with the page
        // that needs it; named here, the mock would ask for it before the page's first paint.
        const theApps = new Set(
          Object.values(bundle).flatMap((file) =>
            file.type === 'chunk' && !ours.includes(file.fileName) ? [...file.imports, ...file.dynamicImports] : [],
          ),
        );
        mockChunks = ours.filter((file) => !theApps.has(file));
      },
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        if (skip || !wroteApp) return;
        if (!host) {
          process.stdout.write(runScript('scripts/prerender.ts', outDir, ...mockChunks));
          return;
        }
        const answers = await hostAnswers(host);
        if (answers !== true) {
          this.warn(`pages not prerendered: ${host} did not answer (${answers}); every page loads as the app shell`);
          return;
        }
        // Not spawnSync: the host may be served by the process that started this build.
        const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
          (resolve) => {
            const child = spawn('./node_modules/.bin/tsx', ['scripts/prerender.ts', outDir, '--host', host]);
            let out = '';
            let err = '';
            child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
            child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
            child.on('close', (status) => resolve({ code: status, stdout: out, stderr: err }));
          },
        );
        if (code !== 0) throw new Error(`scripts/prerender.ts failed:\n${stderr}`);
        process.stdout.write(stdout);
      },
    },
  };
}
