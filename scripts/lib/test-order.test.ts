import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestSpecification, Vitest } from 'vitest/node';
import { ONE_AT_A_TIME } from '../../e2e/one-at-a-time.mjs';
import { LONGEST_FIRST, LongestFirstSequencer, PROJECT_ORDER } from './test-order';

const root = resolve(import.meta.dirname, '../..');

/** What the sequencer reads of a file: its project and path (no cached durations or sizes, as in a fresh clone). */
function spec(project: string, file: string): TestSpecification {
  return {
    project: { name: project, config: { sequence: { groupOrder: 0 }, isolate: false } },
    moduleId: join(root, file),
  } as unknown as TestSpecification;
}

const sequencer = new LongestFirstSequencer({
  config: { root },
  cache: { getTestSpecificationResult: () => undefined },
} as unknown as Vitest);

describe('the order test files start in', () => {
  it('queues the unit tests, then the journeys longest first, then the one-at-a-time journeys', async () => {
    const files = [
      spec('e2e-serial', 'e2e/shell.e2e.ts'),
      spec('e2e', 'e2e/storefront.e2e.ts'),
      spec('e2e', 'e2e/error-catalogue.e2e.ts'),
      spec('node', 'mocks/server.test.ts'),
      spec('e2e', 'e2e/a11y.e2e.ts'),
      spec('dom', 'src/router.test.tsx'),
    ];
    const order = (await sequencer.sort(files)).map((file) => file.moduleId.slice(root.length + 1));
    expect(order).toEqual([
      'src/router.test.tsx',
      'mocks/server.test.ts',
      'e2e/a11y.e2e.ts',
      'e2e/error-catalogue.e2e.ts',
      'e2e/storefront.e2e.ts',
      'e2e/shell.e2e.ts',
    ]);
  });

  it('names journeys that exist and run beside the unit tests, and every project', () => {
    expect(LONGEST_FIRST.filter((file) => !existsSync(join(root, file)))).toEqual([]);
    expect(LONGEST_FIRST.filter((file) => ONE_AT_A_TIME.includes(file))).toEqual([]);
    expect([...PROJECT_ORDER].sort()).toEqual(['dom', 'e2e', 'e2e-serial', 'e2e-walks', 'node', 'storybook']);
  });
});
