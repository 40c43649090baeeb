/**
 * Keyboard-only steps for the browser journeys: Tab until focus reaches something, read what has
 * focus, and check that it shows a visible focus indicator. Nothing here uses the mouse.
 */
import type { Page } from 'playwright-core';

export interface Focused {
  /** aria-label, else the text of aria-labelledby, else the visible text (trimmed, one line). */
  name: string;
  tag: string;
  role: string | null;
  /** The focus indicator drawn, or null when there is none (see `focusIndicator`). */
  indicator: string | null;
}

/** What has focus now: its name, tag, role and focus indicator. */
export function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const flat = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const labelledBy = el.getAttribute('aria-labelledby');
    const name =
      flat(el.getAttribute('aria-label')) ||
      (labelledBy
        ? flat(
            labelledBy
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent)
              .join(' '),
          )
        : '') ||
      flat((el as HTMLInputElement).labels?.[0]?.textContent) ||
      flat(el.innerText);

    // A visible focus indicator: an outline (of some width, in a colour that is not transparent)
    // or a ring (a box-shadow with a spread of 2 px or more), on the element or on its ::before
    // or ::after; for a visually hidden control (a star radio), on the label that draws it.
    const visibleColour = (colour: string) => colour !== 'transparent' && !/rgba\([^)]*,\s*0\)$/.test(colour);
    const ring = (shadow: string) =>
      [...shadow.matchAll(/0px 0px 0px (\d+(?:\.\d+)?)px/g)].some((m) => Number(m[1]) >= 2);
    const drawn = (element: Element, pseudo?: string) => {
      const style = getComputedStyle(element, pseudo);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && visibleColour(style.outlineColor))
        return `outline ${style.outlineWidth} ${style.outlineStyle}`;
      if (style.boxShadow !== 'none' && ring(style.boxShadow)) return 'ring';
      return null;
    };
    let indicator: string | null = null;
    for (const pseudo of [undefined, '::after', '::before']) {
      const found = drawn(el, pseudo);
      if (found) {
        indicator = pseudo ? `${found} on ${pseudo}` : found;
        break;
      }
    }
    const label = el.closest('label');
    if (!indicator && label) {
      const found = drawn(label);
      if (found) indicator = `${found} on its label`;
    }
    return { name, tag: el.tagName.toLowerCase(), role: el.getAttribute('role'), indicator };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `reached` says yes of what has focus; fails after `max`
 * presses. Every stop on the way must show a focus indicator. Returns the stops passed.
 */
export async function tabTo(
  page: Page,
  reached: (focus: Focused) => boolean,
  { max = 80, back = false, what = 'the target' } = {},
): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await focused(page);
    if (!focus) continue;
    if (!focus.indicator)
      throw new Error(`Keyboard focus on <${focus.tag}> "${focus.name}" shows no visible focus indicator`);
    stops.push(focus);
    if (reached(focus)) return stops;
  }
  throw new Error(
    `${what} was not reached in ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}; focus went through: ${stops.map((s) => `"${s.name}"`).join(', ')}`,
  );
}

/** Focus is on an element named exactly `name`. */
export const named = (name: string | RegExp) => (focus: Focused) =>
  typeof name === 'string' ? focus.name === name : name.test(focus.name);

/** Whether focus sits inside the element that `selector` finds. */
export function focusInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate(
    (css) => Boolean(document.activeElement && document.querySelector(css)?.contains(document.activeElement)),
    selector,
  );
}

/**
 * Tabs through the page from where focus is until it comes back round to the first stop (or
 * `max` presses), failing on any stop without a focus indicator. Returns the stops.
 */
export async function tabThrough(page: Page, max = 250): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focus = await focused(page);
    if (!focus) continue;
    if (!focus.indicator)
      throw new Error(
        `Keyboard focus on <${focus.tag}> "${focus.name}" (stop ${stops.length + 1}) shows no visible focus indicator`,
      );
    if (stops.length > 0 && focus.name === stops[0]!.name && focus.tag === stops[0]!.tag) break;
    stops.push(focus);
  }
  return stops;
}
