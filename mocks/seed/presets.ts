/**
 * Data presets: named, deterministic transformations of the seeded database, for the cases QA meets
 * with real data (very long Nigerian names and addresses, products without pictures, a product
 * with 500 reviews and one with none, a 40-line basket, hostile text everywhere, 10,000 products).
 * `applyDataPreset(db, name)` transforms whatever the database holds; the callers start it from
 * the seed (`?data=`, the Mock panel, `--data-preset`, `PUT /__mock/preset`), so the same preset
 * gives the same data, and a reset takes it away.
 */
import type { Database, DatabaseSnapshot } from '../db';
import type { OrderItemRow, OrderRow, ProductRow, ReviewRow, SlideRow, UserRow } from '../db/schema';
import { BIDI_TEXT, HOSTILE, HOSTILE_SLIDE, LONG_WORD } from './hostile';

export const DATA_PRESETS = {
  'long-text':
    'Very long product names, descriptions, review titles, customer names and delivery addresses (Nigerian names, not lorem ipsum).',
  'no-images': 'No product has a picture; order lines carry none either.',
  'many-reviews': 'Product 1 has 500 reviews; product 2 has none.',
  'big-basket':
    'The demo customer has a pending order of 40 lines (Buy again fills the basket with them); in the browser the basket holds the same 40 lines.',
  hostile:
    'Script payloads, 300-character words, right-to-left and emoji text in every product, review, customer and address (not only the few seeded hostile records), and the seeded hostile slide active, last on the home page.',
  large: '10,000 products (the seed’s, then numbered copies), for the listing, search and paging.',
  'sold-out': 'Everything sold out: every shade and size, and every product without them, has 0 left.',
  'low-stock': 'Low stock everywhere: every shade and size, and every product without them, has 1 to 3 left.',
} as const;

export type DataPresetName = keyof typeof DATA_PRESETS;
export const DATA_PRESET_NAMES = Object.keys(DATA_PRESETS) as DataPresetName[];

/** The preset the data was last switched to (mock:server's GET /__mock/preset); null after a reset. */
export const presetState: { current: DataPresetName | null } = { current: null };

/** `long-text` or `data:long-text` → the preset's name; null for anything else. */
export function parsePresetName(text: string): DataPresetName | null {
  const name = text.trim().replace(/^data:/, '');
  return Object.hasOwn(DATA_PRESETS, name) ? (name as DataPresetName) : null;
}

export const unknownPresetMessage = (text: string) =>
  `Unknown data preset "${text}": use one of ${DATA_PRESET_NAMES.map((n) => `data:${n}`).join(', ')} (or none).`;

type Tables = {
  products: ProductRow[];
  reviews: ReviewRow[];
  users: UserRow[];
  orders: OrderRow[];
  slides: SlideRow[];
};

const LONG_FIRST = [
  'Chukwuemekaonyekachukwu',
  'Oluwatobiloba',
  'Oluwadamilareayomide',
  'Chimamandankechinyere',
  'Oluwaseyifunmi',
  'Ifeanyichukwu',
];
const LONG_LAST = [
  'Adebayo-Ogunleye-Oyelaran',
  'Nwachukwu-Okonkwo-Ezeanyika',
  'Oyinlola-Babatunde-Ajayi',
  'Obiajulu-Anyanwu-Chukwuma',
];
const LONG_STREET =
  'Plot 1234B, Chief Oluwole Adetokunbo-Ogunlesi Crescent, off Admiralty Way, behind the Lekki Phase One Roundabout Shopping Complex, Ikota River Estate Extension, Eti-Osa';
const LONG_NAME_TAIL =
  'with Shea Butter, Black Soap, Turmeric, Moringa and Vitamin E, for Dry, Sensitive and Hyperpigmented Skin, Family Size Value Pack';
const LONG_DESCRIPTION =
  'Made in Lagos from shea butter sourced from cooperatives in Kwara, Niger and Kebbi States, this formula is gentle enough for the whole family and strong enough for the harmattan. ';

const longName = (i: number) =>
  `${LONG_FIRST[i % LONG_FIRST.length]} ${LONG_FIRST[(i + 2) % LONG_FIRST.length]} ${LONG_LAST[i % LONG_LAST.length]}`;
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);

function longText(t: Tables): void {
  for (const p of t.products) {
    p.name = clip(`${p.name} ${LONG_NAME_TAIL}`, 190);
    p.description = `${p.description ?? ''} ${LONG_DESCRIPTION.repeat(6)}`.trim();
    p.brand = p.brand ? `${p.brand} Naturals International Limited` : p.brand;
    p.highlights = p.highlights.map((h) => `${h}, tested on Nigerian skin across all six geopolitical zones`);
  }
  for (const r of t.reviews) {
    r.title = clip(`${r.title ?? 'Review'}: ${LONG_DESCRIPTION}`, 150);
    r.author_name = r.author_name ? longName(r.id) : r.author_name;
  }
  for (const u of t.users) if (u.role === 'user') u.name = longName(u.id);
  for (const o of t.orders) {
    const a = o.shipping_address;
    a.contact_name = longName(o.user_id);
    if (a.type === 'ship') a.street = LONG_STREET;
    for (const item of o.items) item.name = clip(`${item.name} ${LONG_NAME_TAIL}`, 190);
  }
}

function noImages(t: Tables): void {
  for (const p of t.products) p.images = [];
  for (const o of t.orders) for (const item of o.items) item.image_url = null;
}

const REVIEW_WORDS = [
  'Lovely',
  'Smells great',
  'Worth the price',
  'Not for me',
  'Arrived in Abuja in two days',
  'My skin glows',
  'Too oily in the heat',
  'Bought it again',
];

function manyReviews(t: Tables): void {
  const [first, second] = [...t.products].sort((a, b) => a.id - b.id);
  if (!first || !second) return;
  t.reviews = t.reviews.filter((r) => r.product_id !== first.id && r.product_id !== second.id);
  let id = t.reviews.reduce((max, r) => Math.max(max, r.id), 0);
  const day = Date.parse(first.created_at);
  let sum = 0;
  for (let i = 0; i < 500; i++) {
    const rating = 1 + ((i * 7) % 5);
    sum += rating;
    t.reviews.push({
      id: ++id,
      product_id: first.id,
      user_id: null,
      rating,
      title: `${REVIEW_WORDS[i % REVIEW_WORDS.length]} (${i + 1})`,
      body: `${REVIEW_WORDS[(i + 3) % REVIEW_WORDS.length]}. Review ${i + 1} of 500.`,
      author_name: `${LONG_FIRST[i % LONG_FIRST.length]!.slice(0, 8)} ${String.fromCharCode(65 + (i % 26))}.`,
      created_at: new Date(day + i * 3_600_000).toISOString(),
    });
  }
  first.review_count = 500;
  first.rating_sum = sum;
  second.review_count = 0;
  second.rating_sum = 0;
}

/** The 40 lines of the big basket: the first 40 products, 1 to 3 of each. */
export function bigBasketLines(
  products: readonly ProductRow[],
): Array<{ id: number; name: string; price: number; images: string[]; qty: number }> {
  return [...products]
    .sort((a, b) => a.id - b.id)
    .slice(0, 40)
    .map((p, i) => ({ id: p.id, name: p.name, price: p.price, images: p.images, qty: 1 + (i % 3) }));
}

function bigBasket(t: Tables): void {
  const customer = t.users.find((u) => u.email === 'customer@example.com');
  const pending = t.orders
    .filter((o) => o.user_id === customer?.id && o.status === 'pending')
    .sort((a, b) => a.id - b.id)[0];
  if (!pending) return;
  const items: OrderItemRow[] = bigBasketLines(t.products).map((line, i) => ({
    id: i + 1,
    product_id: line.id,
    name: line.name,
    quantity: line.qty,
    unit_price: line.price,
    total: Math.round(line.price * line.qty * 100) / 100,
    image_url: line.images[0] ?? null,
  }));
  pending.items = items;
  pending.amount_subtotal = Math.round(items.reduce((sum, item) => sum + item.total, 0) * 100) / 100;
  pending.amount_total = Math.round((pending.amount_subtotal + pending.amount_shipping) * 100) / 100;
}

const PAYLOADS = [HOSTILE.script, HOSTILE.img, HOSTILE.svg, HOSTILE.template, BIDI_TEXT];

function hostile(t: Tables): void {
  const pick = (i: number) => PAYLOADS[i % PAYLOADS.length]!;
  for (const p of t.products) {
    p.name = clip(`${p.name} ${pick(p.id)}`, 190);
    p.description = `${p.description ?? ''} ${pick(p.id + 1)} ${LONG_WORD}`;
    p.image_alt = `${p.image_alt ?? p.name} ${HOSTILE.img}`;
  }
  for (const r of t.reviews) {
    r.title = pick(r.id);
    r.body = `${r.body ?? ''} ${pick(r.id + 2)} ${r.id % 3 === 0 ? LONG_WORD : ''}`.trim();
    if (r.author_name) r.author_name = `${r.author_name} ${HOSTILE.svg}`;
  }
  for (const u of t.users) if (u.role === 'user') u.name = `${u.name ?? ''} ${pick(u.id)}`.trim();
  for (const o of t.orders) {
    const a = o.shipping_address;
    a.contact_name = `${a.contact_name} ${pick(o.id)}`;
    if (a.type === 'ship') a.street = `${pick(o.id + 1)} ${o.id % 4 === 0 ? LONG_WORD : a.street}`;
  }
  // The seed keeps its hostile slide inactive (off the home page); QA asked for hostile text.
  for (const s of t.slides) if (s.heading === HOSTILE_SLIDE.heading) s.is_active = true;
}

export const LARGE_PRODUCT_COUNT = 10_000;

function large(t: Tables): void {
  const originals = [...t.products].sort((a, b) => a.id - b.id);
  let id = originals.reduce((max, p) => Math.max(max, p.id), 0);
  for (let n = originals.length; n < LARGE_PRODUCT_COUNT; n++) {
    const from = originals[n % originals.length]!;
    const copy = Math.floor(n / originals.length);
    // Lean copies: the browser keeps the whole database in localStorage.
    t.products.push({
      ...from,
      id: ++id,
      name: `${from.name} #${copy + 1}`,
      description: (from.description ?? '').split('. ')[0] ?? null,
      details: null,
      highlights: [],
      images: from.images.slice(0, 1),
      variants: [],
      price: Math.round(from.price * (1 + (n % 7) / 20)),
      rating_sum: 0,
      review_count: 0,
    });
  }
}

/** Every variant, and every product without variants, given `left(id)` units (decision 0046). */
function restock(t: Tables, left: (id: number) => number): void {
  for (const p of t.products) {
    if (p.variants?.length) for (const v of p.variants) v.stock = left(v.id);
    else p.stock = left(p.id);
  }
}

const TRANSFORMS: Record<DataPresetName, (t: Tables) => void> = {
  'sold-out': (t) => restock(t, () => 0),
  'low-stock': (t) => restock(t, (id) => 1 + (id % 3)),
  'long-text': longText,
  'no-images': noImages,
  'many-reviews': manyReviews,
  'big-basket': bigBasket,
  hostile,
  large,
};

/** The snapshot with the preset applied (a copy: the argument is left alone). */
export function presetSnapshot(snapshot: DatabaseSnapshot, name: DataPresetName): DatabaseSnapshot {
  const copy = structuredClone(snapshot);
  const tables = copy.tables as unknown as Tables;
  TRANSFORMS[name](tables);
  return copy;
}

/** Applies the preset to what the database holds (call it on the seed: see above). */
export async function applyDataPreset(db: Database, name: DataPresetName, { yieldToMain = false } = {}): Promise<void> {
  await db.restore(presetSnapshot(db.snapshot(), name), { yieldToMain, checked: true });
  // Restoring marks the database clean; a preset is a change to save.
  db.products.onChange?.();
}
