/**
 * The review title's limit counted as the contract counts it (JSON Schema maxLength: code points),
 * so an emoji is one character in the counter and the check, as it is on the server (issue 30).
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_TITLE_MAX } from '@/config/constants';
import { checkReview, TITLE_MESSAGE, titleCount } from './review-rules';

const draft = (title: string) => ({ rating: 5, title, body: '' });

describe('the review title’s length', () => {
  it('counts an emoji as one character in the counter', () => {
    expect(titleCount('😀😀')).toEqual({ count: 2, over: false, text: `2/${REVIEW_TITLE_MAX}` });
    expect(titleCount('Glow ✨👩🏾').count).toBe(8);
    expect(titleCount('😀'.repeat(REVIEW_TITLE_MAX + 1))).toMatchObject({ count: 256, over: true, text: '256/255' });
  });

  it('takes 255 emoji (510 UTF-16 units) and refuses 256, with the spec’s message', () => {
    expect(checkReview(draft('😀'.repeat(REVIEW_TITLE_MAX)), true)).toBeNull();
    expect(checkReview(draft('😀'.repeat(REVIEW_TITLE_MAX + 1)), true)).toEqual({ fields: { title: TITLE_MESSAGE } });
    expect(checkReview(draft('x'.repeat(REVIEW_TITLE_MAX + 1)), true)).toEqual({ fields: { title: TITLE_MESSAGE } });
  });
});
