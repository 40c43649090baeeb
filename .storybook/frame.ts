/**
 * A story's frame is a default the toolbar can change. A story names its own frame with the story
 * global `frame` (`globals: phone` from src/testing/story-frames.tsx), never with Storybook's
 * `viewport`: a story's `viewport` locks the toolbar's width menu ("set by story parameters").
 * The manager (manager.ts) sets the `viewport` global, a designer's choice that the address
 * keeps (`&globals=viewport.value:mobile`), to the story's frame whenever a story opens, unless
 * the Storybook was opened from a link that names a width: then the link's width holds.
 */
import { WIDTHS, type Viewport } from './visual-sizes';

/** A story that names no frame opens at the desktop's width (`initialGlobals` in preview.tsx). */
export const DEFAULT_FRAME: Viewport = 'desktop';

/** The story's own frame, from its story globals (`{ frame: 'mobile' }`), if it names one. */
export function ownFrame(storyGlobals: Record<string, unknown> | undefined): Viewport | undefined {
  const value = storyGlobals?.frame;
  return typeof value === 'string' && Object.hasOwn(WIDTHS, value) ? (value as Viewport) : undefined;
}

/**
 * The width a Storybook address names in its `globals`: `viewport:mobile`, or
 * `viewport.value:mobile` as Storybook writes the toolbar's choice.
 */
export function widthInAddress(search: string): string | undefined {
  const globals = new URLSearchParams(search).get('globals') ?? '';
  for (const pair of globals.split(';')) {
    const [key, value] = pair.split(':');
    if ((key === 'viewport' || key === 'viewport.value') && value) return value;
  }
  return undefined;
}

/**
 * The viewport to set as a story opens, or `undefined` to leave the one shown: the width of the
 * link the Storybook was opened from holds for the first story (the one the link names); every
 * other story opens in its own frame, whatever width the story before it was seen at.
 */
export function viewportOnOpen(story: {
  storyGlobals: Record<string, unknown> | undefined;
  /** The viewport shown now. */
  shown: string | undefined;
  /** The width of the link the Storybook was opened from, for the first story only. */
  linked: string | undefined;
}): Viewport | undefined {
  if (story.linked) return undefined;
  const own = ownFrame(story.storyGlobals) ?? DEFAULT_FRAME;
  return own === story.shown ? undefined : own;
}

/** The value of the `viewport` global: `{ value, isRotated }`, or a bare name. */
export function viewportValue(global: unknown): string | undefined {
  if (typeof global === 'string') return global;
  const value = (global as { value?: unknown } | undefined)?.value;
  return typeof value === 'string' ? value : undefined;
}
