// A clone of this repository is all a newcomer has: no tracked file may read, import or link to a
// path outside it (a sibling folder of the team's notes is not there on anyone else's machine).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TEXT = /\.(ts|tsx|mts|mjs|cjs|js|json|ya?ml|md|html|css|sh|txt)$|(^|\/)(run|\.nvmrc|\.gitignore)$/;
const SKIP = /(^|\/)(package-lock\.json|node_modules|dist|storybook-static|test-results)(\/|$)|\.gen\.ts$/;

/** The tracked files (git), or every file under the root when there is no git metadata. */
function trackedFiles(): string[] {
  try {
    return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter(Boolean);
  } catch {
    const walk = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.name === '.git' || SKIP.test(path)) return [];
        return entry.isDirectory() ? walk(path) : [path];
      });
    return walk('');
  }
}

/** The sibling folder the team's notes live in (spelt in parts, so this file does not name it). */
const SIBLING = ['sha', 'red'].join('');
const SIBLING_FOLDER = new RegExp(`\\b${SIBLING}/(spec|CONVENTIONS|STACK|checks|hooks)\\b`);

/** Each `../…` path in `text` that, read from `file`'s folder, lands outside the repository. */
export function pathsOutside(file: string, text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(?<![\w.])(?:\.\.\/)+[\w@./-]*/g)) {
    const target = resolve(ROOT, dirname(file), match[0]);
    if (target !== ROOT && !target.startsWith(ROOT + sep)) found.push(match[0]);
  }
  if (SIBLING_FOLDER.test(text)) found.push(`${SIBLING}/…`);
  return found;
}

describe('the repository is self-contained', () => {
  it('finds a path above the root, and not one inside it', () => {
    expect(pathsOutside('mocks/scenarios/x.test.ts', `new URL('../../../${SIBLING}/spec/SPEC.md')`)).toContain(
      `../../../${SIBLING}/spec/SPEC.md`,
    );
    expect(pathsOutside('docs/x.md', `see ${SIBLING}/spec/SPEC.md`)).toEqual([`${SIBLING}/…`]);
    expect(pathsOutside('mocks/scenarios/x.test.ts', "new URL('../../../other/thing.md')")).toEqual([
      '../../../other/thing.md',
    ]);
    expect(pathsOutside('README.md', `read ../${SIBLING}/CONVENTIONS.md`)).toContain(`../${SIBLING}/CONVENTIONS.md`);
    expect(pathsOutside('src/features/cart/cart.tsx', "import { x } from '../../lib/money';")).toEqual([]);
    expect(pathsOutside('docs/decisions/0001-x.md', 'see [the spec](../spec.md)')).toEqual([]);
  });

  it('no tracked file refers to a path outside the repository', () => {
    const offenders: string[] = [];
    for (const file of trackedFiles()) {
      // This file's own examples are such paths on purpose.
      if (!TEXT.test(file) || SKIP.test(file) || file === 'scripts/self-contained.test.ts') continue;
      const path = join(ROOT, file);
      if (statSync(path).size > 2_000_000) continue;
      for (const hit of pathsOutside(file, readFileSync(path, 'utf8')))
        offenders.push(`${relative(ROOT, path)}: ${hit}`);
    }
    expect(offenders).toEqual([]);
  });
});
