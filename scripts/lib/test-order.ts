/**
 * The order Vitest starts the test files in (docs/decisions/0022-the-test-run.md).
 *
 * Two workers take files from one queue, so the run ends when the last long file ends. Vitest's own
 * order is by project name, then by each file's last duration, and by file size when it has none
 * (a fresh clone, CI). Size misleads for the table-driven journeys: `error-catalogue.e2e.ts` is a
 * small file that runs for minutes, and started near the end, it ran on alone for a minute.
 *
 * Here: the unit tests first (their files are short and the e2e build runs meanwhile), then the
 * journeys with the longest known ones first, so the short ones fill the end; the one-at-a-time
 * journeys last. The stories run in their own browser pool and keep Vitest's order.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Projects in the order their files are queued; one not named here goes after them. */
export const PROJECT_ORDER = ['dom', 'node', 'e2e', 'e2e-serial', 'storybook', 'e2e-walks'];

/**
 * The journeys that take longest, longest first (`npm test` prints the slowest files at its end).
 * A file not named here follows them, in Vitest's order.
 */
export const LONGEST_FIRST = [
  'e2e/a11y.e2e.ts',
  'e2e/error-catalogue.e2e.ts',
  'e2e/hostile.e2e.ts',
  'e2e/real-host.e2e.ts',
  'e2e/test-run-checks-itself.e2e.ts',
  'e2e/data-presets.e2e.ts',
  'e2e/keyboard.e2e.ts',
  'e2e/no-data-lost.e2e.ts',
  'e2e/mock-devtools.e2e.ts',
  'e2e/checkout.e2e.ts',
];

function rank<T>(list: readonly T[], item: T): number {
  const at = list.indexOf(item);
  return at < 0 ? list.length : at;
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const vitestOrder = await super.sort(files);
    const position = new Map(vitestOrder.map((spec, index) => [spec, index]));
    return vitestOrder.sort(
      (a, b) =>
        rank(PROJECT_ORDER, a.project.name) - rank(PROJECT_ORDER, b.project.name) ||
        rank(LONGEST_FIRST, relative(root, a.moduleId)) - rank(LONGEST_FIRST, relative(root, b.moduleId)) ||
        position.get(a)! - position.get(b)!,
    );
  }
}
