/**
 * The visual snapshots' baseline files, where they are kept, the widths photographed and the report
 * and the command that accepts one story's change (.storybook/visual-command.ts, visual-store.ts,
 * visual-sizes.ts, visual-report.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeBaseline, posterize, readPngText, reportPictures } from '../.storybook/visual-command';
import { acceptStory, visualReportHtml, type VisualFailure } from '../.storybook/visual-report';
import { widthsFor } from '../.storybook/visual-sizes';
import { drawingBrowser } from '../.storybook/visual-global-setup';
import {
  BASELINES,
  BROWSER_RECORD,
  baselineFile,
  forgetOtherWidths,
  readBaseline,
  tidyBaselines,
  writeBaseline,
} from '../.storybook/visual-store';

function image(width: number, height: number, pixel: (x: number, y: number) => [number, number, number]): PNG {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const [r, g, b] = pixel(x, y);
      png.data[at] = r;
      png.data[at + 1] = g;
      png.data[at + 2] = b;
      png.data[at + 3] = 255;
    }
  return png;
}

describe('a baseline file', () => {
  it('reads back as the posterized capture, with the capture’s hash', () => {
    const capture = image(40, 30, (x, y) => [x * 6, y * 8, 200]);
    const file = encodeBaseline(capture, 'abc123');
    const back = PNG.sync.read(file);
    expect([back.width, back.height]).toEqual([40, 30]);
    expect(back.data.equals(posterize(capture).data)).toBe(true);
    expect(readPngText(file, 'capture-sha1')).toBe('abc123');
    // A palette PNG: a flat screen of few colours is small.
    expect(file[25]).toBe(3);
  });

  it('falls back to RGB when the capture has more than 256 colours', () => {
    const capture = image(64, 64, (x, y) => [x * 4, y * 4, (x + y) * 2]);
    const file = encodeBaseline(capture, 'def456');
    expect(file[25]).toBe(2);
    expect(PNG.sync.read(file).data.equals(posterize(capture).data)).toBe(true);
    expect(readPngText(file, 'capture-sha1')).toBe('def456');
  });

  it('keeps 16 levels a channel, so a change too small to see is not a difference', () => {
    const a = posterize(image(1, 1, () => [0x12, 0x80, 0xff]));
    const b = posterize(image(1, 1, () => [0x1e, 0x8f, 0xf0]));
    expect([...a.data]).toEqual([...b.data]);
    expect([...a.data]).toEqual([0x11, 0x88, 0xff, 255]);
  });
});

describe('the report', () => {
  const failures: VisualFailure[] = [
    { name: 'a--b.1280', id: 'a--b', width: 1280, message: '40 pixels differ', before: true, diff: true },
    { name: 'a--b.375', id: 'a--b', width: 375, message: '12 pixels differ', before: true, diff: true },
    { name: 'c--new.1280', id: 'c--new', width: 1280, message: 'no baseline <yet>', before: false, diff: false },
  ];

  it('has one row a story, its widths side by side, and a summary at the top', () => {
    const html = visualReportHtml(failures);
    expect(html).toContain('<title>Visual differences (2)</title>');
    expect(html).toMatch(
      /<p class="summary">2 stories \(3 pictures\) differ from their baselines; new, with no baseline yet: c--new\.<\/p>/,
    );
    expect(html.match(/<section /g)).toHaveLength(2);
    const row = html.slice(html.indexOf('<section id="a--b">'), html.indexOf('<section id="c--new">'));
    // 375 px before 1280 px, in the same row.
    expect(row.indexOf('a--b.375/after.png')).toBeLessThan(row.indexOf('a--b.1280/after.png'));
    expect(row).toContain('src="a--b.375/before.png"');
    expect(row).toContain('src="a--b.1280/diff.png"');
    expect(row).toContain('<code>npm run visual:accept -- a--b</code>');
    expect(html).toContain('no baseline &lt;yet&gt;');
  });

  it('opens each picture full size', () => {
    expect(visualReportHtml(failures)).toContain(
      '<a href="a--b.375/after.png" title="Full size"><img src="a--b.375/after.png"',
    );
  });

  it('links to the Storybook it is given, the dev server by default', () => {
    expect(visualReportHtml(failures)).toContain('href="http://localhost:6006/?path=/story/a--b"');
    expect(visualReportHtml(failures, 'https://design.example.ng/storybook/')).toContain(
      'href="https://design.example.ng/storybook/?path=/story/a--b"',
    );
  });

  it('shows "after" and the difference at the baseline’s colour depth, so an unflagged part looks the same', () => {
    const capture = image(8, 8, (x, y) => [x * 32, y * 32, 0x9c]);
    const baseline = encodeBaseline(capture, 'old');
    // The same screen a shade off everywhere (under pixelmatch's threshold), and one pixel really changed.
    const now = image(8, 8, (x, y) => (x === 3 && y === 3 ? [255, 0, 0] : [x * 32 + 1, y * 32 + 2, 0x93]));
    const diff = image(8, 8, () => [0x37, 0x37, 0x37]);
    const pictures = reportPictures(baseline, now, 'new', diff);
    const before = PNG.sync.read(pictures['before.png']!).data;
    const after = PNG.sync.read(pictures['after.png']!).data;
    const changed = [...Array(64).keys()].filter(
      (i) => !after.subarray(i * 4, i * 4 + 4).equals(before.subarray(i * 4, i * 4 + 4)),
    );
    expect(changed).toEqual([3 * 8 + 3]);
    expect([...PNG.sync.read(pictures['diff.png']!).data.subarray(0, 4)]).toEqual([0x33, 0x33, 0x33, 255]);
  });
});

describe('accepting one story', () => {
  let report: string;
  let baselines: string;
  const shot = (shade: number) =>
    encodeBaseline(
      image(4, 3, () => [shade, shade, shade]),
      `sha-${shade}`,
    );
  const after = (name: string, png: Buffer) => {
    mkdirSync(join(report, name), { recursive: true });
    writeFileSync(join(report, name, 'after.png'), png);
  };
  beforeEach(() => {
    report = mkdtempSync(join(tmpdir(), 'visual-report-'));
    baselines = mkdtempSync(join(tmpdir(), 'visual-baselines-'));
  });
  afterEach(() => {
    rmSync(report, { recursive: true, force: true });
    rmSync(baselines, { recursive: true, force: true });
  });

  it('makes its pictures of the last run its baselines, at every width, and leaves the other stories alone', () => {
    writeBaseline(baselines, 'page--one', 375, shot(0x11));
    writeBaseline(baselines, 'page--two', 375, shot(0x22));
    after('page--one.375', shot(0x33));
    after('page--one.1280', shot(0x44));
    after('page--two.375', shot(0x55));
    after('page--one-more.375', shot(0x66));
    expect(acceptStory('page--one', report, baselines)).toEqual([375, 1280]);
    expect(readBaseline(baselines, 'page--one', 375)?.equals(shot(0x33))).toBe(true);
    expect(readBaseline(baselines, 'page--one', 1280)?.equals(shot(0x44))).toBe(true);
    expect(readBaseline(baselines, 'page--two', 375)?.equals(shot(0x22))).toBe(true);
    expect(readBaseline(baselines, 'page--one-more', 375)).toBeNull();
  });

  it('keeps a picture another story has once, as -u does', () => {
    writeBaseline(baselines, 'page--one', 375, shot(0x11));
    after('page--two.375', shot(0x11));
    expect(acceptStory('page--two', report, baselines)).toEqual([375]);
    expect(readdirSync(baselines).sort()).toEqual(['page--one.375.png', 'page--two.375.same-as']);
  });

  it('accepts nothing for a story the last run did not flag', () => {
    expect(acceptStory('page--none', report, baselines)).toEqual([]);
    expect(readdirSync(baselines)).toEqual([]);
  });
});

describe('the widths a story is photographed at', () => {
  it('a phone or tablet story at its own width only; any other story at 375 and 1280 px, its own first', () => {
    expect(widthsFor('mobile').map(([width]) => width)).toEqual([375]);
    expect(widthsFor('tablet').map(([width]) => width)).toEqual([768]);
    expect(widthsFor('desktop').map(([width]) => width)).toEqual([1280, 375]);
    expect(widthsFor(undefined).map(([width]) => width)).toEqual([375, 1280]);
  });
});

describe('the baselines folder', () => {
  let dir: string;
  const picture = (shade: number) =>
    encodeBaseline(
      image(4, 3, () => [shade, shade, shade]),
      `sha-${shade}`,
    );
  const files = () => readdirSync(dir).sort();
  const note = (name: string) => readFileSync(join(dir, name), 'utf8');
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'visual-baselines-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps a picture shared by two stories once, and each still reads its own', () => {
    writeBaseline(dir, 'page--populated', 375, picture(0x20));
    writeBaseline(dir, 'page--populated-phone', 375, picture(0x20));
    writeBaseline(dir, 'page--populated', 768, picture(0x40));
    expect(tidyBaselines(dir)).toEqual({ shared: 1, notes: 1 });
    expect(files()).toEqual([
      'page--populated-phone.375.same-as',
      'page--populated.375.png',
      'page--populated.768.png',
    ]);
    expect(note('page--populated-phone.375.same-as')).toBe('page--populated.375.png\n');
    expect(readBaseline(dir, 'page--populated-phone', 375)?.equals(picture(0x20))).toBe(true);
    expect(readBaseline(dir, 'page--populated', 768)?.equals(picture(0x40))).toBe(true);
    expect(readBaseline(dir, 'page--populated-phone', 768)).toBeNull();
    // Tidy again: nothing to do.
    expect(tidyBaselines(dir)).toEqual({ shared: 1, notes: 0 });
  });

  it('an update of one story never changes the picture of a story that shared it', () => {
    writeBaseline(dir, 'a--one', 375, picture(0x20));
    writeBaseline(dir, 'b--two', 375, picture(0x20));
    writeBaseline(dir, 'c--three', 375, picture(0x20));
    tidyBaselines(dir);
    expect(files()).toEqual(['a--one.375.png', 'b--two.375.same-as', 'c--three.375.same-as']);
    // A story that pointed at another changes: it gets a file of its own, the others keep theirs.
    writeBaseline(dir, 'c--three', 375, picture(0x80));
    expect(baselineFile(dir, 'c--three', 375)).toBe(join(dir, 'c--three.375.png'));
    expect(readBaseline(dir, 'c--three', 375)?.equals(picture(0x80))).toBe(true);
    expect(readBaseline(dir, 'b--two', 375)?.equals(picture(0x20))).toBe(true);
    // The story whose name holds the shared file changes: the one pointing at it keeps the old picture.
    writeBaseline(dir, 'a--one', 375, picture(0x60));
    expect(readBaseline(dir, 'a--one', 375)?.equals(picture(0x60))).toBe(true);
    expect(readBaseline(dir, 'b--two', 375)?.equals(picture(0x20))).toBe(true);
    tidyBaselines(dir);
    expect(files()).toEqual(['a--one.375.png', 'b--two.375.png', 'c--three.375.png']);
  });

  it('a story photographed at fewer widths loses the others; a picture shared with another story stays', () => {
    writeBaseline(dir, 'page--phone', 375, picture(0x20));
    writeBaseline(dir, 'page--phone', 768, picture(0x40));
    writeBaseline(dir, 'page--phone', 1280, picture(0x60));
    writeBaseline(dir, 'page--desktop', 1280, picture(0x60));
    tidyBaselines(dir);
    expect(note('page--phone.1280.same-as')).toBe('page--desktop.1280.png\n');
    writeBaseline(dir, 'page--wide', 768, picture(0x40));
    tidyBaselines(dir);
    // page--phone.768.png is held for page--wide: it passes to it.
    expect(forgetOtherWidths(dir, 'page--phone', [375])).toEqual(['page--phone.1280.same-as', 'page--phone.768.png']);
    expect(files()).toEqual(['page--desktop.1280.png', 'page--phone.375.png', 'page--wide.768.png']);
    expect(readBaseline(dir, 'page--wide', 768)?.equals(picture(0x40))).toBe(true);
  });

  it('holds each committed picture once, and every note names a picture that is there', () => {
    const names = readdirSync(BASELINES);
    const pictures = names.filter((name) => name.endsWith('.png'));
    const hashes = new Map<string, string>();
    for (const name of pictures) {
      const hash = createHash('sha1')
        .update(readFileSync(join(BASELINES, name)))
        .digest('hex');
      expect(hashes.get(hash), `${name} is the same picture`).toBeUndefined();
      hashes.set(hash, name);
    }
    for (const name of names.filter((name) => name.endsWith('.same-as'))) {
      const target = readFileSync(join(BASELINES, name), 'utf8').trim();
      expect(pictures, `${name} names ${target}`).toContain(target);
      expect(names).not.toContain(name.replace(/\.same-as$/, '.png'));
    }
    expect(names.filter((name) => !/\.\d+\.(png|same-as)$/.test(name))).toEqual([]);
  });

  it('were drawn by the pinned browser the stories run in (a new one needs npm run test:visual:update)', () => {
    expect(readFileSync(BROWSER_RECORD, 'utf8').trim()).toBe(drawingBrowser());
    expect(drawingBrowser()).toMatch(/^Chromium \d+\.\d+\.\d+\.\d+ \(@sparticuz\/chromium \d+\.\d+\.\d+\)$/);
  });
});
