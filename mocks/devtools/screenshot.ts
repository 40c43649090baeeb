/**
 * Screenshots for a test run (issue 32, point 5): the page as QA saw it when a row is marked
 * failed and when the last row is marked, drawn from the DOM by modern-screenshot
 * (docs/decisions/0031-test-run-screenshots.md). The library is imported here, dynamically, and
 * this module only by the test run: it is a chunk of its own that only a test run downloads, never
 * part of the store's bundles (`e2e/mock-devtools.e2e.ts` checks).
 *
 * The images live in IndexedDB (a database of their own, so a data reset keeps them; in memory
 * where there is none, as in jsdom); the run in localStorage keeps only their keys.
 */
import { indexedDbBlobStore, memoryBlobStore, type BlobStore } from '../services/uploads';

export interface Screenshot {
  /** Where the image is kept (the shots store). */
  key: string;
  type: string;
  taken_at: string;
  /** The page it shows. */
  page: string;
  width: number;
  height: number;
}

/** The panel and anything marked `data-screenshot-skip` are left out of the picture. */
const SKIP = '[data-mock-devtools-root], [data-screenshot-skip]';
/** JPEG keeps a full page at a few hundred kB. */
const TYPE = 'image/jpeg';

let shots: BlobStore | null = null;
function store(): BlobStore {
  shots ??= typeof indexedDB === 'undefined' ? memoryBlobStore() : indexedDbBlobStore('bs-mock-test-run-shots');
  return shots;
}

/** For tests: the store the shots go to. */
export function setShotStore(next: BlobStore): void {
  shots = next;
}

/** Takes the page as it is now (the visible viewport, the panel left out) and keeps it under `key`. */
export async function takeScreenshot(key: string): Promise<Screenshot> {
  const { domToBlob } = await import('modern-screenshot');
  const width = document.documentElement.clientWidth;
  const height = window.innerHeight;
  // The library waits for every picture in the page: a lazy one out of view would never come, so
  // they load now (and go back to lazy after).
  const lazy = [...document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')].filter((img) => !img.complete);
  for (const img of lazy) img.loading = 'eager';
  let blob: Blob;
  try {
    blob = await domToBlob(document.body, {
      type: TYPE,
      quality: 0.8,
      width,
      height,
      backgroundColor: '#ffffff',
      // Long enough for a busy machine to decode the drawn page; a picture that fails is skipped sooner.
      timeout: 15_000,
      // What is scrolled into view, as QA sees it.
      style: { margin: '0', transform: `translateY(${-window.scrollY}px)` },
      filter: (node) => !(node instanceof Element && node.matches(SKIP)),
    });
  } finally {
    for (const img of lazy) img.loading = 'lazy';
  }
  await store().put(key, blob);
  return {
    key,
    type: blob.type || TYPE,
    taken_at: new Date().toISOString(),
    page: location.pathname + location.search,
    width,
    height,
  };
}

/** The image kept under a key, or undefined when it is gone (another browser, storage cleared). */
export function screenshotBlob(key: string): Promise<Blob | undefined> {
  return store().get(key);
}

/** Forgets every shot (a run ended). */
export function clearScreenshots(): Promise<void> {
  return store().clear();
}
