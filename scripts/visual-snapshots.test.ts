/** The visual snapshots' baseline files and report (.storybook/visual-command.ts, visual-report.ts). */
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodeBaseline, posterize, readPngText } from '../.storybook/visual-command';
import { visualReportHtml } from '../.storybook/visual-report';

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
  it('shows before, after and the difference of each failed story, its name escaped', () => {
    const html = visualReportHtml([
      { name: 'a--b.375', id: 'a--b', width: 375, message: '12 pixels differ', before: true, diff: true },
      { name: 'c--new.1280', id: 'c--new', width: 1280, message: 'no baseline <yet>', before: false, diff: false },
    ]);
    expect(html).toContain('<title>Visual differences (2)</title>');
    expect(html).toContain('src="a--b.375/before.png"');
    expect(html).toContain('src="a--b.375/after.png"');
    expect(html).toContain('src="a--b.375/diff.png"');
    expect(html).toContain('no baseline &lt;yet&gt;');
    expect(html).toContain('http://localhost:6006/?path=/story/a--b');
  });
});
