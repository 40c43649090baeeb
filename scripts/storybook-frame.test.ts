import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ownFrame, viewportOnOpen, viewportValue, widthInAddress } from '../.storybook/frame';
import { desktop, phone, tablet } from '../src/testing/story-frames';

describe('a story’s frame in Storybook', () => {
  it('opens each story in its own frame, whatever width the story before it was seen at', () => {
    expect(viewportOnOpen({ storyGlobals: phone, shown: 'desktop', linked: undefined })).toBe('mobile');
    expect(viewportOnOpen({ storyGlobals: tablet, shown: 'mobile', linked: undefined })).toBe('tablet');
    // A story that names no frame opens at the desktop's width.
    expect(viewportOnOpen({ storyGlobals: {}, shown: 'mobile', linked: undefined })).toBe('desktop');
    // Already shown at its own width: nothing to change (no second render).
    expect(viewportOnOpen({ storyGlobals: desktop, shown: 'desktop', linked: undefined })).toBeUndefined();
  });

  it('keeps the width of the link the Storybook was opened from', () => {
    const linked = widthInAddress('?path=/story/product-review-errors--rating-missing&globals=viewport.value:mobile');
    expect(linked).toBe('mobile');
    expect(viewportOnOpen({ storyGlobals: desktop, shown: 'mobile', linked })).toBeUndefined();
    expect(widthInAddress('?path=/story/x&globals=session:customer;viewport:tablet')).toBe('tablet');
    expect(widthInAddress('?path=/story/x&globals=session:customer')).toBeUndefined();
    expect(widthInAddress('?path=/story/x')).toBeUndefined();
  });

  it('reads the story’s frame and the viewport global, and nothing else', () => {
    expect(ownFrame(phone)).toBe('mobile');
    expect(ownFrame({ frame: 'watch' })).toBeUndefined();
    expect(ownFrame(undefined)).toBeUndefined();
    expect(viewportValue({ value: 'tablet', isRotated: false })).toBe('tablet');
    expect(viewportValue('mobile')).toBe('mobile');
    expect(viewportValue(undefined)).toBeUndefined();
  });

  it('leaves the toolbar’s width menu free in every story (a story’s `viewport` global locks it)', () => {
    const locking = globSync('src/**/*.stories.tsx').filter((file) =>
      /globals:\s*\{[^}]*\bviewport\s*:/.test(readFileSync(file, 'utf8')),
    );
    expect(locking).toEqual([]);
  });
});
