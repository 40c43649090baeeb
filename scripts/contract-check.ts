/**
 * Contract drift against a real host: calls the read-only operations of openapi.yaml and reports
 * every answer that does not match it (an undocumented status, a missing field, a wrong type).
 *
 *   npm run contract:check -- --base-url https://api.example.ng/api [--token ACCESS] [--admin-token ACCESS] [--scenario a:b,c:d] [--writes]
 *
 * --token is a customer's (or any user's) access token for the signed-in reads; --admin-token an
 * admin's for the back-office reads (the same token serves both when only --token is given and it
 * is an admin's). Without tokens only the public reads run. --scenario sends X-Mock-Scenario
 * (for the mock server: `npm run mock:server`). --writes also makes every write operation once, on
 * records it creates (./contract-check-writes.ts): for disposable hosts only; the admin writes need
 * --admin-token. Exit code 1 when there is drift, 2 on bad usage.
 */
import { parseArgs } from 'node:util';
import { asObject, createCaller, idOf, orderListOf, type CheckResult } from './contract-check-call';
import { checkWrites, writesNotice } from './contract-check-writes';

export type { CheckResult } from './contract-check-call';

export interface CheckOptions {
  baseUrl: string;
  token?: string;
  adminToken?: string;
  scenario?: string;
  /** Also make every write operation once, on records of its own (disposable hosts only). */
  writes?: boolean;
  /** With `writes`: what makes the records' names unique (default: now). */
  stamp?: number;
}

export async function checkContract(options: CheckOptions): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const caller = createCaller(options.baseUrl, options.scenario, results);
  const read = async (operation: CheckResult['operation'], path: string, token?: string) => {
    const answer = await caller.call(operation, 'GET', path, { token });
    return answer?.ok ? answer.body : undefined;
  };
  const firstId = (body: unknown, list: string) => {
    const items = asObject(body)?.[list];
    return Array.isArray(items) ? idOf(asObject(items[0])?.id) : undefined;
  };

  await read('listSlides', '/carousel/slides');
  const products = await read('listProducts', '/products?per_page=5');
  const productId = firstId(products, 'items');
  if (productId !== undefined)
    await read('getProduct', `/products/${productId}?include_reviews=true&reviews_per_page=5`);

  const user = options.token ?? options.adminToken;
  if (user) {
    await read('getMe', '/me', user);
    const orders = orderListOf(await read('listOrders', '/orders?page=1&page_size=10&include_items=true', user));
    if (orders?.[0]) {
      await read('getOrder', `/orders/${orders[0].id as number}?include_items=true`, user);
      await read(
        'verifyPayment',
        `/orders/verify?reference=${encodeURIComponent(String(orders[0].paystack_reference))}`,
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
  if (options.writes) await checkWrites(caller, { adminToken: options.adminToken, stamp: options.stamp });
  return results;
}

export function formatResults(results: CheckResult[]): string {
  const lines = results.map((r) => {
    const mark = r.skipped ? '–' : r.problem ? '✗' : '✓';
    const head = `${mark} ${r.operation.padEnd(18)} ${r.method.padEnd(6)} ${String(r.status ?? '—').padEnd(4)} ${r.url}`;
    if (r.skipped) return `${head}\n    skipped: ${r.skipped}`;
    return r.problem ? `${head}\n    ${r.problem}` : head;
  });
  const checked = results.filter((r) => !r.skipped);
  const drift = checked.filter((r) => r.problem).length;
  const skipped = results.length - checked.length;
  lines.push(
    '',
    (drift === 0
      ? `No drift: ${checked.length} answers match openapi.yaml.`
      : `${drift} of ${checked.length} answers drift from openapi.yaml.`) +
      (skipped > 0 ? ` ${skipped} skipped (not counted).` : ''),
  );
  return lines.join('\n');
}

export const USAGE = `Usage: npm run contract:check -- --base-url URL [--token T] [--admin-token T] [--scenario a:b] [--writes]

Checks a host's answers against openapi.yaml. Exit code 1 on drift, 2 on bad usage.

  --base-url URL       the API's base, e.g. https://api.example.ng/api (required)
  --token T            a user's access token, for the signed-in reads
  --admin-token T      an admin's access token, for the back-office reads and, with --writes, the admin writes
  --scenario a:b,c:d   sends X-Mock-Scenario, for the mock server (npm run mock:server)
  --writes             also makes every write operation once, on records it creates: disposable hosts only
  --help               prints this`;

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'base-url': { type: 'string' },
        token: { type: 'string' },
        'admin-token': { type: 'string' },
        scenario: { type: 'string' },
        writes: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!values['base-url']) {
    console.error(USAGE);
    process.exit(2);
  }
  const stamp = Date.now();
  if (values.writes) console.log(writesNotice(values['base-url'], stamp, Boolean(values['admin-token'])));
  const results = await checkContract({
    baseUrl: values['base-url'],
    token: values.token,
    adminToken: values['admin-token'],
    scenario: values.scenario,
    writes: values.writes,
    stamp,
  });
  console.log(formatResults(results));
  process.exit(results.some((r) => r.problem && !r.skipped) ? 1 : 0);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
