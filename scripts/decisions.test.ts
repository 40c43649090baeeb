// A newcomer trusts docs/decisions/README.md to list every decision record once and to say which
// no longer hold: each row's status is `current`, `superseded by NNNN` or `partly superseded by
// NNNN`, and a superseded record says so in a line right under its title (a current one does not).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = resolve(import.meta.dirname, '../docs/decisions');

export type Status = { kind: 'current' } | { kind: 'superseded' | 'partly'; by: string; link: string };

export interface Row {
  number: string;
  file: string;
  status: Status | string;
}

/** The index's rows: number, the record's file and its status (the status cell as written when it does not parse). */
export function indexRows(readme: string): Row[] {
  const rows: Row[] = [];
  for (const line of readme.split('\n')) {
    const cells = line
      .trim()
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (!/^\d{4}$/.test(cells[0] ?? '')) continue;
    const file = /\]\(([^)\s]+)\)/.exec(cells[1] ?? '')?.[1] ?? '';
    rows.push({ number: cells[0]!, file, status: parseStatus(cells.at(-1) ?? '') });
  }
  return rows;
}

/** `current`, `superseded by [NNNN](file)` or `partly superseded by [NNNN](file)`. */
export function parseStatus(cell: string): Status | string {
  if (cell === 'current') return { kind: 'current' };
  const match = /^(partly )?superseded by \[(\d{4})\]\(([^)\s]+)\)$/.exec(cell);
  if (!match) return cell;
  return { kind: match[1] ? 'partly' : 'superseded', by: match[2]!, link: match[3]! };
}

/** The first line after the record's `# NNNN. Title` heading that is not blank. */
export function lineUnderHeading(record: string): string {
  const lines = record.split('\n');
  const heading = lines.findIndex((line) => line.startsWith('# '));
  return lines.slice(heading + 1).find((line) => line.trim() !== '') ?? '';
}

/** What is wrong with a record's top line for its status (empty when it is right). */
export function topLineProblem(status: Status, top: string): string | undefined {
  const notice = /^> \*\*(Partly superseded|Superseded) by \[(\d{4})\]\(([^)\s]+)\)\*\*: \S/.exec(top);
  if (status.kind === 'current') return notice ? 'is current but says it is superseded' : undefined;
  const expected = status.kind === 'partly' ? 'Partly superseded' : 'Superseded';
  if (!notice) return `needs "> **${expected} by [${status.by}](…)**: what changed." under its heading`;
  if (notice[1] !== expected || notice[2] !== status.by || notice[3] !== status.link)
    return `says "${notice[1]} by ${notice[2]}" where the index says ${status.kind === 'partly' ? 'partly ' : ''}superseded by ${status.by}`;
  return undefined;
}

describe('the decision records and their index', () => {
  it('reads rows and statuses, and checks a record’s top line', () => {
    const rows = indexRows(
      [
        '| #    | Record       | In one line | Status |',
        '| ---- | ------------ | ----------- | ------ |',
        '| 0001 | [A](0001-a.md) | a | current |',
        '| 0002 | [B](0002-b.md) | b | partly superseded by [0001](0001-a.md) |',
        '| 0003 | [C](0003-c.md) | c | old |',
      ].join('\n'),
    );
    expect(rows).toEqual([
      { number: '0001', file: '0001-a.md', status: { kind: 'current' } },
      { number: '0002', file: '0002-b.md', status: { kind: 'partly', by: '0001', link: '0001-a.md' } },
      { number: '0003', file: '0003-c.md', status: 'old' },
    ]);
    const partly = { kind: 'partly', by: '0001', link: '0001-a.md' } as const;
    const top = lineUnderHeading('# 0002. B\n\n> **Partly superseded by [0001](0001-a.md)**: the seed.\n\n## Context');
    expect(topLineProblem(partly, top)).toBeUndefined();
    expect(topLineProblem({ kind: 'current' }, top)).toBeDefined();
    expect(topLineProblem({ ...partly, kind: 'superseded' }, top)).toBeDefined();
    expect(topLineProblem(partly, lineUnderHeading('# 0002. B\n\n## Context'))).toBeDefined();
  });

  const files = readdirSync(DIR).filter((file) => /^\d{4}-.*\.md$/.test(file));
  const rows = indexRows(readFileSync(join(DIR, 'README.md'), 'utf8'));

  it('lists every record exactly once, and only records that exist', () => {
    expect(files.length).toBeGreaterThan(30);
    expect(rows.map((row) => row.file).sort()).toEqual([...files].sort());
    for (const row of rows) expect(row.file.startsWith(`${row.number}-`), row.file).toBe(true);
  });

  it('gives every record a status, superseded only by a record that exists', () => {
    const problems = rows.flatMap(({ number, status }) => {
      if (typeof status === 'string')
        return [`${number}: status "${status}" is not current, superseded by NNNN or partly superseded by NNNN`];
      if (status.kind === 'current') return [];
      if (!files.includes(status.link) || !status.link.startsWith(`${status.by}-`))
        return [`${number}: superseded by ${status.by}, linked to ${status.link}, which is not that record`];
      if (status.by === number) return [`${number}: superseded by itself`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('marks a superseded record at its top, and a current one not', () => {
    const problems = rows.flatMap(({ number, file, status }) => {
      if (typeof status === 'string' || !files.includes(file)) return [];
      const problem = topLineProblem(status, lineUnderHeading(readFileSync(join(DIR, file), 'utf8')));
      return problem ? [`${number}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});
