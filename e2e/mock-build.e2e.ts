/**
 * The mock as a browser build ships it differs from the one tests run in Node: the seed is a
 * snapshot made at build time (moved to today's dates) and the request validators are compiled
 * ahead of time instead of by Ajv at run time (docs/decisions/0020-performance-choices.md). Here
 * the same requests go to both, and the answers must be the same, byte for byte.
 */
import { getResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { handlers } from '../mocks/handlers';
import { resetMockBackend } from '../mocks/node';
import { mockReady, useBrowser } from './support/browser';

const browser = useBrowser();

interface Call {
  name: string;
  method?: string;
  path: string;
  /** A JSON value, or a raw string sent as is with `type`. */
  body?: unknown;
  type?: string;
}

const long = (n: number) => 'x'.repeat(n);

const CALLS: Call[] = [
  {
    name: 'a page of the listing with search, category and sort',
    path: '/products?q=cream&sort=price&order=asc&page=2&per_page=6',
  },
  {
    name: 'rating filter with unrated products',
    path: '/products?rating_min=4&include_unrated=true&sort=rating&order=desc',
  },
  { name: 'a product with its reviews', path: '/products/3?include_reviews=true&reviews_per_page=5' },
  { name: 'the slides', path: '/carousel/slides' },
  { name: 'per_page over the maximum', path: '/products?per_page=500' },
  { name: 'a page that is not a number', path: '/products?page=abc' },
  { name: 'a sort the contract does not list', path: '/products?sort=bogus' },
  { name: 'a product id of 0', path: '/products/0' },
  { name: 'a product id that is not a number', path: '/products/abc' },
  { name: 'a search over 200 characters (maxLength, counted in code points)', path: `/products?q=${'é'.repeat(201)}` },
  { name: 'a search of exactly 200 characters', path: `/products?q=${'😀'.repeat(200)}` },
  { name: 'a slug with capitals (pattern)', path: '/products?category=Body-Lotion' },
  { name: 'register with no email', method: 'POST', path: '/register', body: { password: 'password123' } },
  { name: 'log in with broken JSON', method: 'POST', path: '/login', body: '{"email": ', type: 'application/json' },
  {
    name: 'log in with a form instead of JSON',
    method: 'POST',
    path: '/login',
    body: 'email=a%40b.co',
    type: 'application/x-www-form-urlencoded',
  },
  {
    name: 'log in as the customer with a wrong password',
    method: 'POST',
    path: '/login',
    body: { email: 'customer@example.com', password: 'not-the-one' },
  },
  {
    name: 'forgot password for an unknown address',
    method: 'POST',
    path: '/password/forgot',
    body: { email: 'nobody@example.com' },
  },
  {
    name: 'a review without signing in',
    method: 'POST',
    path: '/products/1/reviews',
    body: { rating: 9, title: long(300) },
  },
  { name: 'the admin overview without signing in', path: '/admin/overview?range=7d' },
];

/** The request of a call, as plain data both Node and the page can use. */
function requestInit(call: Call): RequestInit & { headers?: Record<string, string> } {
  if (call.body === undefined) return { method: call.method ?? 'GET' };
  return {
    method: call.method ?? 'GET',
    body: typeof call.body === 'string' ? call.body : JSON.stringify(call.body),
    headers: { 'Content-Type': call.type ?? 'application/json' },
  };
}

async function inNode(call: Call) {
  const response = await getResponse(handlers, new Request(`http://localhost/api${call.path}`, requestInit(call)));
  return { status: response?.status ?? 0, text: (await response?.text()) ?? '' };
}

describe('the browser build of the mock answers like the mock in Node', () => {
  const answers = new Map<string, { status: number; text: string }>();

  beforeAll(async () => {
    const page = await browser.newPage();
    await page.goto('/?devtools=off');
    await mockReady(page);
    const requests = CALLS.map((call) => ({ path: call.path, init: requestInit(call) }));
    const results = await page.evaluate(async (list) => {
      const out: Array<{ status: number; text: string }> = [];
      for (const { path, init } of list) {
        const response = await fetch(`/api${path}`, init);
        out.push({ status: response.status, text: await response.text() });
      }
      return out;
    }, requests);
    CALLS.forEach((call, i) => answers.set(call.name, results[i]!));
    await resetMockBackend();
  });

  it.each(CALLS.map((call) => [call.name, call] as const))('%s', async (_name, call) => {
    const browserAnswer = answers.get(call.name)!;
    const nodeAnswer = await inNode(call);
    expect(browserAnswer.status).toBe(nodeAnswer.status);
    expect(JSON.parse(browserAnswer.text)).toEqual(JSON.parse(nodeAnswer.text));
  });

  it('refuses what it should (the list above is not all successes)', () => {
    const statuses = [...answers.values()].map((a) => a.status);
    expect(statuses.filter((s) => s === 400).length).toBeGreaterThanOrEqual(7);
    expect(statuses).toContain(404);
    expect(statuses).toContain(401);
  });
});
