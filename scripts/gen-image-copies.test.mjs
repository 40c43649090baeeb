// Tests for scripts/gen-image-copies.mjs — run with: node --test scripts/gen-image-copies.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
  appendFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SETS, problems, sources } from './gen-image-copies.mjs';
import { PRODUCTS as SEEDED } from '../mocks/seed/catalog-content.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SCRIPT = join(root, 'scripts/gen-image-copies.mjs');
const PRODUCTS = join(root, 'public/images/products');

/** Width and height of a lossy WebP (simple or extended format), from its header. */
function webpSize(buf) {
  assert.equal(buf.toString('ascii', 0, 4), 'RIFF');
  assert.equal(buf.toString('ascii', 8, 12), 'WEBP');
  const chunk = buf.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8X') return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  throw new Error(`unexpected WebP chunk ${chunk}`);
}

const run = (...args) => execFileSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', stdio: 'pipe' });

test('the committed copies match the SVGs they were drawn from, at every width of their set', () => {
  assert.deepEqual(Object.keys(SETS), ['products', 'categories', 'slides']);
  let checked = 0;
  for (const [name, set] of Object.entries(SETS)) {
    const src = join(root, 'public/images', name);
    const out = join(root, 'public/images/copies', name);
    assert.deepEqual(problems(src, out, set), [], 'run npm run gen:images');
    for (const picture of Object.keys(sources(src))) {
      for (const width of set.widths) {
        const buf = readFileSync(join(out, `${picture}-${width}.webp`));
        const height = Math.round(width * set.ratio);
        assert.deepEqual(webpSize(buf), { width, height }, `${name}/${picture}-${width}.webp`);
        assert.ok(buf.length < (width * height) / 10, `${name}/${picture}-${width}.webp: ${buf.length} bytes`);
      }
      checked++;
    }
  }
  // two pictures a product and a texture a subcategory; six categories, six slides
  assert.equal(checked, SEEDED.length * 2 + 16 + 6 + 6);
});

test('draws each SVG at each width given, redraws only what changed, and removes only its own leftovers', () => {
  const tmp = mkdtempSync(join(tmpdir(), 'gen-image-copies-test-'));
  try {
    const src = join(tmp, 'src');
    const out = join(tmp, 'out');
    mkdirSync(src);
    mkdirSync(out);
    for (const name of ['tablet-soap-1', 'foundation-texture'])
      copyFileSync(join(PRODUCTS, `${name}.svg`), join(src, `${name}.svg`));
    writeFileSync(join(out, 'gone-360.webp'), 'stale');
    writeFileSync(join(out, 'notes.txt'), 'not ours');

    assert.match(run('--src', src, '--out', out, '--widths', '360,720'), /2 drawn, 0 unchanged/);
    assert.deepEqual(readdirSync(out).sort(), [
      'foundation-texture-360.webp',
      'foundation-texture-720.webp',
      'notes.txt',
      'sources.json',
      'tablet-soap-1-360.webp',
      'tablet-soap-1-720.webp',
    ]);
    assert.deepEqual(webpSize(readFileSync(join(out, 'tablet-soap-1-720.webp'))), { width: 720, height: 720 });
    // A copy is drawn by Chromium, not blank: a drawn product picture is several kilobytes.
    assert.ok(readFileSync(join(out, 'tablet-soap-1-360.webp')).length > 1000);
    assert.deepEqual(problems(src, out, { widths: [360, 720], ratio: 1 }), []);
    run('--src', src, '--out', out, '--widths', '360,720', '--check');

    assert.match(run('--src', src, '--out', out, '--widths', '360,720'), /0 drawn, 2 unchanged/);

    appendFileSync(join(src, 'tablet-soap-1.svg'), '\n');
    assert.deepEqual(problems(src, out, { widths: [360, 720], ratio: 1 }), [
      'tablet-soap-1.svg: changed since its copies were made',
    ]);
    assert.throws(
      () => run('--src', src, '--out', out, '--widths', '360,720', '--check'),
      /changed since its copies were made/,
    );
    assert.match(run('--src', src, '--out', out, '--widths', '360,720'), /1 drawn, 1 unchanged/);

    rmSync(join(src, 'foundation-texture.svg'));
    assert.deepEqual(problems(src, out, { widths: [360, 720], ratio: 1 }), [
      'foundation-texture: recorded, but its SVG is gone',
      'foundation-texture-360.webp: left over',
      'foundation-texture-720.webp: left over',
    ]);
    run('--src', src, '--out', out, '--widths', '360,720');
    assert.ok(!existsSync(join(out, 'foundation-texture-360.webp')));
    assert.equal(readFileSync(join(out, 'notes.txt'), 'utf8'), 'not ours');
    assert.deepEqual(Object.keys(JSON.parse(readFileSync(join(out, 'sources.json'), 'utf8'))), ['tablet-soap-1']);

    // A set that is not square: a hero slide, 1600 × 700.
    const slides = join(tmp, 'slides');
    mkdirSync(slides);
    copyFileSync(join(root, 'public/images/slides/black-soap.svg'), join(slides, 'black-soap.svg'));
    run('--src', slides, '--out', join(tmp, 'slides-out'), '--widths', '800', '--ratio', String(700 / 1600));
    assert.deepEqual(webpSize(readFileSync(join(tmp, 'slides-out', 'black-soap-800.webp'))), {
      width: 800,
      height: 350,
    });
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
