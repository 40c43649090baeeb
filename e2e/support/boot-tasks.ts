/**
 * Records, in a page, in which task each of boot's User Timing marks is made (src/main.tsx names
 * its steps `boot: …`). A task has ended once a message posted in it is delivered: a mark made
 * while the message of the previous one is still on its way is in the same task. This is how
 * e2e/support/storage-opening.ts tells tasks apart too (task-end.ts). A string, not a function: it runs in the
 * page as written.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { WHEN_TASK_ENDS } from './task-end';

const RECORDER = `(() => {
  ${WHEN_TASK_ENDS}
  const marks = [];
  Object.defineProperty(window, '__bootMarks', { value: marks });
  let task = 0;
  let open = false;
  const mark = performance.mark.bind(performance);
  performance.mark = (name, options) => {
    if (String(name).startsWith('boot: ')) {
      if (!open) {
        task += 1;
        open = true;
        whenTaskEnds(() => { open = false; });
      }
      marks.push({ name: String(name), task });
    }
    return mark(name, options);
  };
})();`;

export interface BootMark {
  name: string;
  /** 1 for the task of the first mark, then one more for each later task that made a mark. */
  task: number;
}

/** From now on, every page of the context records the task of each boot mark. */
export async function recordBootTasks(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: RECORDER });
}

/** What the page's current document recorded. */
export function bootMarks(page: Page): Promise<BootMark[]> {
  return page.evaluate(() => [...(window as unknown as { __bootMarks: BootMark[] }).__bootMarks]);
}
