/**
 * Setup of the dom (jsdom) project, after ./setup.ts: File, Blob and FormData are Node's own, like
 * the fetch, Request and Response they are sent and read with.
 *
 * Vitest's jsdom environment puts jsdom's File, Blob and FormData on the global but keeps Node's
 * fetch, Request and Response, so a multipart body crosses from one to the other, and both
 * crossings are broken:
 * - Out: Vitest copies each jsdom Blob into a Node Blob through a private field that jsdom 28
 *   renamed, so every file part arrives as the 9 bytes "undefined", named "blob" (Vitest 4.1,
 *   vitest-dev/vitest#11294).
 * - In, on Node 24: its fetch (undici 7) builds each file part of `request.formData()` with the
 *   global File, jsdom's here, then rejects it with its own File check (ERR_ASSERTION). A mock
 *   handler that reads a form then fails with a 500 (vitest-dev/vitest#9135). Node 20's undici
 *   kept its own File, which is why only Node 24 showed it.
 * In a browser they are one realm, and with these three from Node they are one here too. So a file
 * chosen with user-event, the FormData the app builds and the parts a mock handler reads keep
 * their bytes and names, on Node 20 and 24 alike. jsdom takes them where the app hands them over
 * (an input's `files`; URL.createObjectURL is Vitest's). Only jsdom's FileReader and
 * `new FormData(formElement)` would not; the app uses neither.
 */
import { Blob, File } from 'node:buffer';
import { cleanup } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetBrowserState } from './browser-session';

/** Node's FormData: not exported by name, but it is what parsing a body gives. */
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;

Object.assign(globalThis, { Blob, File, FormData: NodeFormData });

// Vitest runs without globals here, so Testing Library cannot register its own cleanup: a setup
// file's hooks are registered for every test file, a module's only for the first that imports it.
afterEach(cleanup);
// Every test starts signed out with empty storage, whatever the test before it left (the files share
// one jsdom, and a request a file left running can still write after its last test).
beforeEach(resetBrowserState);

// What jsdom cannot draw is a stand-in for every jsdom test file (the files share their modules, so
// a module is replaced for all of them or none); Chromium draws the real ones in the stories and e2e.
// The dashboard's chart: uPlot needs a canvas and matchMedia.
vi.mock('@/features/admin-dashboard/uplot-chart', () => ({
  default: () => createElement('div', { 'data-testid': 'revenue-chart-canvas' }),
}));
// The test run's screenshots: a fixed picture's description and a few bytes of JPEG.
vi.mock('@mocks/devtools/screenshot', () => ({
  takeScreenshot: vi.fn(async (key: string) => ({
    key,
    type: 'image/jpeg',
    taken_at: '2026-11-26T05:03:00.000Z',
    page: '/account',
    width: 1280,
    height: 800,
  })),
  screenshotBlob: vi.fn(async () => new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' })),
  clearScreenshots: vi.fn(async () => undefined),
}));
