import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../mocks/db';
import { scenarioStore } from '../mocks/scenarios/store';
import { seedDatabase } from '../mocks/seed';
import { createMockHttpServer } from '../mocks/server';
import { close, listen } from '../mocks/server/test-helpers';
import { checkContract, formatResults } from './contract-check';

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

  it('reports no drift against the mock answering like the spec’s backend (shapes:spec)', async () => {
    const results = await checkContract({ baseUrl: base, token: customer, adminToken: admin, scenario: 'shapes:spec' });
    expect(results).toHaveLength(11);
    expect(results.filter((r) => r.problem)).toEqual([]);
  });

  it('reports an undocumented status', async () => {
    const results = await checkContract({ baseUrl: base, scenario: 'listSlides:500' });
    expect(results.find((r) => r.operation === 'listSlides')?.problem).toContain('status 500 is not documented');
  });
});
