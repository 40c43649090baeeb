#!/usr/bin/env node
// Generates the store's product, texture, category and slide images as small,
// self-contained SVG files (no network, no dependencies, deterministic output).
// Each seeded product (mocks/seed/catalog-content.ts) gets two pictures of its own: its kind
// of container (kindOf: tube, jar, pump bottle, bar of soap, compact, …) with a label that
// reads its name (labelOf), front and angled.
//
//   node scripts/gen-images.mjs              -> public/images
//   node scripts/gen-images.mjs --out DIR    -> DIR
//
// Only its own outputs are removed and rewritten: DIR/products, DIR/categories,
// DIR/slides, DIR/placeholder.svg and DIR/manifest.json.

import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCTS } from '../mocks/seed/catalog-content.ts';

// ---------------------------------------------------------------- catalogue

// [category, drawer, [[subcategory, label line 1, label line 2], ...]]
export const CATALOG = [
  [
    'body-lotion',
    [
      ['skin-whitening-lotion', 'Whitening', 'Body Lotion'],
      ['skin-toning-brightening-lotion', 'Toning', 'Brightening Lotion'],
      ['skin-smoothening-and-nourishing-lotion', 'Nourishing', 'Body Lotion'],
    ],
  ],
  [
    'face-cream',
    [
      ['face-lightening-brightening-cream', 'Lightening', 'Face Cream'],
      ['face-smoothening-cream', 'Smoothening', 'Face Cream'],
    ],
  ],
  [
    'bathing-soap',
    [
      ['skin-brightening-and-exfoliating-black-soap', 'Black Soap', 'Exfoliating'],
      ['tablet-soap', 'Tablet Soap', 'Beauty Bar'],
    ],
  ],
  [
    'shower-bath-and-shower-gel',
    [
      ['skin-lightening-shower-gel', 'Lightening', 'Shower Gel'],
      ['skin-smoothing-and-polishing-shower-gel', 'Polishing', 'Shower Gel'],
    ],
  ],
  [
    'skin-treatment-cream',
    [
      ['dark-knuckles-removing-cream', 'Dark Knuckles', 'Removing Cream'],
      ['sun-burn-removing-cream', 'Sun Burn', 'Relief Cream'],
      ['acne-pimples-treatment-cream', 'Acne & Pimples', 'Treatment Cream'],
      ['ringworm-and-eczema-treatment-cream', 'Ringworm', 'Eczema Cream'],
    ],
  ],
  [
    'make-up',
    [
      ['loose-powder', 'Loose Powder', 'Setting Powder'],
      ['compact-powder', 'Compact', 'Powder'],
      ['foundation', 'Foundation', 'Liquid'],
    ],
  ],
];

export const SLIDE_KEYS = [
  'glow-recipe',
  'dark-knuckles-removing-cream',
  'serum-and-oil',
  'black-soap',
  'shower-gel',
  'make-up-essentials',
];

export const VARIANTS = 6;

// Per-category palettes (6 each). body = container, cap = closure/trim,
// acc = label/brand accent; extra keys are used by specific drawers.
const PAL = {
  'body-lotion': [
    { body: '#f6d2b4', cap: '#c98757', acc: '#d9784a' },
    { body: '#fbefe2', cap: '#d6a56f', acc: '#c9804f' },
    { body: '#efb38f', cap: '#fff6ee', acc: '#b85a34' },
    { body: '#ffe3c2', cap: '#8a5a3c', acc: '#e0904f' },
    { body: '#f7c59b', cap: '#dcae3f', acc: '#c8652f' },
    { body: '#fff8f0', cap: '#e39565', acc: '#cf7443' },
  ],
  'face-cream': [
    { body: '#f6c4d1', cap: '#d4af37', acc: '#cc4f76' },
    { body: '#fde4ea', cap: '#c9808d', acc: '#b4456a' },
    { body: '#e493aa', cap: '#fff1f4', acc: '#a3345a' },
    { body: '#f1b2c3', cap: '#6f2a44', acc: '#b73b66' },
    { body: '#fff2f5', cap: '#dc7592', acc: '#c64c72' },
    { body: '#d99aac', cap: '#cdb078', acc: '#8f2f52' },
  ],
  'bathing-soap': [
    { body: '#3b2a20', cap: '#c9a165', acc: '#d6a25c', soap: '#e6bf93', blk: '#2b221d' },
    { body: '#a87d5a', cap: '#3b2a20', acc: '#6e4020', soap: '#7a4a2e', blk: '#231c18' },
    { body: '#1e1a17', cap: '#d8b57a', acc: '#dcae6a', soap: '#f1e1c4', blk: '#33281f' },
    { body: '#c49c6e', cap: '#5c3b28', acc: '#5a3218', soap: '#c4773f', blk: '#2a2420' },
    { body: '#5c3d2e', cap: '#e3c08a', acc: '#e6b672', soap: '#d69d5f', blk: '#1f1a16' },
    { body: '#e3cba7', cap: '#2b2420', acc: '#7b4a26', soap: '#4a403b', blk: '#302620' },
  ],
  'shower-bath-and-shower-gel': [
    { body: '#55c4c4', cap: '#ffffff', acc: '#0e7a82' },
    { body: '#a9e6e1', cap: '#148a8a', acc: '#0e6d72' },
    { body: '#27a39c', cap: '#e9fbfa', acc: '#0a5a5c' },
    { body: '#7dd0df', cap: '#1c6e89', acc: '#125f79' },
    { body: '#cdf2ef', cap: '#2bb1ae', acc: '#127b79' },
    { body: '#3db4c6', cap: '#0e4f5c', acc: '#0d4f5c' },
  ],
  'skin-treatment-cream': [
    { body: '#ffffff', cap: '#3fb58a', acc: '#1e8a63' },
    { body: '#bfe8d3', cap: '#ffffff', acc: '#1f7d59' },
    { body: '#f3fbf6', cap: '#1f7a55', acc: '#1f7a55' },
    { body: '#8dd5b2', cap: '#f5fff9', acc: '#166a4a' },
    { body: '#e2f5eb', cap: '#68c398', acc: '#278c66' },
    { body: '#5cbd92', cap: '#ffffff', acc: '#0f5a3d' },
  ],
  'make-up': [
    { body: '#e7c9ad', cap: '#d4af37', acc: '#a8774f', pow: '#f0d2b2' },
    { body: '#221d1c', cap: '#cfa955', acc: '#c9a14e', pow: '#e0b48e' },
    { body: '#d9b45a', cap: '#f6ead7', acc: '#8c6420', pow: '#c98f63' },
    { body: '#c9988a', cap: '#e3c27c', acc: '#8a4f3f', pow: '#a8693f' },
    { body: '#f4e8db', cap: '#b98a3e', acc: '#9a6a3a', pow: '#7d4a2c' },
    { body: '#8a5a46', cap: '#efd7a3', acc: '#e9c98c', pow: '#5b3522' },
  ],
};

// Slightly different shape per variant so a line of products looks like a range.
const VW = [1, 0.92, 1.06, 0.96, 1.03, 0.9];
const VH = [1, 1.06, 0.94, 1.1, 0.97, 1.03];
const VA = [0, -4, 3, 0, 5, -3];

// ----------------------------------------------------------------- helpers

const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif";
const f = (n) => String(Math.round(n * 10) / 10);
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const rgb = (c) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const hex = (a) =>
  '#' +
  a
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
const mix = (a, b, t) => {
  const A = rgb(a),
    B = rgb(b);
  return hex(A.map((v, i) => v + (B[i] - v) * t));
};
const lt = (c, t) => mix(c, '#ffffff', t);
const dk = (c, t) => mix(c, '#000000', t);
const lum = (c) => {
  const [r, g, b] = rgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};

function rng(seed) {
  // mulberry32 seeded by FNV-1a of a string
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const op = (o) => ` opacity="${o}"`;
const R = (x, y, w, h, rx, fill, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ''} fill="${fill}"${extra}/>`;
const E = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`;
const C = (cx, cy, r, fill, extra = '') => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`;
const P = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const S = (d, stroke, w, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(w)}"${extra}/>`;
const T = (x, y, size, fill, txt, extra = '') =>
  `<text x="${f(x)}" y="${f(y)}" font-size="${f(size)}" fill="${fill}"${extra}>${esc(txt)}</text>`;
const B = ' font-weight="700"';

// Horizontal "cylinder" shading and simple two-stop gradients.
const cyl = (id, c) =>
  `<linearGradient id="${id}"><stop offset="0" stop-color="${dk(c, 0.2)}"/><stop offset=".3" stop-color="${lt(c, 0.3)}"/><stop offset=".65" stop-color="${c}"/><stop offset="1" stop-color="${dk(c, 0.26)}"/></linearGradient>`;
const vg = (id, a, b) =>
  `<linearGradient id="${id}" x2="0" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
const rg = (id, a, b, cx = '.38', cy = '.32') =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r=".75"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient>`;
const defs = (s) => `<defs>${s}</defs>`;
const shadow = (rx, ry = 20, cx = 0, cy = 4) => E(cx, cy, rx, ry, 'url(#sh)');
const g = (tr, body) => `<g transform="${tr}">${body}</g>`;

// Label: brand mark "BS" + product name + small caps line.
// st 0 = white panel, 1 = accent panel, 2 = printed with rules, 3 = bare text.
function label(x, y, w, h, st, pal, L) {
  const panel = st === 1 ? (lum(pal.acc) > 0.45 ? dk(pal.acc, 0.3) : pal.acc) : null;
  const ground = st === 0 ? '#ffffff' : st === 1 ? panel : pal.body;
  const dark = lum(ground) < 0.55;
  const ink = dark ? '#ffffff' : dk(pal.acc, 0.35);
  const sub = dark ? lt(pal.acc, 0.75) : pal.acc;
  const t1 = L[0],
    t2 = L[1];
  // the name on 1 to 4 balanced lines, whichever sets it largest (a line more only for 15% more)
  const words = t1.split(' ');
  let lines = [t1];
  let fs1 = 0;
  for (let n = 1; n <= Math.min(4, words.length); n++) {
    const parts = splitLines(words, n);
    const m = Math.max(...parts.map((ln) => ln.length));
    const fs = Math.min(
      n === 1 ? h * 0.25 : h * 0.2,
      (w * 0.88) / (m * 0.66),
      46,
      (h * 0.92) / (2.75 + 1.02 * (n - 1)),
    );
    if (fs > fs1 * (n === 1 ? 0 : n === 2 ? 1.3 : 1.15)) {
      lines = parts;
      fs1 = fs;
    }
  }
  // no size line for a product sold in sizes
  let fs2 = t2 ? Math.min(h * 0.11, (w * 0.84) / (t2.length * 0.84), fs1 * 0.5) : 0;
  let r = Math.min(h * 0.13, fs1 * 0.55, 17);
  let gap = fs1 * 0.3;
  const lh = (lines.length - 1) * fs1 * 1.02;
  let total = 2 * r + gap + fs1 * 0.74 + lh + (t2 ? gap * 0.8 + fs2 * 0.74 : 0);
  if (total > h * 0.92) {
    const q = (h * 0.92) / total;
    fs1 *= q;
    fs2 *= q;
    r *= q;
    gap *= q;
    total *= q;
  }
  const pad = Math.min(fs1 * 0.6, (h - total) / 2);
  const ph = Math.min(h, total + 2 * pad);
  y += (h - ph) / 2;
  let o = '';
  if (st === 0) o += R(x, y, w, ph, 10, '#ffffff', op('.94'));
  if (st === 1) o += R(x, y, w, ph, 10, panel);
  if (st === 2) o += S(`M${f(x + 8)} ${f(y + 3)}h${f(w - 16)}M${f(x + 8)} ${f(y + ph - 3)}h${f(w - 16)}`, sub, 2.5);
  const cx = x + w / 2;
  let yy = y + (ph - total) / 2;
  o += C(cx, yy + r, r, 'none', ` stroke="${sub}" stroke-width="${f(Math.max(1.5, r / 8))}"`);
  o += T(cx, yy + r + r * 0.36, r * 0.95, sub, 'BS', B);
  yy += 2 * r + gap + fs1 * 0.74;
  lines.forEach((ln, i) => {
    o += T(cx, yy, fs1, ink, ln, B);
    if (i < lines.length - 1) yy += fs1 * 1.02;
  });
  yy += gap * 0.8 + fs2 * 0.74;
  if (t2) o += T(cx, yy, fs2, sub, t2, ` font-weight="600" letter-spacing="${f(fs2 * 0.12)}"`);
  return o;
}

/** words on n lines, the longest as short as can be (the first such split). */
function splitLines(words, n) {
  if (n === 1) return [words.join(' ')];
  let best = null;
  for (let i = 1; i <= words.length - n + 1; i++) {
    const rest = splitLines(words.slice(i), n - 1);
    const parts = [words.slice(0, i).join(' '), ...rest];
    const m = Math.max(...parts.map((ln) => ln.length));
    if (!best || m < best.m) best = { parts, m };
  }
  return best.parts;
}

// ------------------------------------------------------------- containers
// Every drawer works in local coordinates: centred on x = 0, floor at y = 0.

function lotion(k, p, v, L) {
  const flip = v.alt === 1;
  const w = (flip ? 168 : 200) * v.w,
    h = (flip ? 330 : 285) * v.h;
  const x0 = -w / 2,
    x1 = w / 2,
    t = -h,
    nw = flip ? 62 : 74;
  let o = defs(cyl(k + 'b', p.body) + cyl(k + 'c', p.cap)) + shadow(w * 0.78);
  o += P(
    `M${f(x0)} -26V${f(t + 70)}Q${f(x0)} ${f(t + 4)} ${f(-nw / 2)} ${f(t)}H${f(nw / 2)}Q${f(x1)} ${f(t + 4)} ${f(x1)} ${f(t + 70)}V-26Q${f(x1)} 0 ${f(x1 - 26)} 0H${f(x0 + 26)}Q${f(x0)} 0 ${f(x0)} -26Z`,
    `url(#${k}b)`,
  );
  if (flip) {
    o += R(-nw / 2 - 8, t - 70, nw + 16, 76, 14, `url(#${k}c)`);
    o += S(`M${f(-nw / 2 - 8)} ${f(t - 44)}h${f(nw + 16)}`, dk(p.cap, 0.3), 3);
    o += R(-16, t - 74, 32, 9, 4, dk(p.cap, 0.18));
  } else {
    o += R(-9, t - 84, 18, 50, 3, dk(p.cap, 0.12));
    o += R(34, t - 104, 76, 16, 8, `url(#${k}c)`);
    o += R(-46, t - 110, 92, 30, 11, `url(#${k}c)`);
    o += R(-40, t - 40, 80, 44, 8, `url(#${k}c)`);
    o += S(`M-36 ${f(t - 18)}h72`, dk(p.cap, 0.3), 30, ' stroke-dasharray="2 6"' + op('.35'));
  }
  o += R(x0 + 18, t + 58, 14, h - 90, 7, 'url(#gl)');
  o += label(x0 + 11, t + 84, w - 22, h * 0.52, v.st, p, L);
  return o;
}

function jar(k, p, v, L) {
  const w = 330 * v.w,
    h = 150 * v.h,
    lh = v.alt ? 96 : 80,
    x0 = -w / 2;
  let o = defs(cyl(k + 'b', p.body) + cyl(k + 'c', p.cap)) + shadow(w * 0.62, 24);
  o += E(0, 0, w / 2, 16, `url(#${k}b)`) + R(x0, -h, w, h, 0, `url(#${k}b)`);
  o += E(0, -h, w / 2 + 8, 16, dk(p.cap, 0.3));
  o += R(x0 - 8, -h - lh, w + 16, lh, 0, `url(#${k}c)`);
  if (v.alt)
    o += S(
      `M${f(x0 - 4)} ${f(-h - lh / 2 + 6)}h${f(w + 8)}`,
      dk(p.cap, 0.3),
      lh - 30,
      ' stroke-dasharray="3 7"' + op('.3'),
    );
  o += E(0, -h - lh, w / 2 + 8, 20, lt(p.cap, 0.22));
  o += E(-w * 0.2, -h - lh - 2, w * 0.16, 5, '#fff', op('.5'));
  o += R(x0 + 14, -h + 14, 13, h - 26, 6, 'url(#gl)');
  o += label(x0 + 44, -h + 14, w - 88, h - 26, v.st, p, L);
  return o;
}

// Irregular round blob (black-soap ball), deterministic.
function blob(cx, cy, r, rnd, n = 14) {
  const pts = [];
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2,
      rr = r * (0.95 + rnd() * 0.08);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * 0.96]);
  }
  const mid = (a, b) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  let d = `M${f(mid(pts[n - 1], pts[0])[0])} ${f(mid(pts[n - 1], pts[0])[1])}`;
  for (let i = 0; i < n; i++) {
    const m = mid(pts[i], pts[(i + 1) % n]);
    d += `Q${f(pts[i][0])} ${f(pts[i][1])} ${f(m[0])} ${f(m[1])}`;
  }
  return d + 'Z';
}

function specks(rnd, n, inside, c1, c2) {
  const d = ['', ''];
  for (let i = 0; i < n; i++) {
    let x,
      y,
      tries = 0;
    do {
      x = rnd();
      y = rnd();
      tries++;
    } while (!inside(x, y) && tries < 20);
    const [px, py] = inside.map(x, y);
    d[i % 2] += circ(px, py, 2 + rnd() * 4.5);
  }
  return P(d[0], c2) + P(d[1], c1);
}

function blackSoap(k, p, v, L) {
  const rnd = rng(k + L[0] + v.i);
  const soap = p.blk;
  if (v.alt) {
    // lumpy ball with a kraft band
    const r = 165 * v.w;
    let o = defs(
      rg(k + 's', lt(soap, 0.22), dk(soap, 0.35)) +
        `<path id="${k}q" d="${blob(0, -r, r, rnd)}"/><clipPath id="${k}k"><use href="#${k}q"/></clipPath>`,
    );
    o += shadow(r * 0.95, 24);
    o += `<use href="#${k}q" fill="url(#${k}s)"/>`;
    const inside = (x, y) => (x - 0.5) ** 2 + (y - 0.5) ** 2 < 0.2;
    inside.map = (x, y) => [(x - 0.5) * 2 * r, -r + (y - 0.5) * 2 * r];
    o += `<g${op('.55')}>${specks(rnd, 22, inside, lt(soap, 0.25), dk(soap, 0.5))}</g>`;
    const band = p.body,
      bh = 104;
    o += `<g clip-path="url(#${k}k)">${P(`M${f(-r)} ${f(-r - bh / 2 - 16)}Q0 ${f(-r - bh / 2 + 14)} ${f(r)} ${f(-r - bh / 2 - 16)}V${f(-r + bh / 2 - 10)}Q0 ${f(-r + bh / 2 + 22)} ${f(-r)} ${f(-r + bh / 2 - 10)}Z`, band)}</g>`;
    o += label(-r * 0.62, -r - bh / 2 + 6, r * 1.24, bh, 3, { ...p, body: band }, L);
    o += E(
      -r * 0.42,
      -r * 1.55,
      r * 0.22,
      r * 0.11,
      '#fff',
      op('.2') + ` transform="rotate(-35 ${f(-r * 0.42)} ${f(-r * 1.55)})"`,
    );
    return o;
  }
  // open tub, soap mounded above the rim
  const w = 310 * v.w,
    h = 170 * v.h,
    x0 = -w / 2,
    x1 = w / 2;
  let o = defs(cyl(k + 'b', p.body) + rg(k + 's', lt(soap, 0.25), dk(soap, 0.3), '.45', '.2'));
  o += shadow(w * 0.62, 24);
  o += E(0, -h, w / 2, 30, dk(p.body, 0.25));
  o += P(
    `M${f(x0 + 12)} ${f(-h + 4)}C${f(x0 + 30)} ${f(-h - 80)} ${f(-60)} ${f(-h - 70)} ${f(-8)} ${f(-h - 92)}C${f(40)} ${f(-h - 72)} ${f(x1 - 34)} ${f(-h - 84)} ${f(x1 - 12)} ${f(-h + 4)}Z`,
    `url(#${k}s)`,
  );
  const inside = (x, y) => y > 0.15 + 0.6 * Math.abs(x - 0.5) ** 1.4 * 2;
  inside.map = (x, y) => [(x - 0.5) * (w - 60), -h + 6 - (1 - y) * 80];
  o += `<g${op('.6')}>${specks(rnd, 22, inside, lt(soap, 0.3), dk(soap, 0.5))}</g>`;
  o += E(0, 0, w / 2, 18, `url(#${k}b)`) + R(x0, -h, w, h, 0, `url(#${k}b)`);
  o += S(`M${f(x0)} ${f(-h)}A${f(w / 2)} 30 0 0 0 ${f(x1)} ${f(-h)}`, lt(p.body, 0.25), 8);
  o += R(x0 + 14, -h + 22, 12, h - 36, 6, 'url(#gl)');
  o += label(x0 + 46, -h + 34, w - 92, h - 44, v.st === 2 ? 3 : v.st, p, L);
  return o;
}

function soapBar(k, p, v, L, noBox = false) {
  const soap = p.soap;
  let o = defs(vg(k + 's', lt(soap, 0.3), soap) + (noBox ? '' : vg(k + 'b', lt(p.body, 0.12), dk(p.body, 0.1))));
  if (!noBox) {
    o += shadow(190, 18, -20, -64);
    o += P('M60 -380l52 -30V-98l-52 30Z', dk(p.body, 0.28));
    o += P('M-170 -380l52 -30H112l-52 30Z', lt(p.body, 0.2));
    o += R(-170, -380, 230, 312, 0, `url(#${k}b)`);
    o += R(-170, -310, 230, 6, 0, p.acc, op('.7'));
    o += label(-156, -360, 202, 180, v.st === 2 ? 3 : v.st, p, L);
  }
  const a = noBox ? VA[v.i] : VA[v.i] * 0.6;
  let bar = shadow(172, 18);
  bar += R(-150, -118, 300, 116, 48, dk(soap, 0.25));
  bar += R(-150, -150, 300, 112, 48, `url(#${k}s)`);
  bar += E(1.5, -92.5, 96, 34, 'none', ` stroke="${lt(soap, 0.35)}" stroke-width="4"`);
  bar += E(0, -94, 96, 34, 'none', ` stroke="${dk(soap, 0.2)}" stroke-width="4"`);
  bar += T(1.5, -79.5, 36, lt(soap, 0.35), 'BS', B + ' letter-spacing="2"');
  bar += T(0, -81, 36, dk(soap, 0.2), 'BS', B + ' letter-spacing="2"');
  bar += E(-70, -136, 50, 6, '#fff', op('.35'));
  o += g(`translate(${noBox ? 0 : 30} 0) rotate(${a})`, bar);
  return o;
}

function gel(k, p, v, L) {
  const shape = v.shape % 3;
  const w = 178 * v.w,
    h = 370 * v.h,
    x0 = -w / 2,
    x1 = w / 2,
    cw = w * 0.56;
  let o = defs(cyl(k + 'b', p.body) + cyl(k + 'c', p.cap)) + shadow(w * 0.8);
  let ly = -h + 96;
  if (shape === 2) {
    // "tottle": stands on its flip cap
    o += R(-cw / 2, -66, cw, 66, 14, `url(#${k}c)`);
    o += S(`M${f(-cw / 2)} -22h${f(cw)}`, dk(p.cap, 0.3), 3);
    o += P(
      `M${f(-cw / 2 - 6)} -62Q${f(x0)} -66 ${f(x0)} -124V${f(-h + 70)}Q${f(x0)} ${f(-h)} 0 ${f(-h)}Q${f(x1)} ${f(-h)} ${f(x1)} ${f(-h + 70)}V-124Q${f(x1)} -66 ${f(cw / 2 + 6)} -62Z`,
      `url(#${k}b)`,
    );
    ly = -h + 78;
  } else {
    if (shape === 0) o += R(x0, -h, w, h, w * 0.4, `url(#${k}b)`);
    else
      o += P(
        `M${f(x0)} -28C${f(x0 + 26)} ${f(-h * 0.4)} ${f(x0 + 26)} ${f(-h * 0.62)} ${f(x0 + 4)} ${f(-h + 60)}Q${f(x0)} ${f(-h)} ${f(-w * 0.28)} ${f(-h)}H${f(w * 0.28)}Q${f(x1)} ${f(-h)} ${f(x1 - 4)} ${f(-h + 60)}C${f(x1 - 26)} ${f(-h * 0.62)} ${f(x1 - 26)} ${f(-h * 0.4)} ${f(x1)} -28Q${f(x1)} 0 ${f(x1 - 28)} 0H${f(x0 + 28)}Q${f(x0)} 0 ${f(x0)} -28Z`,
        `url(#${k}b)`,
      );
    const ct = -h - 56;
    o += R(-cw / 2, ct, cw, 70, 14, `url(#${k}c)`);
    o += S(`M${f(-cw / 2)} ${f(ct + 26)}h${f(cw)}`, dk(p.cap, 0.3), 3);
    o += R(-14, ct - 4, 28, 9, 4, dk(p.cap, 0.2));
  }
  o += R(x0 + 20, -h + 70, 13, h - 140, 6.5, 'url(#gl)');
  o += label(x0 + 14, ly, w - 28, h * 0.45, v.st, p, L);
  return o;
}

function tube(k, p, v, L) {
  const H = 430 * v.h,
    lying = v.alt === 1;
  let t = defs(cyl(k + 'b', p.body) + cyl(k + 'c', p.cap));
  t += R(-58, -72, 116, 72, 12, `url(#${k}c)`);
  t += S('M-54 -36h108', dk(p.cap, 0.28), 56, ' stroke-dasharray="2 7"' + op('.3'));
  t += P('M-50 -70L-62 -104H62L50 -70Z', dk(p.body, 0.12));
  t += P(
    `M-64 -100C-70 -220 -104 ${f(-H + 130)} -104 ${f(-H + 20)}V${f(-H)}H104V${f(-H + 20)}C104 ${f(-H + 130)} 70 -220 64 -100Z`,
    `url(#${k}b)`,
  );
  t += R(-110, -H - 30, 220, 36, 4, dk(p.body, 0.1));
  t += S(`M-106 ${f(-H - 12)}h212`, dk(p.body, 0.35), 30, ' stroke-dasharray="2 6"' + op('.3'));
  t += P(`M-90 ${f(-H + 24)}h14L-58 -140h-10Z`, 'url(#gl)');
  if (!lying) {
    return shadow(130) + t + label(-88, -H + 40, 176, 210, v.st, p, L);
  }
  const len = H + 30;
  // lying on its side: tilt so the flat crimp and the cap both rest on the floor
  return (
    shadow(len * 0.66, 24) +
    g(
      'scale(1.12)',
      g(`translate(${f(-len / 2)} -60) rotate(83.5)`, t) +
        g('rotate(-6.5 0 -86)', label(-116, -146, 210, 120, v.st, p, L)),
    )
  );
}

function loosePowder(k, p, v, L) {
  const w = 290 * v.w,
    h = 150,
    x0 = -w / 2,
    pw = p.pow;
  let o = defs(cyl(k + 'b', p.body) + cyl(k + 'c', p.cap) + rg(k + 'p', lt(pw, 0.35), pw));
  o += shadow(w * 0.68, 24);
  // lid leaning behind
  const lr = w * 0.46;
  o += g(
    `translate(${f(w * 0.24)} ${f(-h - 70)}) rotate(${v.alt ? 10 : -8})`,
    E(0, 8, lr, lr * 0.9, dk(p.cap, 0.25)) +
      E(0, 0, lr, lr * 0.9, `url(#${k}c)`) +
      E(0, 0, lr - 16, lr * 0.9 - 16, lt(p.cap, 0.15)) +
      T(0, 16, 44, dk(p.cap, 0.2), 'BS', B + op('.6')),
  );
  o += E(0, 0, w / 2, 18, `url(#${k}b)`) + R(x0, -h, w, h, 0, `url(#${k}b)`);
  o += E(0, -h, w / 2, 30, lt(p.body, 0.25));
  o += E(0, -h, w / 2 - 14, 23, `url(#${k}p)`);
  o += S(
    `M-64 ${f(-h - 9)}h128M-92 ${f(-h)}h184M-64 ${f(-h + 9)}h128`,
    dk(pw, 0.3),
    5,
    ' stroke-linecap="round" stroke-dasharray="0 14"',
  );
  o += R(x0 + 14, -h + 30, 12, h - 44, 6, 'url(#gl)');
  o += label(x0 + 42, -h + 36, w - 84, h - 46, v.st, p, L);
  return o;
}

function compact(k, p, v, L) {
  const r = 172 * v.w,
    ry = r * 0.36,
    top = -110,
    pw = p.pow;
  const lry = r * 0.93,
    lcy = top - ry - lry + 14;
  let o = defs(
    cyl(k + 'c', p.body) +
      rg(k + 'p', lt(pw, 0.3), dk(pw, 0.08)) +
      `<linearGradient id="${k}m" x2="1" y2="1"><stop offset="0" stop-color="#f4f7fa"/><stop offset=".55" stop-color="#c2ccd6"/><stop offset="1" stop-color="#e9eef3"/></linearGradient>`,
  );
  o += shadow(r * 1.05, 24);
  // open lid with mirror
  o += E(0, lcy, r, lry, `url(#${k}c)`);
  o += E(0, lcy, r - 12, lry - 12, p.cap, op('.9'));
  o += E(0, lcy, r - 22, lry - 22, `url(#${k}m)`);
  o += label(-r * 0.64, lcy - lry * 0.6, r * 1.28, lry * 1.2, 0, p, L);
  o += R(-36, top - ry - 14, 72, 22, 6, dk(p.cap, 0.2));
  // base with pressed powder
  o += E(0, top + 40, r, ry, `url(#${k}c)`) + R(-r, top, 2 * r, 40, 0, `url(#${k}c)`);
  o += E(0, top, r, ry, lt(p.body, 0.15));
  o += E(0, top, r - 16, ry - 12, p.cap);
  o += E(0, top + 2, r - 26, ry - 20, `url(#${k}p)`);
  o += E(0, top + 2, r - 60, ry - 38, 'none', ` stroke="${dk(pw, 0.12)}" stroke-width="3"` + op('.5'));
  o += T(0, top + 12, 30, dk(pw, 0.15), 'BS', B + op('.6'));
  return o;
}

function foundation(k, p, v, L, opt = {}) {
  const w = (opt.w || 196) * v.w,
    h = (opt.h || 280) * v.h,
    x0 = -w / 2,
    liq = p.pow;
  const dropper = opt.dropper ?? v.alt === 1;
  let o = defs(cyl(k + 'b', liq) + cyl(k + 'c', p.cap));
  o += shadow(w * 0.75);
  const t = -h;
  if (dropper) {
    o += P(
      `M-28 ${f(t - 40)}V${f(t - 112)}A28 28 0 0 1 28 ${f(t - 112)}V${f(t - 40)}Z`,
      p.body === '#221d1c' ? '#2a2625' : dk(p.body, 0.15),
    );
    o += R(-20, t - 136, 9, 80, 4.5, '#fff', op('.18'));
  } else {
    o += R(-8, t - 74, 16, 40, 3, dk(p.cap, 0.12));
    o += R(28, t - 92, 64, 14, 7, `url(#${k}c)`);
    o += R(-40, t - 98, 80, 26, 9, `url(#${k}c)`);
  }
  o += R(-46, t - 46, 92, 52, 8, `url(#${k}c)`);
  o += S(`M-42 ${f(t - 20)}h84`, dk(p.cap, 0.3), 36, ' stroke-dasharray="2 6"' + op('.3'));
  o += R(x0, t, w, h, 30, lt(liq, 0.55), ` stroke="${lt(liq, 0.2)}" stroke-width="2"`);
  o += R(x0 + 14, t + 26, w - 28, h - 40, 20, `url(#${k}b)`);
  o += R(x0 + 22, t + 34, 12, h - 70, 6, 'url(#gl)');
  o += label(x0 + 26, t + h * 0.3, w - 52, h * 0.5, v.st === 1 ? 0 : v.st === 2 ? 1 : 0, p, L);
  return o;
}

// A twist-up stick, open, its cap lying beside it.
function stick(k, p, v, L) {
  const w = 170 * v.w,
    h = 300 * v.h,
    x0 = -w / 2,
    pw = p.pow;
  let o = defs(cyl(k + 'b', p.body) + cyl(k + 'c', p.cap) + cyl(k + 'p', pw));
  o += shadow(w * 1.1, 22);
  o += g(`translate(${f(w * 0.95)} -2) rotate(-90)`, R(0, -62, 40 + h * 0.45, 124, 16, `url(#${k}c)`));
  o += P(
    `M${f(-w * 0.36)} ${f(-h - 10)}V${f(-h - 96)}Q0 ${f(-h - 150)} ${f(w * 0.36)} ${f(-h - 110)}V${f(-h - 10)}Z`,
    `url(#${k}p)`,
  );
  o += R(x0 + 6, -h - 26, w - 12, 34, 6, `url(#${k}c)`);
  o += R(x0, -h, w, h, 18, `url(#${k}b)`);
  o += R(x0 + 14, -h + 22, 12, h - 44, 6, 'url(#gl)');
  o += label(x0 + 12, -h + 30, w - 24, h - 60, v.st, p, L);
  return o;
}

lotion.s = 1.2;
jar.s = 1.42;
blackSoap.s = 1.3;
soapBar.s = 1.2;
gel.s = 1.22;
tube.s = 1.04;
loosePowder.s = 1.3;
compact.s = 1.1;
foundation.s = 1.22;
stick.s = 1.3;

const DRAW = {
  'body-lotion': lotion,
  'face-cream': jar,
  'skin-brightening-and-exfoliating-black-soap': blackSoap,
  'tablet-soap': soapBar,
  'shower-bath-and-shower-gel': gel,
  'skin-treatment-cream': tube,
  'loose-powder': loosePowder,
  'compact-powder': compact,
  foundation,
};

// ------------------------------------------------------------------ kinds

const AMOUNT = /(\d+(?:\.\d+)?)\s*(ml|g|l)\b/gi;

/**
 * The container a product comes in, from its name first, then its subcategory and category. Its
 * amount is the size in its name or, for a product sold in sizes ("Sizes: 250 ml and 400 ml."),
 * the largest of them.
 */
export function kindOf({ name, category, subcategory, details = '' }) {
  const n = name.toLowerCase();
  const sizes = [...n.matchAll(AMOUNT)].slice(0, 1);
  if (!sizes.length) sizes.push(...(/Sizes: [^.]*\./.exec(details)?.[0].matchAll(AMOUNT) ?? []));
  const amount = Math.max(0, ...sizes.map((m) => Number(m[1]) * (m[2].toLowerCase() === 'l' ? 1000 : 1)));
  if (/\bstick\b/.test(n)) return 'stick';
  if (/\bpump\b/.test(n) || /\bliquid\b.*\bsoap\b/.test(n)) return 'pump-bottle';
  if (/\bbar\b/.test(n) || subcategory === 'tablet-soap') return 'soap-bar';
  if (/\bcompact\b|pressed powder/.test(n) || subcategory === 'compact-powder') return 'compact';
  if (subcategory === 'loose-powder') return 'powder-jar';
  if (subcategory === 'foundation') return 'dropper-bottle';
  if (category === 'bathing-soap') return 'soap-tub';
  if (category === 'shower-bath-and-shower-gel') return 'gel-bottle';
  if (category === 'body-lotion') return amount >= 400 ? 'pump-bottle' : 'flip-bottle';
  if (category === 'skin-treatment-cream') return amount > 50 ? 'jar' : 'tube';
  return 'jar';
}

/** What a product's label reads: its name without the size, then the size (or the pack). */
export function labelOf(name) {
  const m = /^(.*?)\s+(\(pack of \d+\)|\d+(?:\.\d+)?\s*(?:ml|g|l))$/i.exec(name);
  if (!m) return [name, ''];
  return [m[1], m[2].replace(/^\((.*)\)$/, '$1')];
}

const KIND_DRAW = {
  'pump-bottle': (cat) => (cat === 'make-up' ? [foundation, {}, { dropper: false }] : [lotion, { alt: 0 }]),
  'flip-bottle': () => [lotion, { alt: 1 }],
  jar: () => [jar, {}],
  tube: () => [tube, { alt: 0 }],
  'soap-tub': () => [blackSoap, { alt: 0 }],
  'soap-bar': () => [soapBar, {}],
  'gel-bottle': () => [gel, {}],
  'powder-jar': () => [loosePowder, {}],
  compact: () => [compact, {}],
  'dropper-bottle': () => [foundation, {}, { dropper: true }],
  stick: () => [stick, {}],
};

// -------------------------------------------------------------- documents

const xmlns = 'http://www.w3.org/2000/svg';
function svg(w, h, bgDefs, body) {
  return (
    `<svg xmlns="${xmlns}" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" font-family="${FONT}" text-anchor="middle">` +
    defs(
      bgDefs +
        `<radialGradient id="sh"><stop offset="0" stop-color="#000" stop-opacity=".32"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
        `<linearGradient id="gl" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity=".05"/></linearGradient>`,
    ) +
    body +
    '</svg>\n'
  );
}

function variantOf(cat, o, i) {
  const p = PAL[cat][(i + 2 * o) % VARIANTS];
  return { p, v: { i, o, w: VW[i], h: VH[i], st: (i + o) % 3, alt: (i + o) % 2, shape: i + o } };
}

function drawerFor(cat, sub) {
  return DRAW[sub] || DRAW[cat];
}

function bgFor(p, id = 'bg') {
  const base = lum(p.body) > 0.85 ? p.acc : p.body;
  return vg(id, lt(base, 0.88), lt(base, 0.68));
}

/** A product's picture: its kind of container with its name on the label; view 1 front, 2 angled. */
export function productSvg(product, view = 1) {
  const { category: cat, subcategory: sub, variant } = product;
  const o = CATALOG.find(([c]) => c === cat)[1].findIndex(([s]) => s === sub);
  const { p, v } = variantOf(cat, o, variant - 1);
  const kind = kindOf(product);
  const [draw, pose, opt] = KIND_DRAW[kind](cat);
  const vv = { ...v, ...pose, ...(view === 2 ? { st: (v.st + 1) % 3 } : {}) };
  const body = draw('a', p, vv, labelOf(product.name), opt);
  const base = lum(p.body) > 0.85 ? p.acc : p.body;
  const place =
    view === 2 ? `translate(430 700) rotate(-7) scale(${f(draw.s * 0.92)})` : `translate(400 690) scale(${draw.s})`;
  return svg(
    800,
    800,
    bgFor(view === 2 ? { ...p, body: lt(base, 0.35) } : p),
    R(0, 0, 800, 800, 0, 'url(#bg)') +
      (view === 2 ? E(300, 300, 250, 210, lt(p.acc, 0.55), op('.45')) : C(400, 380, 300, '#fff', op('.35'))) +
      R(0, 610, 800, 190, 0, dk(lt(base, 0.6), 0.03), op('.35')) +
      `<g data-kind="${kind}" transform="${place}">${body}</g>`,
  ).replace('<svg ', `<svg aria-label="${esc(product.name).replace(/"/g, '&quot;')}" `);
}

// ------------------------------------------------------------- textures

function spiral(cx, cy, r0, turns, n) {
  let d = '';
  for (let i = 0; i <= n; i++) {
    const a = (i / n) * turns * Math.PI * 2,
      r = r0 * (1 - i / n);
    d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r * 0.9)}`;
  }
  return d;
}

// A circle as a sub-path, so many of them fit into one <path>.
const circ = (x, y, r) =>
  `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;

function bubbles(rnd, n, x0, y0, w, h, rMin, rMax, stroke) {
  let c = '',
    hl = '';
  for (let i = 0; i < n; i++) {
    const r = rMin + rnd() * (rMax - rMin),
      x = x0 + rnd() * w,
      y = y0 + rnd() * h;
    c += circ(x, y, r);
    hl += `M${f(x - r * 0.55)} ${f(y - r * 0.2)}Q${f(x - r * 0.5)} ${f(y - r * 0.55)} ${f(x - r * 0.15)} ${f(y - r * 0.6)}`;
  }
  return (
    P(c, '#fff', ` fill-opacity=".16" stroke="${stroke}" stroke-width="2.5"`) +
    S(hl, '#fff', 4, ' stroke-linecap="round"' + op('.8'))
  );
}

function textureSvg(cat, o, sub) {
  const { p } = variantOf(cat, o, 0);
  const rnd = rng('tex-' + sub);
  const kind = DRAW[sub] ? sub : cat;
  let bg = bgFor(p),
    b = R(0, 0, 800, 800, 0, 'url(#bg)');
  switch (kind) {
    case 'body-lotion': {
      // lotion swatch smear + drops
      const c = lt(p.body, 0.35);
      bg += vg('t', lt(c, 0.5), dk(c, 0.06));
      b += `<g transform="${['', 'matrix(-1 0 0 1 800 0)', 'rotate(90 400 400)'][o % 3]}">`;
      b += S(
        'M150 560C260 380 420 640 650 300',
        dk(p.body, 0.12),
        150,
        ' stroke-linecap="round"' + op('.35') + ' transform="translate(8 14)"',
      );
      b += S('M150 560C260 380 420 640 650 300', 'url(#t)', 150, ' stroke-linecap="round"');
      b += S('M140 520C250 350 420 600 630 270', '#fff', 14, ' stroke-linecap="round"' + op('.6'));
      b += S('M200 600C300 470 430 660 620 390', dk(c, 0.08), 6, ' stroke-linecap="round"' + op('.5'));
      for (const [x, y, r] of [
        [600, 560, 46],
        [200, 230, 34],
        [680, 640, 22],
      ])
        b +=
          C(x + 4, y + 8, r, dk(p.body, 0.15), op('.3')) +
          C(x, y, r, c) +
          C(x - r * 0.35, y - r * 0.35, r * 0.25, '#fff', op('.8'));
      b += '</g>';
      break;
    }
    case 'face-cream': {
      // open jar from above, cream swirl
      b += C(406, 414, 330, dk(p.body, 0.3), op('.25')) + C(400, 400, 330, p.cap) + C(400, 400, 296, lt(p.body, 0.55));
      b += S(
        spiral(400, 400, 270, 3.2, 90),
        dk(p.body, 0.1),
        22,
        ' stroke-linecap="round" stroke-linejoin="round"' + op('.35'),
      );
      b += S(spiral(394, 392, 270, 3.2, 90), '#fff', 8, ' stroke-linecap="round" stroke-linejoin="round"' + op('.75'));
      b += E(400, 392, 40, 30, '#fff', op('.7'));
      break;
    }
    case 'skin-brightening-and-exfoliating-black-soap': {
      const s = p.blk;
      bg = vg('bg', lt(s, 0.12), dk(s, 0.1));
      b = R(0, 0, 800, 800, 0, 'url(#bg)');
      let d1 = '',
        d2 = '',
        d3 = '';
      for (let i = 0; i < 46; i++) {
        const x = rnd() * 800,
          y = rnd() * 800,
          rx = 8 + rnd() * 24,
          ry = 6 + rnd() * 16;
        const e = `M${f(x - rx)} ${f(y)}a${f(rx)} ${f(ry)} 0 1 0 ${f(2 * rx)} 0a${f(rx)} ${f(ry)} 0 1 0 ${f(-2 * rx)} 0`;
        if (i % 3) d1 += e;
        else d2 += e;
      }
      for (let i = 0; i < 40; i++) d3 += circ(rnd() * 800, rnd() * 800, 1.5 + rnd() * 3);
      b += P(d1, lt(s, 0.14), op('.8')) + P(d2, dk(s, 0.45), op('.8')) + P(d3, lt(s, 0.45), op('.6'));
      b += bubbles(rnd, 12, 430, 70, 300, 280, 14, 58, '#fff');
      break;
    }
    case 'tablet-soap': {
      // rich lather on a soap-coloured ground
      bg = vg('bg', lt(p.soap, 0.2), dk(p.soap, 0.12));
      b = R(0, 0, 800, 800, 0, 'url(#bg)');
      let foam = '';
      for (let i = 0; i < 20; i++) {
        const t = i / 19,
          x = -20 + t * 840,
          y = 560 - t * 300 + (rnd() - 0.5) * 120,
          r = 50 + rnd() * 60;
        foam += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}"/>`;
      }
      b += defs(`<g id="fm">${foam}</g>`);
      b += `<use href="#fm" fill="${dk(p.soap, 0.4)}" opacity=".25" transform="translate(0 14)"/><use href="#fm" fill="#fff" stroke="${lt(p.soap, 0.55)}" stroke-width="3"/>`;
      b += bubbles(rnd, 14, 40, 40, 720, 720, 12, 60, '#fff');
      break;
    }
    case 'shower-bath-and-shower-gel': {
      // gel drop + bubbles
      bg += vg('t', lt(p.body, 0.2), dk(p.body, 0.2));
      b += P(
        'M400 120C470 260 590 380 590 500A190 190 0 0 1 210 500C210 380 330 260 400 120Z',
        dk(p.body, 0.25),
        op('.25') + ' transform="translate(14 20)"',
      );
      b += P('M400 120C470 260 590 380 590 500A190 190 0 0 1 210 500C210 380 330 260 400 120Z', 'url(#t)', op('.92'));
      b += S('M290 470C290 400 330 340 370 280', '#fff', 22, ' stroke-linecap="round"' + op('.6'));
      b += C(300, 540, 14, '#fff', op('.6'));
      b += bubbles(rnd, 14, 60, 60, 680, 680, 10, 40, '#fff');
      break;
    }
    case 'skin-treatment-cream': {
      // squeezed ribbon of cream + a benefit hint
      const c = lt(p.body, 0.7),
        amp = 50 + o * 12,
        n = 5 + (o % 2);
      bg = vg('bg', lt(p.acc, 0.8), lt(p.acc, 0.55));
      b = R(0, 0, 800, 800, 0, 'url(#bg)');
      let d = `M${f(400 - n * 50)} 0`;
      for (let i = 0; i < n; i++) d += `q50 ${i % 2 ? amp : -amp} 100 0`;
      let rib = S(d, dk(p.acc, 0.2), 96, ' stroke-linecap="round"' + op('.25') + ' transform="translate(6 16)"');
      rib += S(d, lt(p.acc, 0.35), 96, ' stroke-linecap="round"') + S(d, c, 80, ' stroke-linecap="round"');
      rib += S(d, '#fff', 12, ' stroke-linecap="round" transform="translate(-4 -18)"' + op('.8'));
      b += g(`translate(0 ${440 + o * 10}) rotate(${[-8, 6, -14, 10][o % 4]} 400 0)`, rib);
      const leaf = (x, y, a, c2) =>
        g(
          `translate(${x} ${y}) rotate(${a})`,
          P('M0 0C0 -70 55 -100 110 -100C110 -35 65 0 0 0Z', c2, op('.85')) +
            S('M0 0C35 -35 70 -65 100 -90', '#fff', 4, op('.7')),
        );
      b += [
        () => leaf(600, 230, 0, p.acc),
        () =>
          C(640, 170, 60, '#f5b335', op('.9')) +
          S(
            'M640 80v-30M640 260v30M550 170h-30M730 170h30M576 106l-20-20M704 234l20 20M704 106l20-20M576 234l-20 20',
            '#f5b335',
            10,
            ' stroke-linecap="round"',
          ),
        () =>
          P('M640 90C680 160 710 190 710 230A70 70 0 0 1 570 230C570 190 600 160 640 90Z', lt(p.acc, 0.2), op('.85')) +
          C(612, 236, 12, '#fff', op('.7')),
        () => leaf(560, 230, -10, p.acc) + leaf(610, 250, 40, lt(p.acc, 0.3)),
      ][o % 4]();
      break;
    }
    case 'loose-powder': {
      // velour powder puff with ribbon strap, loose powder spill
      bg += rg('t', lt(p.pow, 0.75), lt(p.pow, 0.3), '.45', '.4');
      b += E(400, 640, 320, 70, dk(p.pow, 0.3), op('.18'));
      b += P('M160 660C220 560 330 540 420 560C520 580 600 600 660 660Z', p.pow);
      let dust = '';
      for (let i = 0; i < 36; i++) dust += circ(110 + rnd() * 600, 600 + rnd() * 110, 2 + rnd() * 4);
      b += P(dust, p.pow, op('.85'));
      let puff = E(400, 372, 250, 160, lt(p.pow, 0.1)) + E(400, 350, 250, 160, 'url(#t)');
      puff += E(400, 350, 215, 128, 'none', ` stroke="${lt(p.pow, 0.1)}" stroke-width="4" stroke-dasharray="3 9"`);
      puff +=
        P('M168 318Q400 268 632 318V372Q400 322 168 372Z', p.cap) + S('M172 330Q400 282 628 330', '#fff', 5, op('.5'));
      puff += E(300, 250, 70, 20, '#fff', op('.45'));
      b += g('translate(0 70)', puff);
      break;
    }
    case 'compact-powder': {
      // pressed powder pan with a swipe
      bg += rg('t', lt(p.pow, 0.25), dk(p.pow, 0.08));
      b +=
        C(410, 414, 320, '#000', op('.12')) +
        C(400, 400, 320, p.body) +
        C(400, 400, 290, p.cap) +
        C(400, 400, 270, 'url(#t)');
      b += C(400, 400, 190, 'none', ` stroke="${dk(p.pow, 0.12)}" stroke-width="4"` + op('.5'));
      b += T(400, 440, 110, dk(p.pow, 0.12), 'BS', B + op('.45'));
      b += S('M200 560C320 500 460 520 600 420', lt(p.pow, 0.45), 46, ' stroke-linecap="round"' + op('.7'));
      break;
    }
    default: {
      // foundation swatches in three neighbouring shades + a drop
      const shades = [0, 2, 4].map((j) => PAL['make-up'][j].pow);
      shades.forEach((c, j) => {
        const y = 230 + j * 150;
        b += S(
          `M140 ${y + 10}C300 ${y - 40} 480 ${y + 50} 660 ${y - 10}`,
          dk(c, 0.25),
          88,
          ' stroke-linecap="round"' + op('.25') + ' transform="translate(6 12)"',
        );
        b += S(`M140 ${y + 10}C300 ${y - 40} 480 ${y + 50} 660 ${y - 10}`, c, 88, ' stroke-linecap="round"');
        b += S(
          `M160 ${y - 14}C300 ${y - 56} 470 ${y + 24} 640 ${y - 34}`,
          '#fff',
          8,
          ' stroke-linecap="round"' + op('.5'),
        );
      });
      b +=
        P('M640 560C668 610 700 640 700 672A60 60 0 0 1 580 672C580 640 612 610 640 560Z', shades[1]) +
        C(618, 672, 10, '#fff', op('.7'));
    }
  }
  return svg(800, 800, bg, b);
}

// ----------------------------------------------------- categories & slides

const itemFor = (cat, sub, i) => {
  const o = CATALOG.find(([c]) => c === cat)[1].findIndex(([s]) => s === sub);
  const [l1, l2] = CATALOG.find(([c]) => c === cat)[1][o].slice(1);
  const L = [l1, l2.toUpperCase()];
  const { p, v } = variantOf(cat, o, i);
  return { fn: drawerFor(cat, sub), p, v, L };
};

function place(items) {
  return items
    .map(({ it, x, y, s, k, opt, vv }) =>
      g(`translate(${f(x)} ${f(y)}) scale(${s})`, it.fn(k, it.p, { ...it.v, ...vv }, it.L, opt)),
    )
    .join('');
}

const CAT_ITEMS = {
  'body-lotion': [
    { it: ['body-lotion', 'skin-toning-brightening-lotion', 1], x: 300, s: 0.68, vv: { alt: 1 } },
    { it: ['body-lotion', 'skin-whitening-lotion', 0], x: 470, s: 0.8, vv: { alt: 0 } },
  ],
  'face-cream': [
    { it: ['face-cream', 'face-smoothening-cream', 1], x: 262, y: 595, s: 0.62, vv: { alt: 1 } },
    { it: ['face-cream', 'face-lightening-brightening-cream', 0], x: 520, y: 605, s: 0.8, vv: { alt: 0 } },
  ],
  'bathing-soap': [
    { it: ['bathing-soap', 'skin-brightening-and-exfoliating-black-soap', 0], x: 340, y: 575, s: 0.9, vv: { alt: 0 } },
    { it: ['bathing-soap', 'tablet-soap', 0], x: 520, y: 625, s: 0.58, opt: true },
  ],
  'shower-bath-and-shower-gel': [
    {
      it: ['shower-bath-and-shower-gel', 'skin-smoothing-and-polishing-shower-gel', 3],
      x: 320,
      s: 0.66,
      vv: { shape: 1 },
    },
    { it: ['shower-bath-and-shower-gel', 'skin-lightening-shower-gel', 0], x: 470, s: 0.78, vv: { shape: 0 } },
  ],
  'skin-treatment-cream': [
    { it: ['skin-treatment-cream', 'dark-knuckles-removing-cream', 0], x: 330, s: 0.74, vv: { alt: 0 } },
    { it: ['skin-treatment-cream', 'acne-pimples-treatment-cream', 1], x: 470, y: 640, s: 0.62, vv: { alt: 1 } },
  ],
  'make-up': [
    { it: ['make-up', 'foundation', 1], x: 478, y: 585, s: 0.58, vv: { alt: 1 } },
    { it: ['make-up', 'compact-powder', 0], x: 305, y: 620, s: 0.62 },
    { it: ['make-up', 'loose-powder', 3], x: 566, y: 650, s: 0.46 },
  ],
};

function categorySvg(cat) {
  const items = CAT_ITEMS[cat].map((c, j) => ({ ...c, y: c.y ?? 620, k: 'abc'[j], it: itemFor(...c.it) }));
  const p = PAL[cat][0];
  const base = lum(p.body) > 0.85 ? p.acc : p.body;
  const bg = `<radialGradient id="bg" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="${lt(base, 0.9)}"/><stop offset="1" stop-color="${lt(base, 0.6)}"/></radialGradient>`;
  return svg(
    800,
    800,
    bg,
    R(0, 0, 800, 800, 0, 'url(#bg)') +
      C(400, 400, 270, '#fff', op('.35')) +
      g('translate(400 400) scale(1.16) translate(-400 -420)', place(items)),
  );
}

const SLIDES = {
  'glow-recipe': {
    tint: '#f3b58a',
    deco: 'spark',
    items: [
      { it: ['body-lotion', 'skin-whitening-lotion', 4], x: 990, y: 610, s: 0.95, vv: { alt: 0 } },
      {
        it: ['shower-bath-and-shower-gel', 'skin-lightening-shower-gel', 0],
        x: 1370,
        y: 610,
        s: 0.95,
        vv: { shape: 1 },
      },
      { it: ['face-cream', 'face-lightening-brightening-cream', 0], x: 1180, y: 640, s: 0.7, vv: { alt: 0 } },
    ],
  },
  'dark-knuckles-removing-cream': {
    tint: '#6cc59a',
    deco: 'leaf',
    items: [
      { it: ['skin-treatment-cream', 'dark-knuckles-removing-cream', 1], x: 1040, y: 600, s: 0.86, vv: { alt: 0 } },
      { it: ['skin-treatment-cream', 'dark-knuckles-removing-cream', 0], x: 1250, y: 610, s: 0.95, vv: { alt: 0 } },
      { it: ['skin-treatment-cream', 'dark-knuckles-removing-cream', 2], x: 1200, y: 660, s: 0.73, vv: { alt: 1 } },
    ],
  },
  'serum-and-oil': {
    tint: '#e0a64a',
    deco: 'spark',
    items: [
      {
        it: ['make-up', 'foundation', 0],
        x: 1060,
        y: 610,
        s: 0.88,
        opt: { dropper: true, h: 230, w: 170 },
        p: { pow: '#c77a26', cap: '#d4af37', body: '#3a2a1c', acc: '#8a5a20' },
        L: ['Glow Oil', 'Body Oil'],
      },
      {
        it: ['make-up', 'foundation', 0],
        x: 1260,
        y: 620,
        s: 0.95,
        opt: { dropper: true, h: 250, w: 180 },
        p: { pow: '#f0c45a', cap: '#f3e3c0', body: '#a8782a', acc: '#b07a18' },
        L: ['Glow Serum', 'Face Serum'],
      },
      {
        it: ['make-up', 'foundation', 0],
        x: 1420,
        y: 630,
        s: 0.68,
        opt: { dropper: false, h: 220, w: 150 },
        p: { pow: '#e8893a', cap: '#d4af37', body: '#3a2a1c', acc: '#a0521c' },
        L: ['Carrot Oil', 'Body Oil'],
      },
    ],
  },
  'black-soap': {
    tint: '#a87d5a',
    deco: 'bubble',
    items: [
      {
        it: ['bathing-soap', 'skin-brightening-and-exfoliating-black-soap', 0],
        x: 1080,
        y: 620,
        s: 0.99,
        vv: { alt: 0 },
      },
      {
        it: ['bathing-soap', 'skin-brightening-and-exfoliating-black-soap', 1],
        x: 1340,
        y: 630,
        s: 0.88,
        vv: { alt: 1 },
      },
    ],
  },
  'shower-gel': {
    tint: '#3db4c6',
    deco: 'bubble',
    items: [
      {
        it: ['shower-bath-and-shower-gel', 'skin-smoothing-and-polishing-shower-gel', 1],
        x: 1000,
        y: 600,
        s: 0.86,
        vv: { shape: 1 },
      },
      {
        it: ['shower-bath-and-shower-gel', 'skin-lightening-shower-gel', 2],
        x: 1400,
        y: 600,
        s: 0.88,
        vv: { shape: 2 },
      },
      {
        it: ['shower-bath-and-shower-gel', 'skin-lightening-shower-gel', 0],
        x: 1200,
        y: 630,
        s: 0.95,
        vv: { shape: 0 },
      },
    ],
  },
  'make-up-essentials': {
    tint: '#d9b45a',
    deco: 'spark',
    items: [
      { it: ['make-up', 'compact-powder', 0], x: 1030, y: 630, s: 0.86 },
      { it: ['make-up', 'foundation', 2], x: 1230, y: 600, s: 0.86, vv: { alt: 0 } },
      { it: ['make-up', 'loose-powder', 1], x: 1400, y: 640, s: 0.68 },
    ],
  },
};

function slideSvg(key) {
  const sl = SLIDES[key],
    rnd = rng('slide-' + key),
    c = sl.tint;
  const bg = `<linearGradient id="bg"><stop offset="0" stop-color="${lt(c, 0.92)}"/><stop offset=".55" stop-color="${lt(c, 0.8)}"/><stop offset="1" stop-color="${lt(c, 0.55)}"/></linearGradient>`;
  let b =
    R(0, 0, 1600, 700, 0, 'url(#bg)') + C(1200, 360, 330, '#fff', op('.4')) + C(1200, 360, 250, '#fff', op('.25'));
  b += defs(
    `<linearGradient id="fl"><stop offset=".2" stop-color="${lt(c, 0.5)}" stop-opacity="0"/><stop offset="1" stop-color="${lt(c, 0.5)}" stop-opacity=".45"/></linearGradient>`,
  );
  b += R(0, 600, 1600, 100, 0, 'url(#fl)');
  if (sl.deco === 'bubble') b += bubbles(rnd, 9, 860, 60, 700, 260, 10, 36, '#fff');
  if (sl.deco === 'spark')
    for (let i = 0; i < 6; i++) {
      const x = 880 + rnd() * 660,
        y = 70 + rnd() * 200,
        r = 10 + rnd() * 14;
      b += P(
        `M${f(x)} ${f(y - r)}Q${f(x)} ${f(y)} ${f(x + r)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y + r)}Q${f(x)} ${f(y)} ${f(x - r)} ${f(y)}Q${f(x)} ${f(y)} ${f(x)} ${f(y - r)}Z`,
        '#fff',
        op('.85'),
      );
    }
  if (sl.deco === 'leaf')
    for (const [x, y, a] of [
      [880, 200, -20],
      [1440, 150, 20],
      [1480, 470, 10],
    ]) {
      b += g(
        `translate(${x} ${y}) rotate(${a})`,
        P('M0 0C0 -60 50 -90 100 -90C100 -30 60 0 0 0Z', dk(c, 0.1), op('.55')) +
          S('M0 0C30 -30 60 -55 90 -80', '#fff', 3, op('.6')),
      );
    }
  const items = sl.items.map((c2, j) => {
    const it = itemFor(...c2.it);
    if (c2.p) it.p = c2.p;
    if (c2.L) it.L = [c2.L[0], c2.L[1].toUpperCase()];
    return { ...c2, k: 'abc'[j], it };
  });
  return svg(1600, 700, bg, b + place(items));
}

function placeholderSvg() {
  const bg = vg('bg', '#f3f4f6', '#e5e7eb');
  return svg(
    800,
    800,
    bg,
    R(0, 0, 800, 800, 0, 'url(#bg)') +
      R(250, 250, 300, 240, 28, 'none', ' stroke="#9ca3af" stroke-width="14"') +
      C(330, 320, 26, '#9ca3af') +
      P('M270 470L370 370L430 430L470 390L530 470Z', '#9ca3af') +
      T(400, 570, 36, '#6b7280', 'No image', ' font-weight="600"'),
  );
}

// --------------------------------------------------------------------- main

/** A product's two pictures (the seed's productImages() names them the same way). */
export function productPictures({ subcategory, variant }) {
  return [`products/${subcategory}-${variant}.svg`, `products/${subcategory}-${variant}-angle.svg`];
}

export function generate(out) {
  const files = new Map(); // relative path -> content
  const manifest = { products: {}, categories: {}, slides: {}, placeholder: '/images/placeholder.svg' };
  for (const [cat, subs] of CATALOG) {
    subs.forEach(([sub], o) => {
      const variants = [];
      for (const product of PRODUCTS.filter((pr) => pr.subcategory === sub)) {
        for (const rel of productPictures(product)) {
          files.set(rel, productSvg(product, rel.endsWith('-angle.svg') ? 2 : 1));
          variants.push('/images/' + rel);
        }
      }
      const tex = `products/${sub}-texture.svg`;
      files.set(tex, textureSvg(cat, o, sub));
      manifest.products[sub] = { variants, texture: '/images/' + tex };
    });
    files.set(`categories/${cat}.svg`, categorySvg(cat));
    manifest.categories[cat] = `/images/categories/${cat}.svg`;
  }
  for (const key of SLIDE_KEYS) {
    files.set(`slides/${key}.svg`, slideSvg(key));
    manifest.slides[key] = `/images/slides/${key}.svg`;
  }
  files.set('placeholder.svg', placeholderSvg());
  files.set('manifest.json', JSON.stringify(manifest, null, 2) + '\n');

  for (const d of ['products', 'categories', 'slides']) rmSync(join(out, d), { recursive: true, force: true });
  for (const fl of ['placeholder.svg', 'manifest.json']) rmSync(join(out, fl), { force: true });
  for (const [rel, content] of files) {
    mkdirSync(dirname(join(out, rel)), { recursive: true });
    writeFileSync(join(out, rel), content);
  }
  return files;
}

function parseArgs(argv) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  let out = join(root, 'public', 'images');
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out') out = resolve(argv[++i] ?? '');
    else if (argv[i].startsWith('--out=')) out = resolve(argv[i].slice(6));
    else throw new Error(`unknown argument: ${argv[i]}`);
  }
  return { out };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { out } = parseArgs(process.argv.slice(2));
  const files = generate(out);
  let bytes = 0;
  for (const c of files.values()) bytes += Buffer.byteLength(c);
  console.log(`gen-images: wrote ${files.size} files (${(bytes / 1024).toFixed(1)} KB) to ${out}`);
}
