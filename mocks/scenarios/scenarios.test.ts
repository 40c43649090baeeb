import { describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../src/api/operations.gen';
import { describeOperation, validateResponse } from '../contract/validator';
import { db } from '../db';
import { call, signIn, takeContractProblems, withMockBackend } from '@/testing/mock-backend';
import { emptyBody, errorBody } from './bodies';
import { SHORT_ACCESS_TTL_S, scenarioLog } from './engine';
import { parseScenarioList, SCENARIO_HEADER, scenarioStore } from './store';
import { findVariant, listProperty, SLOW_MS, STATES, variants } from './variants';

withMockBackend();

const ids = Object.keys(operations) as OperationId[];

describe('variants come from the contract', () => {
  it('every documented response of every operation has a variant', () => {
    for (const id of ids) {
      const info = operations[id];
      const errors = info.errors as Record<string, readonly string[]>;
      for (const status of info.statuses) {
        const mine = variants().filter((v) => v.operation === id && v.status === Number(status));
        if (Number(status) < 400)
          expect(
            mine.map((v) => v.id),
            `${id} ${status}`,
          ).toContain(`${id}:${status}`);
        for (const code of errors[status] ?? [])
          expect(
            mine.some((v) => v.code === code && v.kind === 'error'),
            `${id} ${status} ${code}`,
          ).toBe(true);
      }
    }
  });

  it('names errors by code, generic ones by status, and gives every operation the transport variants', () => {
    for (const name of [
      'register:email_in_use',
      'login:invalid_credentials',
      'createProduct:cloudinary_not_configured',
      'getProduct:404',
      'listProducts:500',
      'listAdminOrders:401',
      'listAdminOrders:403',
      'resetPassword:invalid_payload.code',
    ]) {
      expect(findVariant(name), name).toBeDefined();
    }
    for (const id of ids)
      for (const kind of ['network_error', 'slow', 'hang', '500'])
        expect(findVariant(`${id}:${kind}`), `${id}:${kind}`).toBeDefined();
    expect(new Set(variants().map((v) => v.id)).size).toBe(variants().length);
  });

  it('gives lists an empty page that matches the contract', () => {
    const lists = ids.filter((id) => listProperty(id));
    expect(lists).toEqual(
      expect.arrayContaining(['listProducts', 'listOrders', 'listAdminOrders', 'listAdminUsers', 'listSlides']),
    );
    for (const id of lists) {
      expect(findVariant(`${id}:empty`)).toBeDefined();
      const body = emptyBody(id, new URLSearchParams());
      expect(validateResponse(id, 200, 'application/json', body), id).toBeNull();
      expect((body as Record<string, unknown[]>)[listProperty(id)!]).toEqual([]);
    }
  });

  it('answers every error variant with a body the contract documents for that status', () => {
    for (const variant of variants().filter((v) => v.kind === 'error' || v.kind === 'field_error')) {
      expect(
        validateResponse(variant.operation, variant.status!, 'application/json', errorBody(variant)),
        variant.id,
      ).toBeNull();
    }
  });

  it('uses the contract’s example message when it is for that code', () => {
    const example = describeOperation('register').responses.find((r) => r.status === '409')!.example as {
      message: string;
    };
    expect(errorBody(findVariant('register:email_in_use')!)).toEqual({
      error: 'email_in_use',
      message: example.message,
    });
  });

  it('reads a list of names and reports the unknown ones', () => {
    expect(parseScenarioList('getProduct:404, nope:x,,network:slow getProduct:404')).toEqual({
      ids: ['getProduct:404', 'network:slow'],
      unknown: ['nope:x'],
    });
    expect(STATES.map((s) => s.id)).toEqual(
      expect.arrayContaining([
        'session:access_expired',
        'session:refresh_fails',
        'uploads:not_configured',
        'store:empty',
        'network:slow',
      ]),
    );
  });
});

describe('the mock answers as the active scenarios say', () => {
  it('answers an error variant instead of the normal answer, and logs it', async () => {
    scenarioStore.set(['getProduct:404']);
    const response = await call('/products/1');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
    expect(scenarioLog.entries()[0]).toMatchObject({
      operation: 'getProduct',
      scenario: 'getProduct:404',
      source: 'active',
    });
    // Other operations answer normally.
    expect((await call('/products?per_page=1')).status).toBe(200);
  });

  it('lets the request header win over the tab’s list, for that request only', async () => {
    scenarioStore.set(['login:invalid_credentials']);
    const viaHeader = await call('/login', {
      method: 'POST',
      json: { email: 'customer@example.com', password: 'password123' },
      headers: { [SCENARIO_HEADER]: 'login:200' },
    });
    expect(viaHeader.status).toBe(200);
    const without = await call('/login', {
      method: 'POST',
      json: { email: 'customer@example.com', password: 'password123' },
    });
    expect(without.status).toBe(401);
    expect(await without.json()).toEqual({ error: 'invalid_credentials', message: 'Invalid email or password.' });
  });

  it('a later variant of the same operation replaces an earlier one', () => {
    scenarioStore.set([]);
    scenarioStore.add('getProduct:404');
    scenarioStore.add('getProduct:500');
    scenarioStore.add('network:slow');
    expect(scenarioStore.active()).toEqual(['getProduct:500', 'network:slow']);
  });

  it('names a missing field for invalid_payload.<field>', async () => {
    const response = await call('/password/reset', {
      method: 'POST',
      json: { email: 'a@b.co', code: '123456', new_password: 'password123' },
      headers: { [SCENARIO_HEADER]: 'resetPassword:invalid_payload.code' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_payload',
      message: 'Missing required: code',
      fields: { code: 'is required' },
    });
  });

  it('fails the request for :network_error and never answers for :hang', async () => {
    await expect(call('/products', { headers: { [SCENARIO_HEADER]: 'listProducts:network_error' } })).rejects.toThrow();
    await expect(
      call('/products', { headers: { [SCENARIO_HEADER]: 'listProducts:hang' }, signal: AbortSignal.timeout(300) }),
    ).rejects.toThrow();
  });

  it('answers :slow late but normally', async () => {
    const started = Date.now();
    const response = await call('/carousel/slides', { headers: { [SCENARIO_HEADER]: 'listSlides:slow' } });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_MS - 50);
  });

  it('answers an empty page for :empty and for the empty store', async () => {
    const one = await call('/products?per_page=5', { headers: { [SCENARIO_HEADER]: 'listProducts:empty' } });
    expect(await one.json()).toEqual({ items: [], pagination: { page: 1, per_page: 5, total: 0, total_pages: 0 } });
    scenarioStore.set(['store:empty']);
    expect((await (await call('/carousel/slides')).json()).items).toEqual([]);
    expect((await call('/products/1')).status).toBe(200);
  });

  it('leaves a required field out for :malformed, which the contract check catches', async () => {
    const response = await call('/products/1', { headers: { [SCENARIO_HEADER]: 'getProduct:malformed' } });
    expect(response.status).toBe(200);
    const required = describeOperation('getProduct').responses.find((r) => r.status === '200')!.schema!
      .required as string[];
    expect(await response.json()).not.toHaveProperty(required[0]!);
    const problems = await takeContractProblems();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(required[0]);
  });

  it('answers the provider’s pending or declined for verifyPayment:pending and :failed, about the real order', async () => {
    const customer = db.users.getBy('email', 'customer@example.com')!;
    const paid = db.orders.all().find((o) => o.user_id === customer.id && o.status === 'paid')!;
    const { access_token: token } = await signIn(customer.email);
    const verify = (scenario: string, reference = paid.paystack_reference) =>
      call(`/orders/verify?reference=${reference}`, { token, headers: { [SCENARIO_HEADER]: scenario } });
    const pending = await verify('verifyPayment:pending');
    expect(await pending.json()).toMatchObject({
      status: 'pending',
      verified: false,
      paystack: { status: 'ongoing', currency: 'NGN' },
      order: { id: paid.id, paystack_reference: paid.paystack_reference },
    });
    const failed = await verify('verifyPayment:failed');
    expect(await failed.json()).toMatchObject({ status: 'failed', verified: false, paystack: { status: 'failed' } });
    // No order has that reference: the answer it would have had.
    expect((await verify('verifyPayment:pending', 'BS-NO-SUCH')).status).toBe(404);
    expect(findVariant('verifyPaymentByBody:pending')).toMatchObject({ kind: 'outcome', outcome: 'pending' });
  });

  it('answers 500 for :500, a status the contract does not document', async () => {
    const response = await call('/products', { headers: { [SCENARIO_HEADER]: 'listProducts:500' } });
    expect(response.status).toBe(500);
    expect(await takeContractProblems()).toEqual([expect.stringContaining('status 500 is not documented')]);
  });
});

describe('session-wide states', () => {
  it('session:access_expired expires the tokens in use; a refresh gives a short-lived one that works', async () => {
    const session = await signIn('customer@example.com');
    expect((await call('/me', { token: session.access_token })).status).toBe(200);
    scenarioStore.set(['session:access_expired']);
    await Promise.resolve();
    expect((await call('/me', { token: session.access_token })).status).toBe(401);
    const refreshed = await call('/token/refresh', { method: 'POST', token: session.refresh_token });
    expect(refreshed.status).toBe(200);
    const body = await refreshed.json();
    expect(body.expires_in).toBe(SHORT_ACCESS_TTL_S);
    expect((await call('/me', { token: body.access_token })).status).toBe(200);
  });

  it('session:refresh_fails makes the refresh answer 401 invalid_refresh_token', async () => {
    const session = await signIn('customer@example.com');
    scenarioStore.set(['session:refresh_fails']);
    await Promise.resolve();
    expect((await call('/me', { token: session.access_token })).status).toBe(401);
    const refreshed = await call('/token/refresh', { method: 'POST', token: session.refresh_token });
    expect(refreshed.status).toBe(401);
    expect(await refreshed.json()).toMatchObject({ error: 'invalid_refresh_token' });
  });

  it('uploads:not_configured refuses a request with a file, and only such a request', async () => {
    const admin = await signIn('admin@example.com');
    scenarioStore.set(['uploads:not_configured']);
    const form = new FormData();
    form.set('name', 'Shea Butter Soap');
    form.set('price', '1500');
    form.set('category', 'soaps');
    form.set('subcategory', 'bar-soap');
    form.append('images', new File([new Uint8Array([137, 80, 78, 71])], 'soap.png', { type: 'image/png' }));
    const withFile = await call('/products', { method: 'POST', body: form, token: admin.access_token });
    expect(withFile.status).toBe(503);
    expect(await withFile.json()).toMatchObject({ error: 'cloudinary_not_configured' });
    const before = db.products.count();
    const json = await call('/products', {
      method: 'POST',
      token: admin.access_token,
      json: { name: 'Shea Butter Soap', price: 1500, category: 'soaps', subcategory: 'bar-soap' },
    });
    expect(json.status).toBe(201);
    expect(db.products.count()).toBe(before + 1);
  });
});
