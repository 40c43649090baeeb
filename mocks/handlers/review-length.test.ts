/**
 * The mock counts a review's title and name as the contract does (JSON Schema maxLength: code
 * points), so an emoji is one character on both sides (issue 30): 255 emoji are a title, 256 are
 * `title_too_long`, as 255 and 256 letters are.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validateResponse } from '../contract/validator';
import { resetMockBackend, server } from '../node';
import { AUTHOR_NAME_MAX, REVIEW_TITLE_MAX } from './products';

const API = 'http://localhost/api';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockBackend());
afterAll(() => server.close());

async function review(body: Record<string, unknown>): Promise<{ status: number; json: Record<string, any> }> {
  const login = await fetch(`${API}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'customer@example.com', password: 'password123' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const response = await fetch(`${API}/products/1/reviews`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ rating: 5, ...body }),
  });
  const json = (await response.json()) as Record<string, any>;
  expect(validateResponse('createReview', response.status, response.headers.get('content-type'), json)).toBeNull();
  return { status: response.status, json };
}

describe('a review’s lengths, in code points', () => {
  it('takes a title of 255 emoji (510 UTF-16 units) and refuses 256 with title_too_long', async () => {
    const taken = await review({ title: '😀'.repeat(REVIEW_TITLE_MAX) });
    expect(taken.status).toBe(201);
    expect(taken.json.title).toBe('😀'.repeat(REVIEW_TITLE_MAX));
    const refused = await review({ title: '😀'.repeat(REVIEW_TITLE_MAX + 1) });
    expect(refused).toMatchObject({ status: 400, json: { error: 'title_too_long' } });
  });

  it('counts an author name the same way', async () => {
    expect((await review({ author_name: '👩🏾'.repeat(AUTHOR_NAME_MAX / 2) })).status).toBe(201);
    const refused = await review({ author_name: '😀'.repeat(AUTHOR_NAME_MAX + 1) });
    expect(refused).toMatchObject({ status: 400, json: { error: 'author_name_too_long' } });
  });
});
