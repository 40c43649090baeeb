// Tests for scripts/gen-images.mjs — run with: node --test scripts/gen-images.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  mkdirSync,
  existsSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { PRODUCTS } from '../mocks/seed/catalog-content.ts';
import { kindOf, labelOf, productPictures } from './gen-images.mjs';

const SCRIPT = join(dirname(fileURLToPath(import.meta.url)), 'gen-images.mjs');

const SUBCATEGORIES = [
  'skin-whitening-lotion',
  'skin-toning-brightening-lotion',
  'skin-smoothening-and-nourishing-lotion',
  'face-lightening-brightening-cream',
  'face-smoothening-cream',
  'skin-brightening-and-exfoliating-black-soap',
  'tablet-soap',
  'skin-lightening-shower-gel',
  'skin-smoothing-and-polishing-shower-gel',
  'dark-knuckles-removing-cream',
  'sun-burn-removing-cream',
  'acne-pimples-treatment-cream',
  'ringworm-and-eczema-treatment-cream',
  'loose-powder',
  'compact-powder',
  'foundation',
];
const CATEGORIES = [
  'body-lotion',
  'face-cream',
  'bathing-soap',
  'shower-bath-and-shower-gel',
  'skin-treatment-cream',
  'make-up',
];
const SLIDES = [
  'glow-recipe',
  'dark-knuckles-removing-cream',
  'serum-and-oil',
  'black-soap',
  'shower-gel',
  'make-up-essentials',
];

function run(out) {
  execFileSync(process.execPath, [SCRIPT, '--out', out], { stdio: 'pipe' });
}

function listFiles(dir) {
  const outFiles = [];
  const walk = (d) => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else outFiles.push(relative(dir, p).split(sep).join('/'));
    }
  };
  walk(dir);
  return outFiles.sort();
}

const tmp = mkdtempSync(join(tmpdir(), 'gen-images-test-'));
const outA = join(tmp, 'a');
const outB = join(tmp, 'b');
run(outA);
run(outB);
const files = listFiles(outA);
const svgs = files.filter((f) => f.endsWith('.svg'));

test.after(() => rmSync(tmp, { recursive: true, force: true }));

test('writes the expected set of files', () => {
  const expected = [
    ...PRODUCTS.flatMap((p) => [
      `products/${p.subcategory}-${p.variant}.svg`,
      `products/${p.subcategory}-${p.variant}-angle.svg`,
    ]),
    ...SUBCATEGORIES.map((s) => `products/${s}-texture.svg`),
    ...CATEGORIES.map((c) => `categories/${c}.svg`),
    ...SLIDES.map((k) => `slides/${k}.svg`),
    'placeholder.svg',
    'manifest.json',
  ].sort();
  assert.equal(svgs.length, PRODUCTS.length * 2 + 16 + 6 + 6 + 1);
  assert.deepEqual(files, expected);
});

test('every SVG is well-formed enough, self-contained and small', () => {
  for (const rel of svgs) {
    const buf = readFileSync(join(outA, rel));
    const s = buf.toString('utf8');
    assert.ok(s.startsWith('<svg'), `${rel}: starts with <svg`);
    assert.ok(s.includes('xmlns="http://www.w3.org/2000/svg"'), `${rel}: has xmlns`);
    const opens = (s.match(/<svg[\s>]/g) || []).length;
    const closes = (s.match(/<\/svg>/g) || []).length;
    assert.equal(opens, closes, `${rel}: balanced <svg>`);
    assert.equal(opens, 1, `${rel}: one root <svg>`);
    assert.ok(s.trimEnd().endsWith('</svg>'), `${rel}: ends with </svg>`);
    const withoutNs = s.replaceAll('http://www.w3.org/2000/svg', '');
    assert.ok(!/https?:/i.test(withoutNs), `${rel}: no external URLs`);
    assert.ok(!/(?:href|src)="(?!#)/.test(s), `${rel}: only local references`);
    assert.ok(buf.length < 8 * 1024, `${rel}: ${buf.length} bytes < 8 KB`);
    // cheap tag balance check (no parser): every non-self-closing tag is closed in order
    const stack = [];
    for (const [, close, name, selfClose] of s.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
      if (selfClose) continue;
      if (close) assert.equal(stack.pop(), name, `${rel}: </${name}> closes the open tag`);
      else stack.push(name);
    }
    assert.equal(stack.length, 0, `${rel}: all tags closed`);
    assert.ok(!/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(s), `${rel}: entities escaped`);
  }
});

test('viewBoxes: 800x800 for products/categories/placeholder, 1600x700 for slides', () => {
  for (const rel of svgs) {
    const s = readFileSync(join(outA, rel), 'utf8');
    const vb = rel.startsWith('slides/') ? '0 0 1600 700' : '0 0 800 800';
    assert.ok(s.slice(0, 300).includes(`viewBox="${vb}"`), `${rel}: viewBox ${vb}`);
  }
});

test('manifest lists exactly the generated files', () => {
  const m = JSON.parse(readFileSync(join(outA, 'manifest.json'), 'utf8'));
  assert.deepEqual(Object.keys(m).sort(), ['categories', 'placeholder', 'products', 'slides']);
  assert.deepEqual(Object.keys(m.products).sort(), [...SUBCATEGORIES].sort());
  assert.deepEqual(Object.keys(m.categories).sort(), [...CATEGORIES].sort());
  assert.deepEqual(Object.keys(m.slides).sort(), [...SLIDES].sort());
  const urls = [m.placeholder, ...Object.values(m.categories), ...Object.values(m.slides)];
  for (const sub of SUBCATEGORIES) {
    const own = PRODUCTS.filter((p) => p.subcategory === sub).length;
    assert.equal(m.products[sub].variants.length, own * 2, `${sub}: two pictures a product`);
    urls.push(...m.products[sub].variants, m.products[sub].texture);
  }
  for (const u of urls) assert.ok(u.startsWith('/images/'), `${u} starts with /images/`);
  const listed = urls.map((u) => u.slice('/images/'.length)).sort();
  assert.equal(new Set(listed).size, listed.length, 'no duplicate URLs');
  assert.deepEqual(listed, svgs);
});

test('output is deterministic (two runs give identical bytes)', () => {
  assert.deepEqual(listFiles(outB), files);
  for (const rel of files) {
    assert.ok(readFileSync(join(outA, rel)).equals(readFileSync(join(outB, rel))), `${rel} identical`);
  }
});

test('re-running replaces only its own outputs', () => {
  const dir = join(tmp, 'c');
  mkdirSync(join(dir, 'products'), { recursive: true });
  writeFileSync(join(dir, 'products', 'stale.svg'), '<svg/>');
  writeFileSync(join(dir, 'keep-me.txt'), 'not ours');
  mkdirSync(join(dir, 'other'));
  writeFileSync(join(dir, 'other', 'x.png'), 'x');
  run(dir);
  assert.ok(!existsSync(join(dir, 'products', 'stale.svg')), 'stale output removed');
  assert.equal(readFileSync(join(dir, 'keep-me.txt'), 'utf8'), 'not ours');
  assert.ok(existsSync(join(dir, 'other', 'x.png')));
  assert.deepEqual(
    listFiles(dir).filter((f) => f !== 'keep-me.txt' && !f.startsWith('other/')),
    files,
  );
});

// What a picture says: the text of its <text> elements, in order, and the kind it draws.
function readPicture(rel) {
  const s = readFileSync(join(outA, rel), 'utf8');
  const texts = [...s.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, t]) =>
    t.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
  );
  return { texts, kind: /data-kind="([a-z-]+)"/.exec(s)?.[1] };
}

test("every product's pictures carry its own name on the label and draw its kind", () => {
  for (const product of PRODUCTS) {
    const [title, size] = labelOf(product.name);
    for (const rel of productPictures(product)) {
      const { texts, kind } = readPicture(rel);
      assert.equal(kind, kindOf(product), `${rel}: draws a ${kindOf(product)}`);
      const printed = texts.filter((t) => t !== 'BS');
      // the name's lines, then the size (none for a product sold in sizes): together they read its name
      assert.equal(printed.slice(0, size ? -1 : undefined).join(' '), title, `${rel}: label reads "${title}"`);
      if (size) assert.equal(printed.at(-1), size, `${rel}: label ends with "${size}"`);
      assert.equal(`${title} ${size}`.trim().replace(/ Pack of (\d+)$/, ' (Pack of $1)'), product.name);
    }
  }
});

test('the label is made from the name: its words, the size apart', () => {
  assert.deepEqual(labelOf('Colloidal Oatmeal Eczema Relief Cream 100g'), [
    'Colloidal Oatmeal Eczema Relief Cream',
    '100g',
  ]);
  assert.deepEqual(labelOf('Alpha Arbutin Glow Body Wash 1L'), ['Alpha Arbutin Glow Body Wash', '1L']);
  assert.deepEqual(labelOf('Glycerin & Honey Gentle Tablet Soap (Pack of 3)'), [
    'Glycerin & Honey Gentle Tablet Soap',
    'Pack of 3',
  ]);
  // a product sold in sizes names none: its label has no size line
  assert.deepEqual(labelOf('Carrot Beauty Tablet Soap'), ['Carrot Beauty Tablet Soap', '']);
});

test('the kind comes from the name first, then the category', () => {
  const kind = (name) => kindOf(PRODUCTS.find((p) => p.name === name));
  // a treatment cream: a tube up to 50 g, a jar above
  assert.equal(kind('Neem & Tea Tree Ringworm Care Cream 30g'), 'tube');
  assert.equal(kind('Colloidal Oatmeal Eczema Relief Cream 100g'), 'jar');
  // a black soap: a tub, but a bar when it says bar and a pump bottle when liquid
  assert.equal(kind('Ose Dudu Brightening Black Soap 200g'), 'soap-tub');
  assert.equal(kind('Turmeric Glow Black Soap Bar 200g'), 'soap-bar');
  assert.equal(kind('Liquid African Black Soap with Shea 250ml'), 'pump-bottle');
  // foundation: a dropper, a stick or a pump as named
  assert.equal(kind('Full Coverage Liquid Foundation 30ml'), 'dropper-bottle');
  assert.equal(kind('Matte Stick Foundation Deep Espresso 9g'), 'stick');
  assert.equal(kind('Long-Wear 24H Foundation with Pump 35ml'), 'pump-bottle');
  // the rest by category
  assert.equal(kind('Kojic Acid & Vitamin C Brightening Face Cream 50g'), 'jar');
  assert.equal(kind('Papaya Brightening Shower Gel 500ml'), 'gel-bottle');
  assert.equal(kind('Carrot Beauty Tablet Soap'), 'soap-bar');
  assert.equal(kind('Shea Butter Daily Nourish Body Lotion 500ml'), 'pump-bottle');
  // a lotion sold in sizes: the bottle of its largest (250 ml and 400 ml)
  assert.equal(kind('Vitamin C Toning Body Lotion'), 'pump-bottle');
  assert.equal(kind('Silky Glow Body Milk with Argan Oil 250ml'), 'flip-bottle');
  assert.equal(kind('Banana Glow Loose Powder 25g'), 'powder-jar');
  assert.equal(kind('Two-Way Cake Compact Powder Caramel 14g'), 'compact');
});
