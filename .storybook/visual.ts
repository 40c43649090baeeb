/**
 * The browser half of the stories' visual snapshots (docs/decisions/0037-visual-snapshots.md),
 * run after each story's test in the same render, so a snapshot costs no render of its own:
 *
 * 1. the story is made still: its requests answered (or given up on after a moment), fonts and
 *    the pictures in view loaded, animations, transitions and the text caret off;
 * 2. for each width (`widthsFor` in visual-sizes.ts: a phone or tablet story at its own width, any
 *    other at 375 and 1280 px, its own first: `globals: phone` in src/testing/story-frames.tsx) the frame is resized, made
 *    as tall as the story's content, and the Node half (`visual-command.ts`) captures it once and
 *    compares it with the baseline.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import type { StoryContext } from '@storybook/react-vite';
import { commands } from 'vitest/browser';
import { seededRandom } from '../mocks/scenarios/dynamic';
import { heldRequests, resetHeld } from '../mocks/scenarios/hang';
import { seedMockRandom } from '../mocks/services/random';
import type { VisualResult, VisualShot } from './visual-command';
import { ownFrame } from './frame';
import { MAX_HEIGHT, WIDTHS, widthsFor, type Viewport } from './visual-sizes';

declare module 'vitest/browser' {
  interface BrowserCommands {
    visualSnapshot: (shot: VisualShot) => Promise<VisualResult>;
    visualPrepare: (story: { motion: boolean }) => Promise<void>;
    visualMotion: (motion: boolean) => Promise<void>;
    visualEnabled: () => Promise<boolean>;
    visualWidths: (story: { id: string; widths: number[] }) => Promise<void>;
    visualResize: (size: { width: number; height: number }) => Promise<void>;
  }
}

/**
 * How long a story's requests may run on before the picture is taken anyway. A request held on
 * purpose (a loading state, `hang()` in mocks/scenarios/hang.ts) is not waited for at all, so this
 * is only reached by a story whose page keeps asking (a poll): under a loaded machine a list can take
 * seconds, and a picture taken before it came was a flaky failure.
 */
const SETTLE_MS = 8000;

interface CurrentStory {
  id: string;
  /** `parameters.visual.mask`: selectors of parts that differ every run, hidden in the picture (their space kept). */
  mask: string[];
  /** `parameters.motion`: the story moves on its own (a carousel's rotation) until its pictures are taken. */
  motion: boolean;
  ownViewport: Viewport | undefined;
  queryClient: QueryClient | undefined;
  router: AnyRouter | undefined;
}

let current: CurrentStory | null = null;

/** The seed of the mock's draws in every story (mocks/services/random.ts). */
const MOCK_SEED = 23;

/**
 * A Storybook `beforeEach` (after the loaders, before the story draws): which story is on the page,
 * and its clients. The page prefers reduced motion, so nothing turns on its own (the promo strip,
 * the hero's slides) and a picture does not depend on how long the story took; a story about the
 * motion itself says `parameters: { motion: true }`. A key press makes focus rings show the same
 * way in every run (visual-command.ts).
 */
export async function rememberStory(context: StoryContext): Promise<void> {
  await commands.visualPrepare({ motion: context.parameters.motion === true });
  resetHeld();
  const providers = context.loaded?.providers as { queryClient?: QueryClient; router?: AnyRouter } | undefined;
  const own = ownFrame(context.storyGlobals);
  // The story draws, and its play function runs, in its own frame (`globals: phone`). Storybook's
  // test run sized the page from the `viewport` global, which a story leaves to the toolbar.
  if (own) await resize(WIDTHS[own][0], WIDTHS[own][1]);
  // The same random numbers every run, from the story's id; the mock's own draws (a new account's
  // welcome code) from a seed of their own, which nothing else in the page can shift.
  Math.random = seededRandom(seedOf(context.id));
  seedMockRandom(MOCK_SEED);
  const mask = (context.parameters.visual as { mask?: string[] } | undefined)?.mask ?? [];
  current = {
    mask,
    motion: context.parameters.motion === true,
    id: context.id,
    ownViewport: own,
    queryClient: providers?.queryClient,
    router: providers?.router,
  };
}

/**
 * Still, and small to keep: no animation, transition or caret; pictures as flat grey shapes (their
 * size, place and outline stay in the picture, their pixels would make every baseline ten times
 * larger); no focus ring or shadow on the focused element (whether a ring shows after a focus the
 * code moves depends on the mouse and keys of earlier stories, so it differed between runs).
 */
const STILL = `*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important; }
img, video { filter: contrast(0) !important; }
:focus, :focus-visible { outline: none !important; box-shadow: none !important; }`;

/** The story id's hash: the seed of its random numbers. */
function seedOf(id: string): number {
  let hash = 0;
  for (const char of id) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the story's requests are done (held ones aside): whether there was anything to wait for. */
async function settle(story: CurrentStory): Promise<boolean> {
  const until = performance.now() + SETTLE_MS;
  const running = () => (story.queryClient ? story.queryClient.isFetching() + story.queryClient.isMutating() : 0);
  // A held request keeps its query fetching (and a route waiting on it pending) for good.
  const busy = () =>
    running() > heldRequests() || (heldRequests() === 0 && story.router && story.router.state.status !== 'idle');
  if (!busy()) return false;
  while (busy() && performance.now() < until) await sleep(20);
  return true;
}

/**
 * A lazy picture out of the frame's view (a carousel's other slides, beside the one shown): the
 * browser does not load it until it comes near, and it is not in the picture.
 */
function outOfView(img: HTMLImageElement): boolean {
  if (img.loading !== 'lazy' || img.complete) return false;
  const box = img.getBoundingClientRect();
  return box.right <= 0 || box.bottom <= 0 || box.left >= innerWidth || box.top >= innerHeight;
}

async function picturesLoaded(): Promise<void> {
  await document.fonts.ready;
  const images = [...document.images].filter((img) => (img.currentSrc || img.src) && !outOfView(img));
  await Promise.all(images.map((img) => Promise.race([img.decode().catch(() => undefined), sleep(2000)])));
}

const contentHeight = () => Math.max(document.documentElement.scrollHeight, document.body.scrollHeight);

/** A stand-in for code still loading (a lazy chunk: the dashboard's chart, the review form). */
const LOADING_CODE = '[data-loading-code]';

/** Waits (at most SETTLE_MS) until no stand-in for loading code is left: whether there was one. */
async function codeLoaded(): Promise<boolean> {
  if (!document.querySelector(LOADING_CODE)) return false;
  const until = performance.now() + SETTLE_MS;
  while (document.querySelector(LOADING_CODE) && performance.now() < until) await sleep(20);
  await frame();
  return true;
}

/**
 * Resizes the story's frame (not the page around it: `visualResize` in visual-command.ts) and waits
 * until the frame has that size: the command answers once it has asked for the size, and the frame
 * takes it a frame or two later. Measured before then, the page is still as tall as the frame was,
 * and a frame that grew never shrank back.
 */
async function resize(width: number, height: number): Promise<void> {
  await commands.visualResize({ width, height });
  for (let i = 0; i < 60 && (innerWidth !== width || innerHeight !== height); i++) await frame();
}

/** Resizes the frame to `width` and to the story's height (at least the viewport's): the frame's height. */
async function fit(width: number, viewportHeight: number): Promise<number> {
  let height = viewportHeight;
  // The story's own width is drawn already.
  if (innerWidth !== width || innerHeight !== height) await resize(width, height);
  // Sections drawn when they come into view (`useNearScreen`) grow the page once shown,
  // and some load code of their own first.
  for (let round = 0; round < 2; round++) {
    for (let i = 0; i < 3; i++) {
      await frame();
      const wanted = Math.min(MAX_HEIGHT, Math.max(viewportHeight, contentHeight()));
      if (wanted === height) break;
      height = wanted;
      await resize(width, height);
    }
    if (!(await codeLoaded())) break;
  }
  await picturesLoaded();
  await frame();
  // The page may have been taller for a moment while it settled, and a frame never measures less
  // than its own height: once settled, measured again from the viewport's height.
  if (height > viewportHeight) {
    await resize(width, viewportHeight);
    await frame();
    height = Math.min(MAX_HEIGHT, Math.max(viewportHeight, contentHeight()));
    await resize(width, height);
    // Drawn again at that height before the picture is taken.
    await picturesLoaded();
    await frame();
    await frame();
  }
  return height;
}

let enabled: Promise<boolean> | null = null;

/** Vitest `afterEach`: the story's snapshots; throws (fails the test) on a difference. */
export async function snapshotStory(failed: boolean): Promise<void> {
  const story = current;
  current = null;
  if (!story || failed || !(await (enabled ??= commands.visualEnabled()))) return;
  const started = performance.now();
  // A moving story holds still for its pictures (a carousel pauses under reduced motion), so that
  // every width shows the same slide.
  if (story.motion) await commands.visualMotion(false);
  await settle(story);
  const settled = performance.now();
  let fitting = 0;
  let comparing = 0;
  const style = document.createElement('style');
  style.textContent = STILL + story.mask.map((selector) => `\n${selector} { visibility: hidden !important; }`).join('');
  document.head.append(style);
  try {
    // A story that fixes its viewport is drawn at that one already, so it goes first.
    const widths = widthsFor(story.ownViewport);
    const problems: string[] = [];
    for (const [width, viewportHeight] of widths) {
      const before = performance.now();
      let height = await fit(width, viewportHeight);
      // A width may draw something that asks for data of its own (a layout of its own): wait for it.
      if (await settle(story)) height = await fit(width, viewportHeight);
      const fitted = performance.now();
      const result = await commands.visualSnapshot({ id: story.id, width, height });
      fitting += fitted - before;
      comparing += performance.now() - fitted;
      if (!result.pass) problems.push(result.message ?? `${story.id} at ${width} px differs`);
    }
    // VITE_VISUAL_TIMING=1: each story's cost, for docs/decisions/0037-visual-snapshots.md.
    if (import.meta.env.VITE_VISUAL_TIMING)
      console.info(
        `visual-timing ${JSON.stringify({ id: story.id, ms: Math.round(performance.now() - started), settle: Math.round(settled - started), fit: Math.round(fitting), compare: Math.round(comparing), shots: widths.length })}`,
      );
    if (problems.length) throw new Error(`Visual snapshot: ${problems.join('; ')}`);
    // An update removes the story's baselines at widths it is no longer photographed at.
    await commands.visualWidths({ id: story.id, widths: widths.map(([width]) => width) });
  } finally {
    style.remove();
  }
}
