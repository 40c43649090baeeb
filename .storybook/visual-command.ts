/**
 * The Node half of the stories' visual snapshots (docs/decisions/0037-visual-snapshots.md): a
 * Vitest browser command that photographs the story's frame at the size the browser half has set,
 * and compares it with the committed baseline in `.storybook/visual-baselines/`.
 *
 * - One capture a width, no "stable" retry loop: the browser half has made the page still first.
 * - The fast path compares no pixels: each baseline keeps, in a PNG text chunk, the SHA-1 of the
 *   capture it was made from, and Chromium encodes the same pixels to the same bytes.
 * - Otherwise both images are decoded and compared with pixelmatch (anti-aliasing ignored); the
 *   same pixels pass, any other difference fails and goes to the HTML report
 *   (`test-results/visual/index.html`, visual-report.ts: before, after and the difference side by
 *   side, "after" written as the baseline it would become, so `npm run visual:accept` can take it).
 * - `vitest -u` (`npm run test:visual:update`) writes the baselines instead, and removes a story's
 *   baselines at widths it is no longer photographed at; a story with no baseline gets one
 *   written, as Vitest does for a new snapshot (not on CI).
 * - Where the files are, a picture identical to another kept once: `visual-store.ts`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { CDPSession, ElementHandle, Frame, Page } from 'playwright-core';
import type { BrowserCommand } from 'vitest/node';
import { REPORT, writeVisualReport, type VisualFailure } from './visual-report.ts';
import { TEST_PAGE } from './visual-sizes.ts';
import { BASELINES, forgetOtherWidths, readBaseline, writeBaseline } from './visual-store.ts';

export interface VisualShot {
  /** The story's id (`orders-orders-page--populated`). */
  id: string;
  /** The frame's size, set by the browser half. */
  width: number;
  height: number;
}

export interface VisualResult {
  pass: boolean;
  message?: string;
  /** Milliseconds: capture, and compare (0 on the fast path). */
  ms: { capture: number; compare: number };
}

const KEYWORD = 'capture-sha1';

/** The text chunk's value, or null (a PNG is chunks: length, type, data, CRC). */
export function readPngText(png: Buffer, keyword: string): string | null {
  let at = 8;
  while (at + 8 <= png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'tEXt') {
      const data = png.subarray(at + 8, at + 8 + length);
      const zero = data.indexOf(0);
      if (data.toString('latin1', 0, zero) === keyword) return data.toString('latin1', zero + 1);
    }
    if (type === 'IDAT' || type === 'IEND') return null;
    at += 12 + length;
  }
  return null;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(data.length + 12);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/**
 * What a baseline keeps of a capture: each channel to 16 levels (a change that small is under
 * pixelmatch's threshold anyway), so flat UI, text and the flattened pictures need few colours.
 */
export function posterize(image: PNG): PNG {
  const out = new PNG({ width: image.width, height: image.height });
  const data = out.data;
  image.data.copy(data);
  for (let i = 0; i < data.length; i += 4) {
    for (let k = i; k < i + 3; k++) data[k] = (data[k]! & 0xf0) | (data[k]! >> 4);
    data[i + 3] = 255;
  }
  return out;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The baseline file: the posterized capture as a palette PNG (256 colours or fewer, as nearly every
 * story has), else as RGB, deflated at level 9, with the capture's hash in a text chunk.
 */
export function encodeBaseline(image: PNG, captureSha: string): Buffer {
  const { width, height, data } = posterize(image);
  const text = chunk('tEXt', Buffer.from(`${KEYWORD}\0${captureSha}`, 'latin1'));
  const palette = new Map<number, number>();
  for (let i = 0; i < data.length && palette.size <= 256; i += 4) {
    const rgb = data.readUInt32BE(i) >>> 8;
    if (!palette.has(rgb)) palette.set(rgb, palette.size);
  }
  if (palette.size > 256) {
    const rgb = PNG.sync.write(Object.assign(new PNG({ width, height }), { data }), {
      colorType: 2,
      inputHasAlpha: true,
      deflateLevel: 9,
    });
    return Buffer.concat([rgb.subarray(0, 33), text, rgb.subarray(33)]);
  }
  const rows = Buffer.alloc((width + 1) * height);
  for (let y = 0, at = 0; y < height; y++) {
    rows[at++] = 0;
    for (let x = 0; x < width; x++) rows[at++] = palette.get(data.readUInt32BE((y * width + x) * 4) >>> 8)!;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(3, 9); // palette
  const colours = Buffer.alloc(palette.size * 3);
  for (const [rgb, index] of palette) colours.writeUIntBE(rgb, index * 3, 3);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', colours),
    text,
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const cdpSessions = new WeakMap<Page, Promise<CDPSession>>();
const frameElements = new WeakMap<Frame, Promise<ElementHandle>>();

async function capture(page: Page, frame: Frame, width: number, height: number): Promise<Buffer> {
  let cdp = cdpSessions.get(page);
  if (!cdp) cdpSessions.set(page, (cdp = page.context().newCDPSession(page)));
  let element = frameElements.get(frame);
  if (!element) frameElements.set(frame, (element = frame.frameElement()));
  const box = await (await element).boundingBox();
  if (!box) throw new Error('The story’s frame is not on the page');
  if (Math.round(box.width) !== width || Math.round(box.height) !== height)
    throw new Error(
      `The story’s frame is ${box.width} × ${box.height} px on the page, not ${width} × ${height} (scaled?)`,
    );
  const { data } = await (
    await cdp
  ).send('Page.captureScreenshot', {
    format: 'png',
    clip: { x: box.x, y: box.y, width, height, scale: 1 },
    captureBeyondViewport: false,
    optimizeForSpeed: true,
  });
  return Buffer.from(data, 'base64');
}

/**
 * Sizes the story's frame, and only the frame: Vitest's `page.viewport` sizes the whole page to it
 * too (Playwright's `setViewportSize`, a device-metrics change that lays out and draws both pages
 * afresh), which cost about a tenth of the stories' CPU at four sizes a picture. The page is held
 * at `TEST_PAGE`, larger than any frame (Vitest scales a frame that does not fit), and the frame
 * takes the size Vitest's orchestrator gives it, from the two properties `page.viewport` sets.
 */
export const visualResize: BrowserCommand<[{ width: number; height: number }], void> = async (
  context,
  { width, height },
) => {
  const page = context.page;
  const size = page.viewportSize();
  if (!size || size.width < TEST_PAGE.width || size.height < TEST_PAGE.height) await page.setViewportSize(TEST_PAGE);
  await page.evaluate(
    ([w, h]) => {
      document.body.style.setProperty('--viewport-width', `${w}px`);
      document.body.style.setProperty('--viewport-height', `${h}px`);
    },
    [width, height],
  );
};

/** Whether this run takes the snapshots: `STORYBOOK_VISUAL=off` leaves them out (to measure their cost). */
export const visualEnabled: BrowserCommand<[], boolean> = () => process.env.STORYBOOK_VISUAL !== 'off';

const motionAllowed = new WeakMap<Page, boolean>();

/**
 * Before each story: `prefers-reduced-motion` as the story asks (`parameters.motion`, see
 * visual.ts), kept per page since a page runs many files; and a Shift key pressed in the story's
 * frame, so that a focus the story moves shows its ring (`:focus-visible`) whatever the stories
 * before it did with the mouse or the keyboard.
 */
export const visualPrepare: BrowserCommand<[{ motion: boolean }], void> = async (context, { motion }) => {
  await visualMotion(context, motion);
  const frame = await context.frame();
  await frame.evaluate(() => window.focus());
  await context.page.keyboard.press('Shift');
};

/** Whether the page prefers reduced motion: before a story (its own choice), and before its pictures (still). */
export const visualMotion: BrowserCommand<[boolean], void> = async (context, motion) => {
  if ((motionAllowed.get(context.page) ?? false) === motion) return;
  await context.page.emulateMedia({ reducedMotion: motion ? 'no-preference' : 'reduce' });
  motionAllowed.set(context.page, motion);
};

/**
 * After a story's pictures: under `vitest -u`, its baselines at any other width are removed (a
 * phone-frame story once photographed at every width).
 */
export const visualWidths: BrowserCommand<[{ id: string; widths: number[] }], void> = (context, { id, widths }) => {
  if (context.project.serializedConfig.snapshotOptions.updateSnapshot === 'all')
    forgetOtherWidths(BASELINES, id, widths);
};

let reportCleared = false;
const failures: VisualFailure[] = [];

export const visualSnapshot: BrowserCommand<[VisualShot], VisualResult> = async (context, shot) => {
  if (!reportCleared) {
    rmSync(REPORT, { recursive: true, force: true });
    reportCleared = true;
  }
  const update = context.project.serializedConfig.snapshotOptions.updateSnapshot;
  const started = performance.now();
  const png = await capture(context.page, await context.frame(), shot.width, shot.height);
  const captured = performance.now();
  const sha = createHash('sha1').update(png).digest('hex');
  const baseline = readBaseline(BASELINES, shot.id, shot.width);
  const ms = () => ({ capture: captured - started, compare: performance.now() - captured });
  if (baseline && readPngText(baseline, KEYWORD) === sha) return { pass: true, ms: ms() };

  const actual = PNG.sync.read(png);
  const write = () => writeBaseline(BASELINES, shot.id, shot.width, encodeBaseline(actual, sha));
  if (!baseline) {
    if (update === 'none') return fail(shot, null, actual, sha, 'no baseline yet', ms);
    write();
    return { pass: true, ms: ms() };
  }
  const expected = PNG.sync.read(baseline);
  const still = posterize(actual);
  if (expected.data.equals(still.data) && update !== 'all') return { pass: true, ms: ms() };
  let message: string | null = null;
  let diff: PNG | null = null;
  if (expected.width !== actual.width || expected.height !== actual.height)
    message = `${expected.width} × ${expected.height} px before, ${actual.width} × ${actual.height} px now`;
  else {
    diff = new PNG({ width: actual.width, height: actual.height });
    const differ = pixelmatch(expected.data, still.data, diff.data, actual.width, actual.height, { threshold: 0.1 });
    if (differ > 0) message = `${differ} pixels differ`;
  }
  // The same pixels (a new Chromium may encode them to other bytes): the baseline stands; -u refreshes its hash.
  if (!message || update === 'all') {
    if (update === 'all') write();
    return { pass: true, ms: ms() };
  }
  return fail(shot, baseline, actual, sha, message, ms, diff);
};

/**
 * A failure's pictures for the report, all at the baseline's 16 levels a channel: the baseline as
 * it is, the capture as the baseline it would become (what `npm run visual:accept` copies), the
 * difference posterized too.
 */
export function reportPictures(
  before: Buffer | null,
  after: PNG,
  sha: string,
  diff: PNG | null,
): Record<'before.png' | 'after.png' | 'diff.png', Buffer | null> {
  return {
    'before.png': before,
    'after.png': encodeBaseline(after, sha),
    'diff.png': diff && PNG.sync.write(posterize(diff)),
  };
}

function fail(
  shot: VisualShot,
  before: Buffer | null,
  after: PNG,
  sha: string,
  message: string,
  ms: () => VisualResult['ms'],
  diff: PNG | null = null,
): VisualResult {
  const name = `${shot.id}.${shot.width}`;
  const dir = join(REPORT, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, png] of Object.entries(reportPictures(before, after, sha, diff)))
    if (png) writeFileSync(join(dir, file), png);
  failures.push({ name, id: shot.id, width: shot.width, message, before: !!before, diff: !!diff });
  writeVisualReport(REPORT, failures);
  return {
    pass: false,
    message: `${shot.id} at ${shot.width} px: ${message}. Before, after and the difference: test-results/visual/index.html; if meant, npm run visual:accept -- ${shot.id}`,
    ms: ms(),
  };
}
