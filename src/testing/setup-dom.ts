/**
 * Setup of the dom (jsdom) project, after ./setup.ts: File, Blob and FormData are Node's own, like
 * the fetch, Request and Response they are sent and read with.
 *
 * Vitest's jsdom environment puts jsdom's File, Blob and FormData on the global but keeps Node's
 * fetch, Request and Response, so a multipart body crosses from one to the other, and both
 * crossings are broken:
 * - Out: Vitest copies each jsdom Blob into a Node Blob, and drops its file name ("blob"); up to
 *   Vitest 4.1 it lost the bytes too (vitest-dev/vitest#11294).
 * - In, on Node 24: its fetch (undici 7) builds each file part of `request.formData()` with the
 *   global File, jsdom's here, then rejects it with its own File check (ERR_ASSERTION). A mock
 *   handler that reads a form then fails with a 500 (vitest-dev/vitest#9135, still open in
 *   Vitest 5.1).
 * In a browser they are one realm, and with these three from Node they are one here too. So a file
 * chosen with user-event, the FormData the app builds and the parts a mock handler reads keep
 * their bytes and names. jsdom takes them where the app hands them over (an input's `files`;
 * URL.createObjectURL is Vitest's), with one exception below: XMLHttpRequest. Only jsdom's
 * FileReader and `new FormData(formElement)` would not; the app uses neither.
 */
import { Blob, File } from 'node:buffer';
import { cleanup } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { resetBrowserState } from './browser-session';

/** Node's FormData: not exported by name, but it is what parsing a body gives. */
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor;

// Defined on the global itself: assigning through Vitest's window accessors would put them on jsdom's
// window too, and Vitest 5 would then take Node's own Blobs for jsdom's and fail to copy them.
for (const [name, value] of Object.entries({ Blob, File, FormData: NodeFormData }))
  Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });

// The uploads (src/api/upload.ts) use XMLHttpRequest, which is jsdom's: since msw 3 it sends the
// request itself (msw intercepts it below, at Node's http), and it can only encode jsdom's FormData.
// A Node FormData is encoded here as a browser would, by Node's own Response (multipart, with each
// file's name, type and bytes), then sent as those bytes with their Content-Type. Encoding takes a
// moment, so the send happens a few microtasks later; an abort meanwhile still ends it as an abort.
const realSend = XMLHttpRequest.prototype.send;
const realAbort = XMLHttpRequest.prototype.abort;
const encoding = new WeakSet<XMLHttpRequest>();
XMLHttpRequest.prototype.send = function send(this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
  if (!(body instanceof NodeFormData)) return realSend.call(this, body);
  const encoded = new Response(body as globalThis.FormData);
  this.setRequestHeader('Content-Type', encoded.headers.get('content-type')!);
  encoding.add(this);
  void encoded.arrayBuffer().then((bytes) => {
    if (encoding.delete(this)) realSend.call(this, new Uint8Array(bytes));
  });
};
XMLHttpRequest.prototype.abort = function abort(this: XMLHttpRequest) {
  if (encoding.delete(this)) realSend.call(this, new Uint8Array());
  realAbort.call(this);
};

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
