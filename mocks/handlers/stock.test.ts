/**
 * Variants and stock (decision 0046) through the whole mock stack: checkout checks stock without
 * reserving it and refuses a line it cannot fill with 409 out_of_stock naming each line; payment
 * takes the stock; cancelling or fully refunding a paid order gives it back; admin writes are
 * checked; the listing and the overview filter and count what is low. Every /api answer is
 * checked against openapi.yaml by the shared harness.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import type { ProductRow } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { SCENARIO_HEADER } from '../scenarios/store';
import { call, signIn, withMockBackend } from '@/testing/mock-backend';

withMockBackend();

type Json = any;

let customer: string;
let admin: string;

beforeEach(async () => {
  customer = (await signIn(DEMO_ACCOUNTS.customer)).access_token;
  admin = (await signIn(DEMO_ACCOUNTS.admin)).access_token;
});

async function api(path: string, init: { method?: string; json?: unknown; token?: string; scenario?: string } = {}) {
  const response = await call(path, {
    method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
    json: init.json,
    token: init.token ?? customer,
    headers: init.scenario ? { [SCENARIO_HEADER]: init.scenario } : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json };
}

const byName = (name: string): ProductRow => db.products.find((p) => p.name === name)!;
const foundation = () => byName('Full Coverage Liquid Foundation 30ml');
const shade = (label: string) => foundation().variants!.find((v) => v.label === label)!;

const address = { type: 'pickup', contact_name: 'Ada Obi', contact_phone: '08031234567' };
const checkout = (items: unknown[], scenario?: string) =>
  api('/orders/initiate', { json: { items, shipping_address: address }, scenario });

async function pay(reference: string): Promise<void> {
  const order = db.orders.getBy('paystack_reference', reference)!;
  const response = await fetch(`http://localhost/__paystack/transactions/${reference}/charge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome: 'success', access_code: order.paystack_access_code }),
  });
  expect(response.status).toBe(200);
}

/** Sets a shade's stock directly, as the test's starting point. */
async function setShadeStock(label: string, stock: number): Promise<number> {
  const id = shade(label).id;
  await db.products.update(foundation().id, (p) => {
    p.variants!.find((v) => v.id === id)!.stock = stock;
  });
  return id;
}

describe('the seed', () => {
  it('gives foundations their shades, fair to deep, and lotions and soaps their sizes, some low and some sold out', async () => {
    const { body } = await api(`/products/${foundation().id}`);
    expect(body.variants.map((v: Json) => v.label)).toEqual([
      '01 Ivory',
      '02 Porcelain Beige',
      '03 Sand',
      '04 Caramel',
      '05 Honey',
      '06 Golden Tan',
      '07 Almond',
      '08 Chestnut',
      '09 Mahogany',
      '10 Cocoa',
      '11 Ebony',
      '12 Espresso',
    ]);
    const lightness = (hex: string) => parseInt(hex.slice(1, 3), 16) + parseInt(hex.slice(3, 5), 16);
    const swatches = body.variants.map((v: Json) => lightness(v.swatch));
    expect(swatches).toEqual([...swatches].sort((a, b) => b - a));
    const stocks = body.variants.map((v: Json) => v.stock);
    expect(stocks.some((s: number) => s === 0)).toBe(true);
    expect(stocks.some((s: number) => s > 0 && s <= 3)).toBe(true);

    const lotion = (await api(`/products/${byName('Vitamin C Toning Body Lotion').id}`)).body;
    expect(lotion.variants.map((v: Json) => [v.kind, v.label])).toEqual([
      ['size', '250 ml'],
      ['size', '400 ml'],
    ]);
    expect(lotion.variants[0].price).toBeLessThan(lotion.price);
    const soap = (await api(`/products/${byName('Carrot Beauty Tablet Soap').id}`)).body;
    expect(soap.variants.map((v: Json) => v.label)).toEqual(['Bar', 'Pack of 3']);
  });
});

describe('checkout and payment', () => {
  it('takes the stock when the order is paid, not at checkout', async () => {
    const id = await setShadeStock('04 Caramel', 5);
    const started = await checkout([{ product_id: foundation().id, variant_id: id, quantity: 2 }]);
    expect(started.status).toBe(201);
    expect(shade('04 Caramel').stock).toBe(5);
    await pay(started.body.reference);
    expect(shade('04 Caramel').stock).toBe(3);
    const order = await api(`/orders/${started.body.order_id}`);
    expect(order.body.items[0]).toMatchObject({ variant_id: id, variant_label: '04 Caramel', quantity: 2 });
  });

  it('refuses a line it cannot fill with 409 out_of_stock naming each line and what is left, and creates nothing', async () => {
    const caramel = await setShadeStock('04 Caramel', 1);
    const honey = await setShadeStock('05 Honey', 0);
    const orders = db.orders.count();
    const refused = await checkout([
      { product_id: foundation().id, variant_id: caramel, quantity: 2 },
      { product_id: foundation().id, variant_id: honey, quantity: 1 },
      { product_id: 1, quantity: 1 },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('out_of_stock');
    expect(refused.body.lines).toEqual([
      {
        product_id: foundation().id,
        variant_id: caramel,
        name: foundation().name,
        variant_label: '04 Caramel',
        requested: 2,
        available: 1,
      },
      {
        product_id: foundation().id,
        variant_id: honey,
        name: foundation().name,
        variant_label: '05 Honey',
        requested: 1,
        available: 0,
      },
    ]);
    expect(refused.body.message).toBe(
      `2 items are no longer available as asked: only 1 left of ${foundation().name} (04 Caramel); ${foundation().name} (05 Honey) is sold out.`,
    );
    expect(db.orders.count()).toBe(orders);
  });

  it('merges lines of the same shade before checking, and counts a shade off sale as none left', async () => {
    const caramel = await setShadeStock('04 Caramel', 3);
    const merged = await checkout([
      { product_id: foundation().id, variant_id: caramel, quantity: 2 },
      { product_id: foundation().id, variant_id: caramel, quantity: 2 },
    ]);
    expect(merged.body.lines).toEqual([expect.objectContaining({ requested: 4, available: 3 })]);
    await db.products.update(foundation().id, (p) => {
      p.variants!.find((v) => v.id === caramel)!.on_sale = false;
    });
    const off = await checkout([{ product_id: foundation().id, variant_id: caramel, quantity: 1 }]);
    expect(off.body.lines).toEqual([expect.objectContaining({ requested: 1, available: 0 })]);
  });

  it('needs one of the product’s own variants: 400 unknown_variant naming the line', async () => {
    const missing = await checkout([{ product_id: foundation().id, quantity: 1 }]);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      error: 'unknown_variant',
      fields: { 'items.0.variant_id': `Choose a shade or size of ${foundation().name}.` },
    });
    const foreign = await checkout([{ product_id: 1, variant_id: shade('04 Caramel').id, quantity: 1 }]);
    expect(foreign.body.error).toBe('unknown_variant');
  });

  it('prices a line at its variant’s own price', async () => {
    const lotion = byName('Vitamin C Toning Body Lotion');
    const small = lotion.variants![0]!;
    const started = await checkout([{ product_id: lotion.id, variant_id: small.id, quantity: 2 }]);
    const order = db.orders.get(started.body.order_id)!;
    expect(order.items[0]).toMatchObject({ unit_price: small.price, total: Number(small.price) * 2 });
  });

  it('gives the stock back when a paid order is cancelled, once', async () => {
    const id = await setShadeStock('04 Caramel', 5);
    const started = await checkout([{ product_id: foundation().id, variant_id: id, quantity: 2 }]);
    await pay(started.body.reference);
    expect(shade('04 Caramel').stock).toBe(3);
    const cancelled = await api(`/orders/${started.body.order_id}/cancel`, { json: {}, token: admin });
    expect(cancelled.status).toBe(200);
    expect(shade('04 Caramel').stock).toBe(5);
  });

  it('gives the stock back on a full refund, not on a partial one', async () => {
    const id = await setShadeStock('04 Caramel', 5);
    const started = await checkout([{ product_id: foundation().id, variant_id: id, quantity: 2 }]);
    await pay(started.body.reference);
    const path = `/orders/${started.body.order_id}/refund`;
    expect((await api(path, { json: { amount_kobo: 100 }, token: admin })).status).toBe(200);
    expect(shade('04 Caramel').stock).toBe(3);
    expect((await api(path, { json: {}, token: admin })).status).toBe(200);
    expect(shade('04 Caramel').stock).toBe(5);
  });

  it('cancelling an unpaid order gives nothing back: it took nothing', async () => {
    const id = await setShadeStock('04 Caramel', 5);
    const started = await checkout([{ product_id: foundation().id, variant_id: id, quantity: 2 }]);
    await api(`/orders/${started.body.order_id}/cancel`, { json: {}, token: admin });
    expect(shade('04 Caramel').stock).toBe(5);
  });

  it('stock:race: the shopper who pays second is refused, told which line and what is left', async () => {
    const id = await setShadeStock('04 Caramel', 5);
    const refused = await checkout([{ product_id: foundation().id, variant_id: id, quantity: 2 }], 'stock:race');
    expect(refused.status).toBe(409);
    expect(refused.body.lines).toEqual([expect.objectContaining({ variant_id: id, requested: 2, available: 1 })]);
    expect(refused.body.message).toBe(`Only 1 left of ${foundation().name} (04 Caramel).`);
  });

  it('paying an order again checks its stock as checkout does', async () => {
    const id = await setShadeStock('04 Caramel', 5);
    const started = await checkout([{ product_id: foundation().id, variant_id: id, quantity: 2 }]);
    await setShadeStock('04 Caramel', 1);
    const again = await api(`/orders/${started.body.order_id}/pay`, { json: {} });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'out_of_stock', lines: [{ requested: 2, available: 1 }] });
  });

  it('shapes:spec is a host that does not count stock: no variants, no refusal, nothing taken', async () => {
    const cream = byName('Tea Tree Acne & Pimples Cream 30g');
    await db.products.update(cream.id, (p) => {
      p.stock = 1;
    });
    const shown = await api(`/products/${foundation().id}`, { scenario: 'shapes:spec' });
    expect(shown.body).not.toHaveProperty('variants');
    expect(shown.body).not.toHaveProperty('stock');
    const started = await checkout([{ product_id: cream.id, quantity: 2 }], 'shapes:spec');
    expect(started.status).toBe(201);
    await pay(db.orders.all().at(-1)!.paystack_reference);
    expect(byName(cream.name).stock).toBe(1);
    const listed = (query: string) => api(`/products?per_page=1${query}`, { scenario: 'shapes:spec' });
    expect((await listed('&low_stock=true')).body.pagination).toEqual((await listed('')).body.pagination);
    const overview = await api('/admin/overview', { token: admin, scenario: 'shapes:spec' });
    expect(overview.body).not.toHaveProperty('low_stock');
    const lean = await api(`/products/${foundation().id}`, { scenario: 'shapes:lean' });
    expect(lean.body).not.toHaveProperty('variants');
    // A product with shades is one thing there, bought at its price without a shade.
    for (const scenario of ['shapes:spec', 'shapes:lean']) {
      const whole = await checkout([{ product_id: foundation().id, quantity: 1 }], scenario);
      expect(whole.status, scenario).toBeLessThan(300);
      expect(db.orders.all().at(-1)!.items[0]).toMatchObject({ unit_price: foundation().price });
    }
    // A strict host refuses the field it does not know, as it does a promo code.
    const named = await checkout(
      [{ product_id: foundation().id, variant_id: shade('04 Caramel').id, quantity: 1 }],
      'shapes:spec',
    );
    expect(named).toEqual({
      status: 400,
      body: {
        error: 'invalid_payload',
        message: 'Unknown field: items.0.variant_id.',
        fields: { 'items.0.variant_id': 'is not allowed' },
      },
    });
  });
});

describe('the listing and the overview', () => {
  it('in_stock leaves out what cannot be added; low_stock keeps what has 3 or fewer left', async () => {
    const all = (await api('/products?per_page=100')).body.items as Json[];
    const inStock = (await api('/products?per_page=100&in_stock=true')).body.items as Json[];
    const low = (await api('/products?per_page=100&low_stock=true')).body.items as Json[];
    const soldOut = byName('Sulphur & Zinc Skin Care Ointment 40g');
    expect(all.map((p) => p.id)).toContain(soldOut.id);
    expect(inStock.map((p) => p.id)).not.toContain(soldOut.id);
    expect(inStock.map((p) => p.id)).toContain(foundation().id);
    expect(low.map((p) => p.id)).toContain(soldOut.id);
    expect(low.map((p) => p.id)).not.toContain(1);
  });

  it('the overview counts the products that need restocking and lists the lowest lines first', async () => {
    const { body } = await api('/admin/overview', { token: admin });
    const low = (await api('/products?per_page=100&low_stock=true')).body;
    expect(body.low_stock.threshold).toBe(3);
    expect(body.low_stock.count).toBe(low.pagination.total);
    const stocks = body.low_stock.lines.map((l: Json) => l.stock);
    expect(stocks).toEqual([...stocks].sort((a, b) => a - b));
    expect(body.low_stock.lines).toHaveLength(10);
  });
});

describe('admin writes', () => {
  const update = (json: unknown) => api(`/products/${foundation().id}`, { method: 'PATCH', json, token: admin });

  it('replaces the variants in the order sent, keeping the ids of those it names and giving new ones ids', async () => {
    const [first, second] = foundation().variants!;
    const answer = await update({
      variants: [
        { id: second!.id, kind: 'shade', label: second!.label, swatch: second!.swatch, stock: 40 },
        { kind: 'shade', label: '13 Onyx', swatch: '#2A170E', stock: 4, on_sale: false },
        { id: first!.id, kind: 'shade', label: ' 01 Ivory ', swatch: first!.swatch, stock: 0 },
      ],
    });
    expect(answer.status).toBe(200);
    const variants = foundation().variants!;
    expect(variants.map((v) => [v.label, v.stock, v.on_sale])).toEqual([
      [second!.label, 40, true],
      ['13 Onyx', 4, false],
      ['01 Ivory', 0, true],
    ]);
    expect(variants[0]!.id).toBe(second!.id);
    expect(variants[2]!.id).toBe(first!.id);
    expect(variants[1]!.id).toBeGreaterThan(
      Math.max(
        ...db.products.all().flatMap((p) => (p.variants ?? []).filter((v) => v !== variants[1]).map((v) => v.id)),
      ),
    );
  });

  it('refuses what breaks the rules with 400 invalid_variants naming the field', async () => {
    const refused = await update({
      variants: [
        { kind: 'shade', label: '01 Ivory', stock: 1 },
        { kind: 'size', label: '01 ivory', stock: 1 },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: 'invalid_variants',
      message: 'Variant 1: A shade needs a swatch colour.',
      fields: {
        'variants.0.swatch': 'A shade needs a swatch colour.',
        'variants.1.kind': 'Every variant of a product is of one kind.',
        'variants.1.label': 'Another variant is labelled 01 ivory.',
      },
    });
    const foreign = await update({ variants: [{ id: 999999, kind: 'size', label: 'Bar', stock: 1 }] });
    expect(foreign.body.fields).toEqual({ 'variants.0.id': 'This product has no variant 999999.' });
  });

  it('refuses a schema break before the handler: 400 invalid_payload', async () => {
    const tooMany = await update({
      variants: Array.from({ length: 31 }, (_, i) => ({ kind: 'size', label: `${i} ml`, stock: 1 })),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error).toBe('invalid_payload');
    const negative = await update({ stock: -1 });
    expect(negative.body.error).toBe('invalid_payload');
  });

  it('takes variants as JSON text and stock as a string in a form', async () => {
    const form = new FormData();
    form.set('variants', JSON.stringify([{ kind: 'size', label: '400 ml', stock: 7 }]));
    const product = byName('Shea Butter Daily Nourish Body Lotion 500ml');
    const response = await call(`/products/${product.id}`, { method: 'PATCH', body: form, token: admin });
    expect(response.status).toBe(200);
    expect(byName(product.name).variants).toEqual([
      expect.objectContaining({ label: '400 ml', stock: 7, on_sale: true }),
    ]);

    const stockForm = new FormData();
    stockForm.set('stock', '12');
    const face = byName('Silk Touch Face Cream 75g');
    await call(`/products/${face.id}`, { method: 'PATCH', body: stockForm, token: admin });
    expect(byName(face.name).stock).toBe(12);

    const broken = new FormData();
    broken.set('variants', '{not json');
    const refused = await call(`/products/${face.id}`, { method: 'PATCH', body: broken, token: admin });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: 'invalid_variants',
      fields: { variants: 'Variants must be a list.' },
    });
  });

  it('creates a product with its own stock', async () => {
    const created = await api('/products', {
      json: { name: 'Shea Lip Balm', price: 1500, category: 'Face Cream', subcategory: 'Lip Care', stock: 9 },
      token: admin,
    });
    expect(created.status).toBe(201);
    expect(created.body.stock).toBe(9);
  });
});
