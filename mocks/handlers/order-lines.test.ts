/**
 * The contract's limit of 50 lines an order (CheckoutRequest.items, maxItems 50): the mock takes 50
 * and answers 51 with the documented 400 invalid_payload naming `items` (issue 30). The store keeps
 * a cart to 50 (src/lib/cart-storage.ts).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateResponse } from '../contract/validator';
import { db } from '../db';
import { resetMockBackend, server } from '../node';

const API = 'http://localhost/api';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockBackend());
afterAll(() => server.close());

async function checkout(lines: number): Promise<{ status: number; json: Record<string, any> }> {
  const login = await fetch(`${API}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'customer@example.com', password: 'password123' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  // One line a product; a product with variants (decision 0046) names one that has stock.
  const items = db.products
    .all()
    .slice(0, lines)
    .map((p) => ({ product_id: p.id, quantity: 1, variant_id: p.variants?.find((v) => v.stock > 0)?.id }));
  expect(items).toHaveLength(lines);
  const response = await fetch(`${API}/orders/initiate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access_token}` },
    body: JSON.stringify({
      items,
      shipping_address: {
        type: 'pickup',
        address: '12 Allen Avenue, Ikeja, Lagos',
        contact_name: 'Tolu Adebayo',
        contact_phone: '08031234567',
      },
      callback_url: 'http://localhost/paystack/callback',
    }),
  });
  const json = (await response.json()) as Record<string, any>;
  expect(validateResponse('initiateOrder', response.status, response.headers.get('content-type'), json)).toBeNull();
  return { status: response.status, json };
}

describe('the lines of one order', () => {
  it('takes 50 lines and refuses 51 with 400 invalid_payload naming items', async () => {
    expect((await checkout(50)).status).toBe(201);
    const refused = await checkout(51);
    expect(refused.status).toBe(400);
    expect(refused.json.error).toBe('invalid_payload');
    expect(Object.keys(refused.json.fields)).toContain('items');
  });
});
