/**
 * A test run over the error catalogue, for a release: QA steps through the rows (each opened in
 * its state by the Mock panel), marks each pass or fail with a note, and exports the run as
 * Markdown and JSON. Each mark keeps the requests the mock answered on that row (its request log),
 * as the evidence; a failed row also keeps a screenshot of the page, and so does the end of the
 * run (the last row marked): `screenshot.ts`, whose images sit in IndexedDB under the keys kept here.
 * The run in progress is kept in localStorage, so it survives the reloads that opening a row does,
 * the payment redirect and a closed tab.
 */
import type { CatalogueRow } from '../scenarios/catalogue';
import type { ScenarioLogEntry } from '../scenarios/engine';
import type { Screenshot } from './screenshot';

export const TEST_RUN_STORAGE_KEY = 'mock:test-run';
export const TEST_RUN_FORMAT = 'beauty-stars-mock-test-run';
/** Requests kept with each mark (newest first). */
export const REQUESTS_PER_MARK = 30;

export type RunResult = 'pass' | 'fail';

export interface RunMark {
  row: string;
  result: RunResult;
  note: string;
  marked_at: string;
  /** The page the mark was made on. */
  page: string;
  requests: Array<Pick<ScenarioLogEntry, 'at' | 'method' | 'path' | 'scenario' | 'source'>>;
  /** The page when it was marked failed. */
  screenshot?: Screenshot;
  /** Who marked it: the run itself (auto-run.ts) or the tester; a mark without it is by hand. */
  by?: RunMarker;
  /** What the run saw on the page (the message found, or that it did not appear). */
  seen?: string;
}

export type RunMarker = 'run' | 'hand';
const byLabel = (mark: RunMark) => (mark.by === 'run' ? 'by the run' : 'by hand');

export interface TestRun {
  format: typeof TEST_RUN_FORMAT;
  version: 1;
  started_at: string;
  /** The row QA is on, by its key (`Area: case`). */
  current: string;
  /** Marks by row key, in the order they were made. */
  marks: Record<string, RunMark>;
  /** The page when the last unmarked row was marked: the end of the run. */
  final_screenshot?: Screenshot;
  /** The run checking rows itself: the rows still to check, the one whose link was opened, and how many of its steps are done. */
  auto?: { queue: string[]; opened?: string; done?: number };
}

/** The file name a screenshot downloads as: `test-run-<start>-row-<n>.jpg`, or `…-end.jpg`. */
export function screenshotFileName(run: TestRun, shot: Screenshot, rowNumber?: number): string {
  const stamp = run.started_at.slice(0, 16).replace(/:/g, '-');
  const ext = shot.type === 'image/png' ? 'png' : 'jpg';
  return `test-run-${stamp}-${rowNumber === undefined ? 'end' : `row-${rowNumber}`}.${ext}`;
}

export const rowKey = (row: Pick<CatalogueRow, 'area' | 'case'>) => `${row.area}: ${row.case}`;

export function startRun(rows: readonly CatalogueRow[], now = new Date()): TestRun {
  return {
    format: TEST_RUN_FORMAT,
    version: 1,
    started_at: now.toISOString(),
    current: rows[0] ? rowKey(rows[0]) : '',
    marks: {},
  };
}

export function loadRun(storage: Storage): TestRun | null {
  try {
    const run = JSON.parse(storage.getItem(TEST_RUN_STORAGE_KEY) ?? 'null') as TestRun | null;
    return run &&
      run.format === TEST_RUN_FORMAT &&
      typeof run.current === 'string' &&
      run.marks &&
      typeof run.marks === 'object'
      ? run
      : null;
  } catch {
    return null;
  }
}

export function saveRun(storage: Storage, run: TestRun | null): void {
  try {
    if (run) storage.setItem(TEST_RUN_STORAGE_KEY, JSON.stringify(run));
    else storage.removeItem(TEST_RUN_STORAGE_KEY);
  } catch {
    // Storage refused: the run holds until the page reloads.
  }
}

/** The index of the current row (0 when its row is gone from the catalogue). */
export function currentIndex(run: TestRun, rows: readonly CatalogueRow[]): number {
  return Math.max(
    0,
    rows.findIndex((row) => rowKey(row) === run.current),
  );
}

/** The run with a row marked (a second mark replaces the first), moved on to the next row. */
export function markRow(
  run: TestRun,
  rows: readonly CatalogueRow[],
  mark: Omit<RunMark, 'row'> & { row: CatalogueRow },
): TestRun {
  const key = rowKey(mark.row);
  const index = rows.findIndex((row) => rowKey(row) === key);
  const next = rows[Math.min(index + 1, rows.length - 1)];
  const marks = { ...run.marks };
  delete marks[key];
  marks[key] = { ...mark, row: key, requests: mark.requests.slice(0, REQUESTS_PER_MARK) };
  return { ...run, marks, current: next ? rowKey(next) : run.current };
}

/** The run set to check these rows itself, in order (auto-run.ts opens each row's link). */
export function startAuto(run: TestRun, keys: string[]): TestRun {
  return { ...run, auto: { queue: keys } };
}

/** The run with its self-check stopped (its marks so far kept). */
export function stopAuto(run: TestRun): TestRun {
  const { auto: _auto, ...rest } = run;
  return rest;
}

export function moveTo(run: TestRun, rows: readonly CatalogueRow[], index: number): TestRun {
  const row = rows[Math.min(Math.max(index, 0), rows.length - 1)];
  return row ? { ...run, current: rowKey(row) } : run;
}

export function runSummary(run: TestRun, rows: readonly CatalogueRow[]) {
  const keys = new Set(rows.map(rowKey));
  const marks = Object.values(run.marks).filter((m) => keys.has(m.row));
  const pass = marks.filter((m) => m.result === 'pass').length;
  const byRun = marks.filter((m) => m.by === 'run').length;
  return {
    total: rows.length,
    marked: marks.length,
    pass,
    fail: marks.length - pass,
    unmarked: rows.length - marks.length,
    by_run: byRun,
    by_hand: marks.length - byRun,
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** The run for a release, in the catalogue's order: a table, then each failure with its requests. */
export function runMarkdown(run: TestRun, rows: readonly CatalogueRow[], build = ''): string {
  const s = runSummary(run, rows);
  const lines = [
    '# Error catalogue test run',
    '',
    `Started ${run.started_at}${build ? ` on ${build}` : ''}. ${s.marked} of ${s.total} rows marked: ${s.pass} pass, ${s.fail} fail, ${s.unmarked} not run; ${s.by_run} checked by the run, ${s.by_hand} by hand.`,
    '',
    'Evidence: the requests the mock answered on each row, recorded with its mark; a screenshot of the page for each failed row and at the end of the run (download them from the Mock panel, by the file names below).',
    '',
    ...(run.final_screenshot
      ? [`End of the run: \`${screenshotFileName(run, run.final_screenshot)}\` (\`${run.final_screenshot.page}\`).`, '']
      : []),
    '| # | row | scenarios | as | result | checked | note |',
    '|---|---|---|---|---|---|---|',
  ];
  rows.forEach((row, i) => {
    const mark = run.marks[rowKey(row)];
    const result = mark ? (mark.result === 'pass' ? 'pass' : '**FAIL**') : 'not run';
    lines.push(
      `| ${i + 1} | ${cell(rowKey(row))} | ${cell(row.scenarios.join(', ') || 'normal answer')} | ${row.session} | ${result} | ${mark ? byLabel(mark) : ''} | ${cell(mark?.seen ?? mark?.note ?? '')} |`,
    );
  });
  const marked = rows.filter((row) => run.marks[rowKey(row)]);
  if (marked.length > 0) lines.push('', '## Requests recorded with each mark');
  for (const row of marked) {
    const mark = run.marks[rowKey(row)]!;
    lines.push(
      '',
      `### ${rowKey(row)}: ${mark.result}`,
      '',
      `Marked ${byLabel(mark)} ${mark.marked_at} on \`${mark.page}\`.${mark.seen ? ` Seen: ${mark.seen}` : ''}${mark.note ? ` Note: ${mark.note}` : ''}`,
      '',
    );
    if (mark.screenshot)
      lines.push(`Screenshot: \`${screenshotFileName(run, mark.screenshot, rows.indexOf(row) + 1)}\`.`, '');
    if (mark.requests.length === 0) lines.push('No requests recorded.');
    for (const r of mark.requests)
      lines.push(
        `- ${r.at.slice(11, 19)} \`${r.method} ${r.path}\`: ${r.scenario ? `${r.scenario}${r.source === 'header' ? ' (header)' : ''}` : 'normal'}`,
      );
  }
  return `${lines.join('\n')}\n`;
}

/** The run as JSON for a release: every row in order, with its mark or null. */
export function runJson(run: TestRun, rows: readonly CatalogueRow[], build = ''): string {
  return `${JSON.stringify(
    {
      format: TEST_RUN_FORMAT,
      version: 1,
      started_at: run.started_at,
      build,
      summary: runSummary(run, rows),
      evidence:
        'requests the mock answered on the row, recorded with each mark; a screenshot (JPEG, kept in the browser, downloaded from the Mock panel) for each failed row and at the end of the run',
      final_screenshot: run.final_screenshot
        ? { ...run.final_screenshot, file: screenshotFileName(run, run.final_screenshot) }
        : null,
      rows: rows.map((row) => ({
        row: rowKey(row),
        area: row.area,
        case: row.case,
        scenarios: row.scenarios,
        session: row.session,
        message: row.message,
        mark: withShotFile(run, run.marks[rowKey(row)], rows.indexOf(row) + 1),
      })),
    },
    null,
    2,
  )}\n`;
}

function withShotFile(run: TestRun, found: RunMark | undefined, rowNumber: number) {
  if (!found) return null;
  const mark = { ...found, by: found.by ?? 'hand' };
  return mark.screenshot
    ? { ...mark, screenshot: { ...mark.screenshot, file: screenshotFileName(run, mark.screenshot, rowNumber) } }
    : mark;
}
