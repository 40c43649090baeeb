/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vite';
import {
  visualEnabled,
  visualMotion,
  visualPrepare,
  visualSnapshot,
  visualWidths,
  visualResize,
} from './.storybook/visual-command.ts';
import { TEST_PAGE } from './.storybook/visual-sizes.ts';
import { ONE_AT_A_TIME, WALKS } from './e2e/one-at-a-time.mjs';
import { contentSecurityPolicyPlugin } from './scripts/csp.ts';
import { CHROMIUM_ARGS, testBrowserLaunch } from './scripts/lib/chromium.ts';
import { LongestFirstSequencer } from './scripts/lib/test-order.ts';
import {
  dropMockWorkerForRealHost,
  mockSeedSnapshot,
  precompiledValidators,
  prerenderPages,
  slimContractForBrowser,
  tldtsShim,
} from './scripts/vite-mock-plugins.ts';

const setupFiles = ['src/testing/setup.ts'];

/** What both browser-journey projects share. */
const E2E = {
  environment: 'node',
  include: ['e2e/**/*.e2e.ts'],
  globalSetup: ['e2e/global-setup.ts'],
  setupFiles: ['e2e/support/clock-setup.ts', 'e2e/support/build-ready.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A page on a busy 2-core machine can take seconds to settle: polls wait up to 15 s.
  expect: { poll: { timeout: 15_000 } },
};

/**
 * Modules on every page's critical path, bundled as one 'shell' chunk (see `build` below). Zod is
 * not one: no page needs it before its first render, and a module here that imported it would bring
 * it back, whole, into every page's first download (docs/decisions/0048-search-without-zod.md).
 */
const SHELL_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/][a-z-]+|openapi-fetch)[\\/]|src[\\/](api[\\/](client|errors|rate-limit|normalize|tokens|session|query-client|queries[\\/](auth|orders|products|params|slides)|checkout-limits\.gen)|lib[\\/](browser-storage|cart-storage|count|dates|limits|money|now|once|promo-discount|safe-redirect|search-params|product-id|slug)|components[\\/](ui[\\/]toast|layout[\\/]use-dismiss)|config[\\/][a-z-]+)\.tsx?$/;

/** https://v8.dev/blog/explicit-compile-hints: must be the file's first line. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export default defineConfig({
  // Which build of the mock saved a copy of its data (mocks/persistence.ts): new with every build
  // and every start of the dev server.
  define: { __MOCK_BUILD_ID__: JSON.stringify(Date.now().toString(36)) },
  plugins: [
    // The router plugin goes before React; route files are split per route (no admin code on
    // shopper pages). Tests and stories next to routes are not routes.
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routeFileIgnorePattern: '\\.(test|stories)\\.tsx?$' }),
    react(),
    tailwindcss(),
    mockSeedSnapshot(),
    precompiledValidators(),
    slimContractForBrowser(),
    tldtsShim(),
    dropMockWorkerForRealHost(),
    // The Content-Security-Policy meta tag, in built HTML only (docs/decisions/0017).
    contentSecurityPolicyPlugin(),
    // After the bundle and its index.html: the shopper pages, prerendered from the backend (docs/decisions/0032-real-host-prerendering.md).
    prerenderPages(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Every page needs React, the router, the query library and the API client: one chunk
        // for them instead of a dozen small ones (fewer round trips, better gzip). The admin
        // queries stay out (no admin code on shopper pages).
        codeSplitting: { groups: [{ name: 'shell', test: SHELL_MODULES }] },
        // V8's explicit compile hint: every function of the shell is compiled on a
        // background thread while the file streams in, instead of on the main thread at its first
        // call (docs/decisions/0020-performance-choices.md: fewer long tasks at hydration).
        postBanner: (chunk) => (chunk.name === 'shell' ? COMPILE_HINT : ''),
      },
    },
  },
  test: {
    // Vitest's default on 2 cores is one worker; the jsdom files wait on timers and the mock often
    // enough that two keep both cores busy (docs/decisions/0022-the-test-run.md).
    maxWorkers: 2,
    // The unit tests, then the longest journeys first, so no long file runs on alone at the end.
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['mocks/**/*.test.ts', 'scripts/**/*.test.ts', 'src/lib/**/*.test.ts'],
          // One module graph for the files, as for 'dom' below.
          isolate: false,
          setupFiles,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.tsx'],
          exclude: ['src/lib/**'],
          // The files share one module graph and one jsdom: the app's modules load once per worker,
          // not once per file (docs/decisions/0022-the-test-run.md). The setup files and withApp()
          // put each test's state back; a module is replaced (vi.mock) for all files or none.
          isolate: false,
          setupFiles: [...setupFiles, 'src/testing/setup-dom.ts'],
        },
      },
      {
        // Every story is a test too: rendered in Chromium, with the a11y checks of addon-a11y, and
        // its picture at each width compared with a baseline (docs/decisions/0037-visual-snapshots.md).
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          // The first story of a file waits for the dev server to transform its feature's modules,
          // which on a busy 2-core machine (the e2e build beside it) took more than Vitest's 15 s.
          testTimeout: 30_000,
          // The story files share one page: each file no longer loads the app's modules afresh
          // (docs/decisions/0022-the-test-run.md). The preview's loaders put every story's state back.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // The repository's pinned Chromium (docs/decisions/0049-the-tests-browser.md), unpacked on a test run's first use.
              launchOptions: process.env.VITEST ? testBrowserLaunch(CHROMIUM_ARGS) : {},
              // Nothing moves on its own unless a story asks (parameters.motion); a story's frame is never scaled.
              contextOptions: { viewport: TEST_PAGE, reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
            commands: { visualSnapshot, visualPrepare, visualMotion, visualEnabled, visualWidths, visualResize },
          },
          setupFiles: ['.storybook/vitest.setup.ts'],
          // After a run that may write baselines: each picture kept once (.storybook/visual-store.ts).
          globalSetup: ['.storybook/visual-global-setup.ts'],
        },
      },
      {
        // Browser journeys that share the cores with the unit tests: they wait on pages often
        // enough to fill the gaps the jsdom files leave (docs/decisions/0022-the-test-run.md).
        extends: true,
        test: { name: 'e2e', exclude: [...ONE_AT_A_TIME, ...WALKS], ...E2E },
      },
      {
        // The sweeps (every screen's a11y states, every catalogue row): `npm run test:walks`, after `npm test` on CI.
        extends: true,
        test: { name: 'e2e-walks', ...E2E, include: WALKS },
      },
      {
        // The journeys that measure a page's own timing or need the window: one at a time, last.
        extends: true,
        test: { name: 'e2e-serial', ...E2E, include: ONE_AT_A_TIME, fileParallelism: false },
      },
    ],
  },
});
