/**
 * Records each use of the browser's locale library in a page: Intl's constructors and the
 * locale-aware methods of strings, numbers and dates. The first use in a page starts Chromium's
 * ICU (30 to 70 ms on a fast machine), which the shopper pages and the admin dashboard's first
 * draw avoid (docs/decisions/0020-performance-choices.md). A string, not a
 * function: it runs in the page as written.
 */
import type { BrowserContext, Page } from 'playwright-core';

const RECORDER = `(() => {
  const uses = [];
  Object.defineProperty(window, '__intlUses', { value: uses });
  const note = (name) => uses.push(name + ' ← ' + ((new Error().stack || '').split('\\n')[3] || '').trim());
  for (const name of ['DateTimeFormat', 'NumberFormat', 'PluralRules', 'RelativeTimeFormat', 'Collator', 'ListFormat', 'DisplayNames', 'Segmenter']) {
    const original = Intl[name];
    if (!original) continue;
    Intl[name] = new Proxy(original, {
      construct: (target, args, newTarget) => (note('Intl.' + name), Reflect.construct(target, args, newTarget)),
      apply: (target, self, args) => (note('Intl.' + name), Reflect.apply(target, self, args)),
    });
  }
  for (const [owner, name] of [[String, 'localeCompare'], [Number, 'toLocaleString'], [Date, 'toLocaleString'], [Date, 'toLocaleDateString'], [Date, 'toLocaleTimeString']]) {
    const original = owner.prototype[name];
    owner.prototype[name] = function (...args) {
      note(owner.name + '.' + name);
      return original.apply(this, args);
    };
  }
})();`;

/** From now on, every page of the context records its uses of the locale library. */
export async function recordIntlUses(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: RECORDER });
}

/** The uses recorded in the page's current document, each with the line that made it. */
export function intlUses(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as unknown as { __intlUses?: string[] }).__intlUses ?? [])]);
}
