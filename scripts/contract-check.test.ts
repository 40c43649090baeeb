import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../mocks/db';
import { scenarioStore } from '../mocks/scenarios/store';
import { seedDatabase } from '../mocks/seed';
import { createMockHttpServer } from '../mocks/server';
import { close, listen } from '../mocks/server/test-helpers';
import { checkContract, formatResults, USAGE } from './contract-check';
import { writeNames, writesNotice } from './contract-check-writes';

describe('npm run contract:check', () => {
  const server = createMockHttpServer();
  let base = '';
  let admin = '';
  let customer = '';

  async function login(email: string) {
    const res = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'password123' }),
    });
    return ((await res.json()) as { access_token: string }).access_token;
  }

  beforeAll(async () => {
    db.clear();
    await seedDatabase(db);
    base = `${await listen(server)}/api`;
    admin = await login('admin@example.com');
    customer = await login('customer@example.com');
  });
  beforeEach(() => scenarioStore.clear());
  afterAll(() => close(server));

  it('reports no drift against the mock server, for every read-only operation', async () => {
    const results = await checkContract({ baseUrl: base, token: customer, adminToken: admin });
    expect(results.map((r) => r.operation).sort()).toEqual(
      [
        'getAdminOverview',
        'getAdminUser',
        'getMe',
        'getOrder',
        'getProduct',
        'listAdminOrders',
        'listAdminUsers',
        'listOrders',
        'listProducts',
        'listSlides',
        'verifyPayment',
      ].sort(),
    );
    expect(results.filter((r) => r.problem)).toEqual([]);
    expect(formatResults(results)).toContain('No drift: 11 answers match openapi.yaml.');
  });

  it('reports exactly the drift a scenario causes', async () => {
    const results = await checkContract({
      baseUrl: base,
      token: customer,
      adminToken: admin,
      scenario: 'getProduct:malformed',
    });
    const drift = results.filter((r) => r.problem);
    expect(drift).toHaveLength(1);
    expect(drift[0]).toMatchObject({ operation: 'getProduct', status: 200 });
    expect(drift[0]!.problem).toMatch(/body does not match the schema: Invalid request: \w+ is required/);
  });

  it.each([
    { mode: 'the spec’s backend', scenario: 'shapes:spec' },
    { mode: 'the leanest host the spec allows', scenario: 'shapes:lean' },
  ])('reports no drift against the mock answering like $mode ($scenario)', async ({ scenario }) => {
    const results = await checkContract({ baseUrl: base, token: customer, adminToken: admin, scenario });
    expect(results).toHaveLength(11);
    expect(results.filter((r) => r.problem)).toEqual([]);
  });

  it('reports an undocumented status', async () => {
    const results = await checkContract({ baseUrl: base, scenario: 'listSlides:500' });
    expect(results.find((r) => r.operation === 'listSlides')?.problem).toContain('status 500 is not documented');
  });

  it('makes no write without --writes: the mock’s data is the same after the check', async () => {
    const before = JSON.stringify(db.snapshot());
    const results = await checkContract({ baseUrl: base, token: customer, adminToken: admin });
    expect(results.every((r) => r.method === 'GET')).toBe(true);
    expect(JSON.stringify(db.snapshot())).toBe(before);
  });

  /** What --writes makes with an admin token, in order, after the reads. */
  const WRITES = [
    'register',
    'login',
    'createProduct',
    'updateProduct',
    'createReview',
    'getProduct',
    'deleteReview',
    'deleteProductImage',
    'initiateOrder',
    'initiateOrder',
    'listOrders',
    'fulfillOrder',
    'cancelOrder',
    'refundOrder',
    'createSlide',
    'listSlides',
    'updateSlide',
    'updateUserRole',
    'updateUserRole',
    'revokeUserSessions',
    'forgotPassword',
    'resetPassword',
    'deleteProduct',
  ];

  it.each([
    { mode: 'normal', scenario: undefined },
    { mode: 'shapes:spec', scenario: 'shapes:spec' },
    { mode: 'shapes:lean', scenario: 'shapes:lean' },
  ])('--writes makes every write once on its own records, with no drift ($mode)', async ({ scenario }) => {
    const stamp = Date.now();
    const names = writeNames(stamp);
    const users = db.users.count();
    const results = await checkContract({
      baseUrl: base,
      token: customer,
      adminToken: admin,
      scenario,
      writes: true,
      stamp,
    });
    expect(results.slice(11).map((r) => r.operation)).toEqual(WRITES);
    expect(results.filter((r) => r.problem)).toEqual([]);
    // No call of the API pays, so its own (fulfilled, unpaid) order cannot be refunded.
    const skipped = results.filter((r) => r.skipped);
    expect(skipped).toMatchObject([{ operation: 'refundOrder', status: 400 }]);
    expect(skipped[0]!.skipped).toMatch(/^needs a paid order/);
    expect(formatResults(results)).toContain(`No drift: ${results.length - 1} answers match openapi.yaml. 1 skipped`);

    // Its records: a customer (a user again), its product gone, two orders of its own, an inactive slide.
    expect(db.users.count()).toBe(users + 1);
    const user = db.users.getBy('email', names.email);
    expect(user?.role).toBe('user');
    expect(db.products.where((p) => p.name === names.product)).toEqual([]);
    expect(
      db.orders
        .where((o) => o.user_id === user?.id)
        .map((o) => o.status)
        .sort(),
    ).toEqual(['cancelled', 'fulfilled']);
    expect(db.slides.where((s) => s.heading === names.slideUpdated)).toMatchObject([{ is_active: false }]);
  });

  it('--writes without --admin-token makes only the public and customer writes, and lists the rest as skipped', async () => {
    const results = await checkContract({ baseUrl: base, writes: true });
    const made = results.filter((r) => !r.skipped);
    expect(made.map((r) => r.operation)).toEqual([
      'listSlides',
      'listProducts',
      'getProduct',
      'register',
      'login',
      'forgotPassword',
      'resetPassword',
    ]);
    expect(made.filter((r) => r.problem)).toEqual([]);
    const skipped = results.filter((r) => r.skipped);
    expect(skipped.map((r) => r.operation)).toEqual([
      'createProduct',
      'updateProduct',
      'createReview',
      'deleteReview',
      'deleteProductImage',
      'initiateOrder',
      'fulfillOrder',
      'cancelOrder',
      'refundOrder',
      'createSlide',
      'updateSlide',
      'updateUserRole',
      'revokeUserSessions',
      'deleteProduct',
    ]);
    expect(skipped.map((r) => r.skipped)).toContain('needs --admin-token');
    expect(skipped.find((r) => r.operation === 'initiateOrder')?.skipped).toBe(
      'no product of its own (createProduct needs --admin-token)',
    );
    expect(formatResults(results)).toContain('No drift: 7 answers match openapi.yaml. 14 skipped (not counted).');
  });

  it('says first that --writes writes, and what; --help lists every flag', () => {
    expect(writesNotice('http://staging/api', 1, true)).toMatch(
      /^WRITES to http:\/\/staging\/api: creates a customer contract-check\+1@example.com .*a product .*an inactive slide/,
    );
    for (const flag of ['--base-url', '--token', '--admin-token', '--scenario', '--writes', '--help'])
      expect(USAGE).toMatch(new RegExp(`^  ${flag} `, 'm'));
  });
});
