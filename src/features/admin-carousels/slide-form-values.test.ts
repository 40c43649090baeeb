import { describe, expect, it } from 'vitest';
import { ApiError, errorFromAnswer } from '@/api/errors';
import { createBody, EMPTY_SLIDE_FORM, updateBody, validateSlideForm, type SlideFormValues } from './slide-form-values';
import { slideErrorMessage } from './slide-messages';

const values = (over: Partial<SlideFormValues>): SlideFormValues => ({ ...EMPTY_SLIDE_FORM, ...over });

describe('validateSlideForm', () => {
  it('names both missing fields as the spec reports them', () => {
    expect(validateSlideForm(EMPTY_SLIDE_FORM, 'create', false)).toMatchObject({
      form: 'Missing required fields: heading, image_url or image upload',
    });
    expect(validateSlideForm(values({ heading: '  ' }), 'create', true)).toMatchObject({
      form: 'Missing required fields: heading',
    });
    expect(validateSlideForm(values({ heading: 'A', image_url: '/a.svg' }), 'create', false)).toBeNull();
  });

  it('needs a non-empty heading when editing, but no new image', () => {
    expect(validateSlideForm(values({ heading: '' }), 'edit', false)).toEqual({
      fields: { heading: 'The heading cannot be empty.' },
    });
    expect(validateSlideForm(values({ heading: 'A' }), 'edit', false)).toBeNull();
  });

  it('takes a whole sort order within ±9999, blank meaning 0', () => {
    const check = (sort_order: string) =>
      validateSlideForm(values({ heading: 'A', image_url: '/a.svg', sort_order }), 'create', false);
    expect(check('-12')).toBeNull();
    expect(check('')).toBeNull();
    expect(check('2.5')).toMatchObject({ fields: { sort_order: 'Sort order must be a whole number.' } });
    expect(check('10000')).toMatchObject({ fields: { sort_order: 'Sort order must be between -9999 and 9999.' } });
    expect(createBody(values({ heading: 'A', image_url: '/a.svg', sort_order: '' }), false).sort_order).toBe(0);
  });
});

describe('updateBody', () => {
  const original = values({ heading: 'A', image_url: '/old.svg' });
  it('sends the image and delete_previous only when the image changes', () => {
    expect(updateBody(original, original, false)).not.toHaveProperty('delete_previous');
    expect(updateBody(values({ heading: 'A', image_url: '' }), original, false)).not.toHaveProperty('image_url');
    expect(updateBody(values({ heading: 'A', image_url: '/new.svg' }), original, false)).toMatchObject({
      image_url: '/new.svg',
      delete_previous: true,
    });
    const withFile = updateBody(
      values({ heading: 'A', image_url: '/old.svg', delete_previous: false }),
      original,
      true,
    );
    expect(withFile).not.toHaveProperty('image_url');
    expect(withFile.delete_previous).toBe(false);
  });
  it('clears optional text that was emptied (null)', () => {
    expect(updateBody(values({ heading: 'A', subtitle: ' ' }), original, false).subtitle).toBeNull();
  });
});

describe('slideErrorMessage', () => {
  it("uses the spec's words for upload problems, else the message, else the error, else the fallback", () => {
    expect(slideErrorMessage(new ApiError(503, 'cloudinary_not_configured', 'x'), 'Update failed')).toBe(
      "Cloudinary is not configured; uploads won't work.",
    );
    expect(slideErrorMessage(new ApiError(502, 'upload_failed', 'Too big.'), 'Update failed')).toBe(
      'Upload failed: Too big.',
    );
    expect(slideErrorMessage(new ApiError(404, 'not_found', 'Slide not found.'), 'Update failed')).toBe(
      'Slide not found.',
    );
    expect(slideErrorMessage(errorFromAnswer(409, { error: 'conflict' }), 'Update failed')).toBe('conflict');
    expect(slideErrorMessage(errorFromAnswer(500, ''), 'Update failed')).toBe('Update failed');
    expect(slideErrorMessage(new TypeError('Failed to fetch'), 'Update failed')).toBe('Update failed');
  });
});
