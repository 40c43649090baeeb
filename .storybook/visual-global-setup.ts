/**
 * The storybook project's global setup. Before the run: a line when the browser drawing now is not
 * the one that drew the baselines (`visual-browser.txt`). After a run that may have written
 * baselines (`-u`, or a new story's first picture): each picture kept once (`tidyBaselines`,
 * visual-store.ts); after `-u`, the browser that drew them recorded. A check run (CI) changes no file.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { testBrowser } from '../scripts/lib/test-browser.mjs';
import { BASELINES, BROWSER_RECORD, tidyBaselines } from './visual-store.ts';

/** The browser the stories run in, as its own `--version` and the package that pins it name it. */
export function drawingBrowser(): string {
  const browser = testBrowser();
  const version = execFileSync(browser.executablePath, ['--version'], {
    encoding: 'utf8',
    env: { ...process.env, ...browser.env },
  }).trim();
  return `${version} (${browser.name})`;
}

export default function setup(project: TestProject): () => void {
  const drawing = drawingBrowser();
  const recorded = existsSync(BROWSER_RECORD) ? readFileSync(BROWSER_RECORD, 'utf8').trim() : 'an unrecorded browser';
  if (recorded !== drawing)
    console.warn(
      `Visual baselines were drawn by ${recorded}, this run draws with ${drawing}: pictures may differ. Redraw them with npm run test:visual:update`,
    );
  return () => {
    const update = project.config.snapshotOptions.updateSnapshot;
    if (update === 'none') return;
    const { shared, notes } = tidyBaselines(BASELINES);
    if (notes) console.info(`Visual baselines: ${notes} pictures now point at one of ${shared} shared files.`);
    // Only a run that redrew them (`-u`) says who drew them all.
    if (update === 'all') writeFileSync(BROWSER_RECORD, `${drawing}\n`);
  };
}
