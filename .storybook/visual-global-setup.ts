/**
 * The storybook project's global setup: after a run that may have written baselines (`-u`, or a
 * new story's first picture), each picture is kept once (`tidyBaselines`, visual-store.ts). A
 * check run (CI) changes no file.
 */
import type { TestProject } from 'vitest/node';
import { BASELINES, tidyBaselines } from './visual-store.ts';

export default function setup(project: TestProject): () => void {
  return () => {
    if (project.config.snapshotOptions.updateSnapshot === 'none') return;
    const { shared, notes } = tidyBaselines(BASELINES);
    if (notes) console.info(`Visual baselines: ${notes} pictures now point at one of ${shared} shared files.`);
  };
}
