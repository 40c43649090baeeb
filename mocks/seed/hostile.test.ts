/**
 * The hostile records of the default seed: where each payload sits, and that the mock serves them
 * (every answer checked against openapi.yaml by withMockBackend) and takes them back as input.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { call, signIn, withMockBackend } from '@/testing/mock-backend';
import { BIDI_TEXT, HOSTILE, HOSTILE_CUSTOMER, HOSTILE_PRODUCT, HOSTILE_SLIDE, LONG_WORD } from './hostile';

withMockBackend();

const json = async (r: Response) => (await r.json()) as Record<string, any>;
const admin = () => signIn('admin@example.com').then((s) => s.access_token);
const product = () => db.products.find((p) => p.name === HOSTILE_PRODUCT.name)!;

describe('the hostile seed', () => {
  it('is a 300-character word with no break, and markup that would set window.__xss', () => {
    expect(LONG_WORD).toHaveLength(300);
    expect(LONG_WORD).toMatch(/^\S+$/);
    for (const payload of [HOSTILE.script, HOSTILE.img, HOSTILE.svg, HOSTILE.jsUrl])
      expect(payload).toContain('window.__xss=1');
    expect(BIDI_TEXT).toMatch(/[\u0600-\u06ff]/);
    expect(BIDI_TEXT).toContain('\u202E');
    expect(BIDI_TEXT).toContain('\u200B');
  });

  it('puts the payloads in one product, its newest reviews and its listing entry', async () => {
    const body = await json(await call(`/products/${product().id}?include_reviews=true&per_page=10`));
    expect(body.name).toBe(HOSTILE_PRODUCT.name);
    expect(body.image_alt).toBe(HOSTILE_PRODUCT.imageAlt);
    expect(body.description).toContain(HOSTILE.img);
    expect(body.description).toContain(LONG_WORD);
    expect(body.highlights).toContain(HOSTILE_PRODUCT.highlight);
    expect(body.reviews.slice(0, 4).map((r: any) => [r.title, r.body, r.author_name])).toEqual(
      HOSTILE_PRODUCT.reviews.map((r) => [r.title, r.body, r.author_name]),
    );
    const listing = await json(await call('/products?q=banana%20glow'));
    expect(listing.items.map((p: any) => p.name)).toEqual([HOSTILE_PRODUCT.name]);
  });

  it('puts them in a slide of its own, inactive: the admin sees it, the home page does not', async () => {
    const shopper = await json(await call('/carousel/slides'));
    expect(shopper.items.map((s: any) => s.heading)).not.toContain(HOSTILE_SLIDE.heading);
    const body = await json(await call('/carousel/slides?include_inactive=true&limit=100', { token: await admin() }));
    const slide = body.items.find((s: any) => s.heading === HOSTILE_SLIDE.heading);
    expect(slide).toMatchObject({
      subtitle: HOSTILE_SLIDE.subtitle,
      cta_primary_url: '//evil.example',
      cta_secondary_url: HOSTILE.jsUrl,
      is_active: false,
    });
    expect(slide.description).toContain(LONG_WORD);
    expect(body.items.at(-1).heading).toBe(HOSTILE_SLIDE.heading);
  });

  it('gives one customer a hostile (still valid) email and name, and their orders hostile addresses', async () => {
    const token = await admin();
    const users = await json(await call('/admin/users?q=simisola.david', { token }));
    expect(users.items.map((u: any) => u.email)).toEqual([HOSTILE_CUSTOMER.email]);
    const orders = await json(
      await call(`/admin/orders?q=${encodeURIComponent("simisola.david'")}&per_page=100`, { token }),
    );
    const full: any[] = orders.orders;
    expect(full.length).toBe(db.orders.where((o) => o.email === HOSTILE_CUSTOMER.email).length);
    expect(full.length).toBeGreaterThanOrEqual(3);
    for (const order of full) {
      expect(order.email).toBe(HOSTILE_CUSTOMER.email);
      expect(order.shipping_address.contact_name).toBe(HOSTILE_CUSTOMER.name);
    }
    const streets = full.filter((o) => o.shipping_address.type === 'ship').map((o) => o.shipping_address.street);
    for (const street of HOSTILE_CUSTOMER.streets) expect(streets).toContain(street);
    expect(db.users.getBy('email', HOSTILE_CUSTOMER.seedEmail)).toBeUndefined();
  });

  it('takes every hostile value back within the contract’s input limits', async () => {
    const token = await admin();
    const { id, description, details } = product();
    const edit = await call(`/products/${id}`, {
      method: 'PATCH',
      token,
      json: { name: HOSTILE_PRODUCT.name, description, details, highlights: [HOSTILE_PRODUCT.highlight] },
    });
    expect(edit.status).toBe(200);
    const slide = db.slides.find((s) => s.heading === HOSTILE_SLIDE.heading)!;
    const slideEdit = await call(`/admin/carousel/slides/${slide.id}`, {
      method: 'PATCH',
      token,
      json: { heading: slide.heading, subtitle: slide.subtitle, description: slide.description },
    });
    expect(slideEdit.status).toBe(200);
    for (const review of HOSTILE_PRODUCT.reviews) {
      const response = await call(`/products/${id}/reviews`, { method: 'POST', token, json: { rating: 4, ...review } });
      expect(response.status).toBe(201);
    }
    const customer = await signIn('customer@example.com');
    const street = HOSTILE_CUSTOMER.streets[1];
    const order = await call('/orders/initiate', {
      method: 'POST',
      token: customer.access_token,
      json: {
        items: [{ product_id: id, quantity: 1 }],
        shipping_address: {
          type: 'ship',
          state: 'Lagos',
          lga: 'Ikeja',
          street,
          contact_name: HOSTILE_CUSTOMER.name,
          contact_phone: '08031234567',
        },
        callback_url: 'http://localhost/paystack/callback',
      },
    });
    expect(order.status).toBe(201);
  });
});
