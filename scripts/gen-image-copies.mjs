#!/usr/bin/env node
// WebP copies of the generated product and category pictures at the sizes the store shows them,
// the way an image host serves a photo at the size a grid needs
// (docs/decisions/0020-performance-choices.md).
//
//   node scripts/gen-image-copies.mjs            every set in SETS: public/images/<set> -> public/images/copies/<set>
//   node scripts/gen-image-copies.mjs --check    exit 1, naming them, if copies are missing or stale
//   node scripts/gen-image-copies.mjs --src A --out B [--widths 360,720] [--ratio 1]   one folder of SVGs
//
// Each SVG is drawn by the tests' pinned Chromium (a browser draws its copy), at each
// width of its set, and encoded as WebP. sources.json records a hash of every SVG a copy was
// made from, so --check (and the test) can tell a stale copy without a browser, and a re-run
// redraws only what changed. Only its own outputs in an output folder are removed:
// <name>-<width>.webp and sources.json.

import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The sets of pictures, the widths each is copied at (src/lib/image-copies.ts asks for them) and
 * their height for a width of 1.
 */
export const SETS = {
  products: { widths: [360, 720], ratio: 1 },
  categories: { widths: [256], ratio: 1 },
  slides: { widths: [800, 1200, 1600], ratio: 700 / 1600 },
};
export const QUALITY = 0.75;
const OWN_OUTPUT = /^[a-z0-9-]+-\d+\.webp$/;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function hashOf(svg) {
  return createHash('sha256').update(svg).digest('hex').slice(0, 16);
}

export function copyFiles(name, { widths }) {
  return widths.map((width) => ({ width, file: `${name}-${width}.webp` }));
}

/** The SVGs under src, by name without extension, with their hashes. */
export function sources(src) {
  return Object.fromEntries(
    readdirSync(src)
      .filter((f) => f.endsWith('.svg'))
      .sort()
      .map((f) => [f.slice(0, -4), hashOf(readFileSync(join(src, f)))]),
  );
}

/** Copies in out that no SVG of src asks for any more (gone, or made at a width no longer used). */
function leftOver(wanted, out, set) {
  if (!existsSync(out)) return [];
  const expected = new Set(Object.keys(wanted).flatMap((name) => copyFiles(name, set).map((c) => c.file)));
  return readdirSync(out).filter((f) => OWN_OUTPUT.test(f) && !expected.has(f));
}

/** What is missing or stale in out for the SVGs in src: a list of sentences, empty when all is well. */
export function problems(src, out, set) {
  const wanted = sources(src);
  const recordPath = join(out, 'sources.json');
  const recorded = existsSync(recordPath) ? JSON.parse(readFileSync(recordPath, 'utf8')) : {};
  const found = [];
  for (const [name, hash] of Object.entries(wanted)) {
    if (recorded[name] !== hash)
      found.push(`${name}.svg: ${recorded[name] ? 'changed since its copies were made' : 'has no copies recorded'}`);
    for (const { file } of copyFiles(name, set)) if (!existsSync(join(out, file))) found.push(`${file}: missing`);
  }
  for (const name of Object.keys(recorded)) if (!(name in wanted)) found.push(`${name}: recorded, but its SVG is gone`);
  for (const f of leftOver(wanted, out, set)) found.push(`${f}: left over`);
  return found;
}

async function generate(src, out, set) {
  const { chromium } = await import('playwright-core');
  const wanted = sources(src);
  mkdirSync(out, { recursive: true });
  const recordPath = join(out, 'sources.json');
  const recorded = existsSync(recordPath) ? JSON.parse(readFileSync(recordPath, 'utf8')) : {};
  for (const f of leftOver(wanted, out, set)) rmSync(join(out, f));

  const todo = Object.keys(wanted).filter(
    (name) => recorded[name] !== wanted[name] || copyFiles(name, set).some(({ file }) => !existsSync(join(out, file))),
  );
  if (todo.length > 0) {
    const { testBrowserLaunch } = await import('./lib/test-browser.mjs');
    const browser = await chromium.launch(testBrowserLaunch(['--no-sandbox', '--disable-gpu']));
    try {
      const page = await browser.newPage();
      await page.setContent('<!doctype html><body></body>');
      for (const name of todo) {
        const svg = readFileSync(join(src, `${name}.svg`), 'utf8');
        for (const { width, file } of copyFiles(name, set)) {
          const base64 = await page.evaluate(
            async ({ svg, width, height, quality }) => {
              const image = new Image();
              image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
              await image.decode();
              const canvas = document.createElement('canvas');
              canvas.width = width;
              canvas.height = height;
              const context = canvas.getContext('2d');
              context.imageSmoothingQuality = 'high';
              context.drawImage(image, 0, 0, width, height);
              return canvas.toDataURL('image/webp', quality).split(',')[1];
            },
            { svg, width, height: Math.round(width * set.ratio), quality: QUALITY },
          );
          writeFileSync(join(out, file), Buffer.from(base64, 'base64'));
        }
        recorded[name] = wanted[name];
      }
    } finally {
      await browser.close();
    }
  }
  const record = Object.fromEntries(Object.keys(wanted).map((name) => [name, recorded[name]]));
  writeFileSync(recordPath, `${JSON.stringify(record, null, 2)}\n`);
  return todo.length;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (flag, fallback) => {
    const i = process.argv.indexOf(flag);
    return i === -1 ? fallback : resolve(process.argv[i + 1]);
  };
  const option = (flag) => (process.argv.includes(flag) ? process.argv[process.argv.indexOf(flag) + 1] : undefined);
  const one = {
    widths: option('--widths')?.split(',').map(Number) ?? SETS.products.widths,
    ratio: Number(option('--ratio') ?? 1),
  };
  const jobs = process.argv.includes('--src')
    ? [{ src: arg('--src'), out: arg('--out'), set: one }]
    : Object.entries(SETS).map(([name, set]) => ({
        src: join(root, 'public/images', name),
        out: join(root, 'public/images/copies', name),
        set,
      }));
  if (process.argv.includes('--check')) {
    const found = jobs.flatMap(({ src, out, set }) => problems(src, out, set));
    if (found.length > 0) {
      console.error(`Picture copies are out of date (run npm run gen:images):\n  ${found.join('\n  ')}`);
      process.exit(1);
    }
    console.log(
      `Picture copies are up to date for ${jobs.reduce((n, { src }) => n + Object.keys(sources(src)).length, 0)} SVGs.`,
    );
  } else {
    for (const { src, out, set } of jobs) {
      const drawn = await generate(src, out, set);
      console.log(`Picture copies: ${drawn} drawn, ${Object.keys(sources(src)).length - drawn} unchanged, in ${out}`);
    }
  }
}
