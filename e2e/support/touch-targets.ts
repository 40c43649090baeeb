/**
 * Touch targets on a phone (issue 34, point 4): every control a person can tap is at least
 * 44 × 44 px (its padding counts, and for a field, checkbox or radio its label too), except a link
 * inside running text — a paragraph or list item with other words around it — which is at least
 * 24 px high and wide with no other control inside the 24 px circle around its centre (WCAG 2.5.8's
 * spacing rule). docs/designers-guide.md states the rule for the people drawing screens.
 *
 * Measured in the page as laid out: no screenshots, no pixel reading.
 */
import type { Page } from 'playwright-core';

/** What a person can tap: the same list the guide gives. */
export const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  ...['button', 'tab', 'link', 'checkbox', 'radio', 'switch', 'option'].map((role) => `[role="${role}"]`),
].join(', ');

export const MIN_TARGET = 44;
export const MIN_INLINE = 24;

/** One control under the size it needs. */
export interface SmallTarget {
  name: string;
  role: string;
  width: number;
  height: number;
  /** 'control' (needs 44 × 44) or 'inline link' (needs 24, spaced). */
  kind: 'control' | 'inline link';
  /** For an inline link that is big enough but too close to another control: that control's name. */
  tooClose?: string;
}

/**
 * The controls in the page (or in the part `scope` selects) smaller than their rule allows,
 * leaving out what `skip` selects (a tool that is not the store, such as the mock's devtools).
 */
export function smallTouchTargets(page: Page, scope?: string, skip: string[] = []): Promise<SmallTarget[]> {
  return page.evaluate(
    ({ controls, scope, skip, minTarget, minInline }) => {
      const flat = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
      const nameOf = (el: Element): string => {
        const labelledBy = el.getAttribute('aria-labelledby');
        const fromLabels = (el as HTMLInputElement).labels
          ? [...((el as HTMLInputElement).labels ?? [])].map((l) => l.textContent).join(' ')
          : '';
        return (
          flat(el.getAttribute('aria-label')) ||
          (labelledBy
            ? flat(
                labelledBy
                  .split(' ')
                  .map((id) => document.getElementById(id)?.textContent)
                  .join(' '),
              )
            : '') ||
          flat(fromLabels) ||
          flat(el.textContent) ||
          flat(el.getAttribute('title')) ||
          flat((el as HTMLInputElement).placeholder) ||
          `<${el.tagName.toLowerCase()}>`
        ).slice(0, 80);
      };
      const roleOf = (el: Element): string => {
        const explicit = el.getAttribute('role');
        if (explicit) return explicit;
        const tag = el.tagName.toLowerCase();
        if (tag === 'a') return 'link';
        if (tag === 'input') {
          const type = (el as HTMLInputElement).type;
          return type === 'checkbox' || type === 'radio'
            ? type
            : type === 'submit' || type === 'button'
              ? 'button'
              : 'textbox';
        }
        if (tag === 'select') return 'combobox';
        if (tag === 'textarea') return 'textbox';
        if (tag === 'summary') return 'summary';
        return tag;
      };
      const shown = (el: Element): boolean => {
        if (skip.some((selector) => el.closest(selector))) return false;
        if (el.closest('[inert], [aria-hidden="true"]')) return false;
        if (!el.checkVisibility({ visibilityProperty: true })) return false;
        // Clipped away (sr-only: a skip link until it has focus, an input whose label is the target).
        const style = getComputedStyle(el);
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') return false;
        const box = el.getBoundingClientRect();
        return box.width > 1 && box.height > 1;
      };

      /** The area that answers a tap: the control, joined with a label that wraps or touches it. */
      const targetBox = (el: Element): DOMRect => {
        const own = el.getBoundingClientRect();
        const labels = (el as HTMLInputElement).labels;
        if (!labels || labels.length === 0) return own;
        let [left, top, right, bottom] = [own.left, own.top, own.right, own.bottom];
        for (const label of labels) {
          const box = label.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          const gap = Math.max(box.left - right, left - box.right, box.top - bottom, top - box.bottom, 0);
          if (!shown(el) || gap <= 8) {
            [left, top, right, bottom] = [
              Math.min(left, box.left),
              Math.min(top, box.top),
              Math.max(right, box.right),
              Math.max(bottom, box.bottom),
            ];
          }
        }
        return new DOMRect(left, top, right - left, bottom - top);
      };

      /** A link with other words around it in its paragraph or list item. */
      const inRunningText = (el: Element): boolean => {
        if (el.tagName !== 'A') return false;
        const block = el.closest('p, li');
        if (!block) return false;
        const around = flat(block.textContent).replace(flat(el.textContent), '');
        return /\p{L}{2,}/u.test(around);
      };

      const root = scope ? document.querySelector(scope) : document.body;
      if (!root) throw new Error(`Nothing on the page matches ${scope}`);
      const all = [...root.querySelectorAll(controls)];
      // A visually hidden input whose label is the target is measured through its label.
      const candidates = all.filter(
        (el) =>
          shown(el) ||
          (((el as HTMLInputElement).labels?.length ?? 0) > 0 && [...(el as HTMLInputElement).labels!].some(shown)),
      );
      const boxes = new Map(candidates.map((el) => [el, targetBox(el)]));
      const round = (n: number) => Math.round(n * 10) / 10;
      const small: Array<{
        name: string;
        role: string;
        width: number;
        height: number;
        kind: 'control' | 'inline link';
        tooClose?: string;
      }> = [];
      for (const el of candidates) {
        const box = boxes.get(el)!;
        const entry = { name: nameOf(el), role: roleOf(el), width: round(box.width), height: round(box.height) };
        if (inRunningText(el)) {
          if (box.width < minInline - 0.5 || box.height < minInline - 0.5) {
            small.push({ ...entry, kind: 'inline link' });
            continue;
          }
          // WCAG 2.5.8: the 24 px circle around the link's centre holds no other control.
          const cx = box.left + box.width / 2;
          const cy = box.top + box.height / 2;
          for (const [other, b] of boxes) {
            if (other === el || other.contains(el) || el.contains(other)) continue;
            const dx = Math.max(b.left - cx, 0, cx - b.right);
            const dy = Math.max(b.top - cy, 0, cy - b.bottom);
            if (Math.hypot(dx, dy) < minInline / 2) {
              small.push({ ...entry, kind: 'inline link', tooClose: nameOf(other) });
              break;
            }
          }
        } else if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) {
          small.push({ ...entry, kind: 'control' });
        }
      }
      return small;
    },
    { controls: CONTROLS, scope, skip, minTarget: MIN_TARGET, minInline: MIN_INLINE },
  );
}

/** One line a control: its name, role, size and what it needs, for a developer to act on. */
export function describeSmallTargets(where: string, small: SmallTarget[]): string {
  const lines = [`${small.length} control(s) too small to touch on ${where}:`];
  for (const target of small) {
    const size = `${target.width} × ${target.height} px`;
    const needs = target.tooClose
      ? `an inline link needs no other control within 12 px of its centre; "${target.tooClose}" is`
      : target.kind === 'inline link'
        ? `an inline link needs at least ${MIN_INLINE} × ${MIN_INLINE} px`
        : `needs at least ${MIN_TARGET} × ${MIN_TARGET} px`;
    lines.push(
      `- "${target.name}" (${target.role}${target.kind === 'inline link' ? ', in running text' : ''}): ${size}; ${needs}`,
    );
  }
  return lines.join('\n');
}

/** Fails with the readable list when any control on the page is too small to touch. */
export async function expectTouchTargets(
  page: Page,
  scope: string | undefined,
  where: string,
  skip: string[] = [],
): Promise<void> {
  const small = await smallTouchTargets(page, scope, skip);
  if (small.length > 0) throw new Error(describeSmallTargets(where, small));
}
