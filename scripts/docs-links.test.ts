// A newcomer reads the README and docs/ and follows their links: each link to a file of the
// repository must lead to one. Links that start with `/` are pages of the running store (the
// error catalogue's "open" links) and links with a scheme leave the repository; neither is checked.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

/** The targets of `file`'s Markdown links to repository files that do not exist. */
export function brokenLinks(file: string, text: string, exists: (path: string) => boolean): string[] {
  const broken: string[] = [];
  for (const [, target] of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const path = decodeURI(target!.split('#')[0]!);
    if (!path || path.startsWith('/') || /^[a-z][a-z0-9+.-]*:/i.test(path)) continue;
    if (!exists(join(dirname(file), path))) broken.push(target!);
  }
  return broken;
}

describe('the links of the README and the guides', () => {
  it('finds a link to a missing file, and passes anchors, store pages and other sites', () => {
    const exists = (path: string) => path === 'docs/spec.md';
    expect(
      brokenLinks(
        'docs/guide.md',
        '[spec](spec.md#8-errors) [gone](old-guide.md) [page](/cart?scenario=none) [site](https://example.com/x.md) [top](#top)',
        exists,
      ),
    ).toEqual(['old-guide.md']);
  });

  it('lead to files that exist', () => {
    const files = execFileSync('git', ['ls-files', '-z', '*.md'], { cwd: ROOT, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(10);
    const broken = files.flatMap((file) =>
      brokenLinks(file, readFileSync(join(ROOT, file), 'utf8'), (path) => existsSync(join(ROOT, path))).map(
        (target) => `${file}: ${target}`,
      ),
    );
    expect(broken).toEqual([]);
  });
});
