/**
 * Records, in a page, how localStorage is first opened. The first access makes the browser read all
 * of it for the origin: 20 to 35 ms on a loading page where the mock has saved its database. The
 * app opens it in a task of its own (src/main.tsx, docs/decisions/0020-performance-choices.md), so
 * no reading of a key (the session's tokens in the first render, the cart, the check of a
 * prerendered page) pays for it inside a longer task. The recorder notes every `getItem` made in
 * the same task as the first access: that task has ended once a message posted at the first access
 * is delivered. A string, not a function: it runs in the page as written.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { WHEN_TASK_ENDS } from './task-end';

const RECORDER = `(() => {
  ${WHEN_TASK_ENDS}
  const opening = { opened: false, open: false, readsInTask: [] };
  Object.defineProperty(window, '__storageOpening', { value: opening });
  const descriptor = Object.getOwnPropertyDescriptor(window, 'localStorage');
  let area = null;
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    enumerable: true,
    get() {
      area = descriptor.get.call(window);
      if (!opening.opened) {
        opening.opened = true;
        opening.open = true;
        whenTaskEnds(() => { opening.open = false; });
      }
      return area;
    },
  });
  const getItem = Storage.prototype.getItem;
  Storage.prototype.getItem = function (key) {
    if (this === area && opening.open) opening.readsInTask.push(String(key));
    return getItem.call(this, key);
  };
})();`;

export interface StorageOpening {
  opened: boolean;
  /** Keys read in the task that first opened localStorage. */
  readsInTask: string[];
}

/** From now on, every page of the context records how it first opens localStorage. */
export async function recordStorageOpening(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: RECORDER });
}

/** What the page's current document recorded. */
export function storageOpening(page: Page): Promise<StorageOpening> {
  return page.evaluate(() => {
    const { opened, readsInTask } = (window as unknown as { __storageOpening: StorageOpening }).__storageOpening;
    return { opened, readsInTask: [...readsInTask] };
  });
}
