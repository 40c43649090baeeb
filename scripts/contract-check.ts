/**
 * Contract drift against a real host: calls the read-only operations of openapi.yaml and reports
 * every answer that does not match it (an undocumented status, a missing field, a wrong type).
 *
 *   npm run contract:check -- --base-url https://api.example.ng/api [--token ACCESS] [--admin-token ACCESS] [--scenario a:b,c:d]
 *
 * --token is a customer's (or any user's) access token for the signed-in reads; --admin-token an
 * admin's for the back-office reads (the same token serves both when only --token is given and it
 * is an admin's). Without tokens only the public reads run. --scenario sends X-Mock-Scenario
 * (for the mock server: `npm run mock:server`). Exit code 1 when there is drift, 2 on bad usage.
 */
import { parseArgs } from 'node:util';
import { validateResponse } from '../mocks/contract/validator';
import type { OperationId } from '../src/api/operations.gen';

export interface CheckOptions {
  baseUrl: string;
  token?: string;
  adminToken?: string;
  scenario?: string;
}

export interface CheckResult {
  operation: OperationId;
  method: string;
  url: string;
  status: number | null;
  /** null: the answer matches the contract. */
  problem: string | null;
}

type Json = Record<string, unknown>;

export async function checkContract(options: CheckOptions): Promise<CheckResult[]> {
  const base = options.baseUrl.replace(/\/$/, '');
  const results: CheckResult[] = [];

  async function read(operation: OperationId, path: string, token?: string): Promise<unknown> {
    const url = base + path;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.scenario) headers['X-Mock-Scenario'] = options.scenario;
    let response: Response;
    try {
      response = await fetch(url, { headers });
    } catch (error) {
      results.push({ operation, method: 'GET', url, status: null, problem: `no answer: ${(error as Error).message}` });
      return undefined;
    }
    const type = response.headers.get('content-type');
    const text = await response.text();
    let body: unknown = text || undefined;
    if (text && type?.includes('json')) {
      try {
        body = JSON.parse(text);
      } catch {
        results.push({ operation, method: 'GET', url, status: response.status, problem: 'the body is not valid JSON' });
        return undefined;
      }
    }
    const problem = validateResponse(operation, response.status, type, body);
    results.push({ operation, method: 'GET', url, status: response.status, problem: problem?.message ?? null });
    return response.ok ? body : undefined;
  }

  const firstId = (body: unknown, list: string) =>
    ((body as Json | undefined)?.[list] as Json[] | undefined)?.[0]?.id as number | undefined;

  await read('listSlides', '/carousel/slides');
  const products = await read('listProducts', '/products?per_page=5');
  const productId = firstId(products, 'items');
  if (productId !== undefined)
    await read('getProduct', `/products/${productId}?include_reviews=true&reviews_per_page=5`);

  const user = options.token ?? options.adminToken;
  if (user) {
    await read('getMe', '/me', user);
    const orders = await read('listOrders', '/orders?page=1&page_size=10&include_items=true', user);
    // The spec allows the list as `orders`, a bare array or `data` (section 7).
    const order = (
      Array.isArray(orders) ? orders : ((orders as Json | undefined)?.orders ?? (orders as Json | undefined)?.data)
    ) as Json[] | undefined;
    if (order?.[0]) {
      await read('getOrder', `/orders/${order[0].id as number}?include_items=true`, user);
      await read(
        'verifyPayment',
        `/orders/verify?reference=${encodeURIComponent(String(order[0].paystack_reference))}`,
        user,
      );
    }
  }
  const admin = options.adminToken ?? options.token;
  if (admin) {
    await read('getAdminOverview', '/admin/overview?range=30d', admin);
    await read('listAdminOrders', '/admin/orders?per_page=10&include_items=true', admin);
    const users = await read('listAdminUsers', '/admin/users?per_page=10', admin);
    const userId = firstId(users, 'items');
    if (userId !== undefined) await read('getAdminUser', `/admin/users/${userId}`, admin);
  }
  return results;
}

export function formatResults(results: CheckResult[]): string {
  const lines = results.map(
    (r) =>
      `${r.problem ? '✗' : '✓'} ${r.operation.padEnd(18)} ${String(r.status ?? '—').padEnd(4)} ${r.url}${r.problem ? `\n    ${r.problem}` : ''}`,
  );
  const drift = results.filter((r) => r.problem).length;
  lines.push(
    '',
    drift === 0
      ? `No drift: ${results.length} answers match openapi.yaml.`
      : `${drift} of ${results.length} answers drift from openapi.yaml.`,
  );
  return lines.join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      token: { type: 'string' },
      'admin-token': { type: 'string' },
      scenario: { type: 'string' },
    },
  });
  if (!values['base-url']) {
    console.error('Usage: npm run contract:check -- --base-url URL [--token T] [--admin-token T] [--scenario a:b]');
    process.exit(2);
  }
  const results = await checkContract({
    baseUrl: values['base-url'],
    token: values.token,
    adminToken: values['admin-token'],
    scenario: values.scenario,
  });
  console.log(formatResults(results));
  process.exit(results.some((r) => r.problem) ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
