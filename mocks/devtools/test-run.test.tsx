import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE, catalogueLink } from '../scenarios/catalogue';
import { scenarioStore } from '../scenarios/store';
import { call, withMockBackend } from '@/testing/mock-backend';
import { checkRow, resumeAutoRun } from './auto-run';
import { MockDevtools } from './devtools';
import { TestRunSection } from './test-run-section';
import {
  loadRun,
  markRow,
  moveTo,
  rowKey,
  runJson,
  runMarkdown,
  saveRun,
  startAuto,
  startRun,
  TEST_RUN_STORAGE_KEY,
} from './test-run';

// jsdom draws nothing: a screenshot is a fixed stand-in here (src/testing/setup-dom.ts); the picture
// itself is e2e/mock-devtools.e2e.ts's. Here, that the run keeps and offers it.
configure({ asyncUtilTimeout: 5000 });
// The panel draws the whole error catalogue (over 100 rows): on 2 busy cores a test takes seconds.
vi.setConfig({ testTimeout: 20_000 });
withMockBackend();
afterEach(() => {
  cleanup();
  scenarioStore.clear();
  localStorage.removeItem(TEST_RUN_STORAGE_KEY);
});

const actions = (open: (path: string) => void = vi.fn()) => ({
  reset: vi.fn(async () => undefined),
  save: vi.fn(),
  reload: vi.fn(),
  open,
});

async function openCatalogue(open?: (path: string) => void) {
  const user = userEvent.setup({ delay: null });
  render(<MockDevtools actions={actions(open)} />);
  await user.click(screen.getByRole('button', { name: /Mock/ }));
  const panel = within(screen.getByRole('dialog', { name: 'Mock backend devtools' }));
  await user.click(panel.getByRole('tab', { name: 'Catalogue' }));
  return { user, panel };
}

describe('a test run over the error catalogue', () => {
  it('marks a row when the page cannot be drawn, and says so in a sentence, not the library’s words', async () => {
    const user = userEvent.setup({ delay: null });
    const cannotDraw = vi.fn(async () => {
      throw new Error('SecurityError: The canvas has been tainted');
    });
    render(<TestRunSection open={vi.fn()} screenshot={cannotDraw} />);
    await user.click(screen.getByRole('button', { name: 'Start a test run' }));
    const run = within(screen.getByRole('region', { name: 'Test run' }));
    await user.click(run.getByRole('button', { name: 'Fail' }));
    expect(
      await run.findByText('No screenshot: the browser could not draw this page. The mark is kept without one.'),
    ).toBeTruthy();
    expect(cannotDraw).toHaveBeenCalled();
    expect(screen.queryByText(/tainted/)).toBeNull();
    expect(run.getByRole('status').textContent).toContain('1 marked: 0 pass, 1 fail');
    expect(loadRun(localStorage)!.marks[rowKey(CATALOGUE[0]!)]).toMatchObject({ result: 'fail' });
  });

  it('steps through the rows, marks pass and fail with a note and the request log, and survives a reload', async () => {
    const { user, panel } = await openCatalogue();
    await user.click(panel.getByRole('button', { name: 'Start a test run' }));
    const run = within(panel.getByRole('region', { name: 'Test run' }));
    expect(run.getByRole('heading', { name: `Test run: row 1 of ${CATALOGUE.length}` })).toBeTruthy();
    expect(run.getByText(rowKey(CATALOGUE[0]!))).toBeTruthy();
    // Open this row is the row's own link, set-up included (the same as the catalogue's).
    expect(run.getByRole('link', { name: 'Open this row' }).getAttribute('href')).toBe(catalogueLink(CATALOGUE[0]!));
    // What the row's page asked for is in the request log when it is marked.
    scenarioStore.set(CATALOGUE[0]!.scenarios);
    await call('/products/1');
    await user.type(run.getByLabelText('Note (what you saw)'), 'Shown under the form');
    await user.click(run.getByRole('button', { name: 'Pass' }));
    expect(run.getByRole('heading', { name: `Test run: row 2 of ${CATALOGUE.length}` })).toBeTruthy();
    await user.type(run.getByLabelText('Note (what you saw)'), 'No message at all');
    await user.click(run.getByRole('button', { name: 'Fail' }));
    await waitFor(() =>
      expect(run.getByRole('status').textContent).toBe(`2 marked: 1 pass, 1 fail, ${CATALOGUE.length - 2} to go.`),
    );
    await user.click(run.getByRole('button', { name: 'Previous' }));
    expect(run.getByText(/Marked/).textContent).toContain('fail by hand: No message at all');
    // The failed row kept a screenshot, downloadable from the panel; the passed row none.
    expect(run.getByText(/Marked/).textContent).toContain('a screenshot');
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:shot');
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(run.getByRole('button', { name: 'Download this row’s screenshot' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect((created.mock.calls[0]![0] as Blob).type).toBe('image/jpeg');
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^test-run-[\dT-]+-row-2\.jpg$/);

    const saved = loadRun(localStorage)!;
    expect(saved.current).toBe(rowKey(CATALOGUE[1]!));
    const first = saved.marks[rowKey(CATALOGUE[0]!)]!;
    expect(first).toMatchObject({ result: 'pass', note: 'Shown under the form' });
    expect(first.screenshot).toBeUndefined();
    expect(saved.marks[rowKey(CATALOGUE[1]!)]!.screenshot).toMatchObject({ type: 'image/jpeg', width: 1280 });
    expect(first.requests[0]).toMatchObject({ method: 'GET', path: '/api/products/1' });

    // A reload: a new panel reads the run back, on the same row.
    cleanup();
    const again = await openCatalogue();
    const back = within(again.panel.getByRole('region', { name: 'Test run' }));
    expect(back.getByRole('heading', { name: `Test run: row 2 of ${CATALOGUE.length}` })).toBeTruthy();
    expect(back.getByRole('status').textContent).toContain('1 pass, 1 fail');
  });

  it('exports the run as Markdown and JSON, every row in order with its mark and requests', () => {
    let run = startRun(CATALOGUE, new Date('2026-11-26T05:00:00Z'));
    const requests = [
      {
        at: '2026-11-26T05:01:02.000Z',
        method: 'POST',
        path: '/api/login',
        scenario: 'login:invalid_credentials',
        source: 'active' as const,
      },
    ];
    run = markRow(run, CATALOGUE, {
      row: CATALOGUE[0]!,
      result: 'pass',
      note: 'ok | fine',
      marked_at: '2026-11-26T05:01:05Z',
      page: '/account',
      requests,
    });
    run = markRow(run, CATALOGUE, {
      row: CATALOGUE[2]!,
      result: 'fail',
      note: 'wrong text',
      marked_at: '2026-11-26T05:02:00Z',
      page: '/account',
      requests: [],
      screenshot: {
        key: 'shot',
        type: 'image/jpeg',
        taken_at: '2026-11-26T05:02:00Z',
        page: '/account',
        width: 375,
        height: 800,
      },
    });
    const md = runMarkdown(run, CATALOGUE, 'http://localhost:4173');
    expect(md).toContain(
      `Started 2026-11-26T05:00:00.000Z on http://localhost:4173. 2 of ${CATALOGUE.length} rows marked: 1 pass, 1 fail, ${CATALOGUE.length - 2} not run; 0 checked by the run, 2 by hand.`,
    );
    expect(md).toContain(
      `| 1 | ${rowKey(CATALOGUE[0]!)} | ${CATALOGUE[0]!.scenarios.join(', ')} | ${CATALOGUE[0]!.session} | pass | by hand | ok \\| fine |`,
    );
    expect(md).toContain('| **FAIL** | by hand | wrong text |');
    expect(md).toContain('- 05:01:02 `POST /api/login`: login:invalid_credentials');
    expect(md).toContain('a screenshot of the page for each failed row');
    expect(md).toContain('Screenshot: `test-run-2026-11-26T05-00-row-3.jpg`.');
    const json = JSON.parse(runJson(run, CATALOGUE)) as {
      summary: { pass: number; fail: number };
      rows: Array<{ row: string; mark: { result: string; screenshot?: { file: string } } | null }>;
    };
    expect(json.summary).toMatchObject({ pass: 1, fail: 1 });
    expect(json.rows).toHaveLength(CATALOGUE.length);
    expect(json.rows[1]!.mark).toBeNull();
    expect(json.rows[2]!.mark!.result).toBe('fail');
    expect(json.rows[2]!.mark!.screenshot?.file).toBe('test-run-2026-11-26T05-00-row-3.jpg');
  });

  it('keeps a screenshot of the page when the last row is marked: the end of the run, downloadable', async () => {
    // Every row but the last marked already.
    let run = startRun(CATALOGUE, new Date('2026-11-26T05:00:00Z'));
    for (const row of CATALOGUE.slice(0, -1))
      run = markRow(run, CATALOGUE, { row, result: 'pass', note: '', marked_at: '', page: '/', requests: [] });
    saveRun(localStorage, moveTo(run, CATALOGUE, CATALOGUE.length - 1));
    const { user, panel } = await openCatalogue();
    const region = within(panel.getByRole('region', { name: 'Test run' }));
    expect(region.queryByRole('button', { name: 'Download the end-of-run screenshot' })).toBeNull();
    await user.click(region.getByRole('button', { name: 'Pass' }));
    expect(await region.findByRole('button', { name: 'Download the end-of-run screenshot' })).toBeTruthy();
    expect(loadRun(localStorage)!.final_screenshot).toMatchObject({ key: '2026-11-26T05:00:00.000Z end' });
    expect(runMarkdown(loadRun(localStorage)!, CATALOGUE)).toContain(
      'End of the run: `test-run-2026-11-26T05-00-end.jpg`',
    );
  });

  it('ends a run (after asking, when it has marks)', async () => {
    const { user, panel } = await openCatalogue();
    await user.click(panel.getByRole('button', { name: 'Start a test run' }));
    await user.click(panel.getByRole('button', { name: 'Pass' }));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(panel.getByRole('button', { name: 'End run' }));
    expect(confirm).toHaveBeenCalled();
    expect(localStorage.getItem(TEST_RUN_STORAGE_KEY)).toBeNull();
    expect(panel.getByRole('button', { name: 'Start a test run' })).toBeTruthy();
  });
});

describe('the run checking rows itself', () => {
  const shown = CATALOGUE.find((row) => row.action === 'none' && !row.message.endsWith(' '))!;
  afterEach(() => document.body.replaceChildren());

  it('passes a row whose message is on the page, and says what it saw', async () => {
    document.body.innerHTML = `<main><h1>Orders</h1><p role="alert">${shown.message}</p></main>`;
    expect(await checkRow(shown, 1_000)).toEqual({ result: 'pass', seen: `Saw “${shown.message}”.` });
  });

  it('fails a row whose message does not appear, with what the page said instead', async () => {
    document.body.innerHTML = '<main><p role="status">All is well</p></main>';
    expect(await checkRow(shown, 500)).toEqual({
      result: 'fail',
      seen: `“${shown.message.trimEnd()}” did not appear within 0.5 s. The page said: “All is well”.`,
    });
  });

  it('opens each row’s link, marks it by the run, and the exports say which rows the run checked and which by hand', async () => {
    const manual = CATALOGUE.find((row) => row !== shown)!;
    let run = startRun(CATALOGUE, new Date('2026-11-26T05:00:00Z'));
    run = markRow(run, CATALOGUE, {
      row: manual,
      result: 'pass',
      note: 'looked right',
      marked_at: '',
      page: '/',
      requests: [],
    });
    saveRun(localStorage, startAuto(run, [rowKey(shown)]));
    const go = vi.fn();
    // First the row's link is opened (the page reloads there)…
    await resumeAutoRun(go);
    expect(go).toHaveBeenCalledWith(catalogueLink(shown));
    expect(loadRun(localStorage)!.auto).toEqual({ queue: [rowKey(shown)], opened: rowKey(shown) });
    // …then, on its page, the row is checked and marked, and the run's self-check ends.
    document.body.innerHTML = `<main><p role="alert">${shown.message}</p></main>`;
    await resumeAutoRun(go);
    expect(go).toHaveBeenCalledTimes(1);
    const saved = loadRun(localStorage)!;
    expect(saved.auto).toBeUndefined();
    expect(saved.marks[rowKey(shown)]).toMatchObject({ result: 'pass', by: 'run', seen: `Saw “${shown.message}”.` });

    const md = runMarkdown(saved, CATALOGUE);
    expect(md).toContain('2 of');
    expect(md).toContain('1 checked by the run, 1 by hand.');
    expect(md).toContain(`| pass | by the run | Saw “${shown.message}”. |`);
    expect(md).toContain('| pass | by hand | looked right |');
    const json = JSON.parse(runJson(saved, CATALOGUE)) as {
      summary: { by_run: number; by_hand: number };
      rows: Array<{ row: string; mark: { by: string; seen?: string } | null }>;
    };
    expect(json.summary).toMatchObject({ by_run: 1, by_hand: 1 });
    expect(json.rows.find((r) => r.row === rowKey(shown))!.mark).toMatchObject({ by: 'run' });
    expect(json.rows.find((r) => r.row === rowKey(manual))!.mark).toMatchObject({ by: 'hand' });
  });

  it('shows the run checking itself, offers every row to the run, and stops on Stop the run', async () => {
    // A row with a file to choose, once the tester's alone.
    const upload = CATALOGUE.findIndex((row) => row.action === 'create-product-with-image');
    const run = moveTo(startRun(CATALOGUE), CATALOGUE, upload);
    saveRun(localStorage, startAuto(run, [rowKey(shown)]));
    const opened = vi.fn();
    const { user, panel } = await openCatalogue(opened);
    expect(screen.getByRole('button', { name: /^Mock · test run checking itself, 1 to go/ })).toBeTruthy();
    const region = within(panel.getByRole('region', { name: 'Test run' }));
    expect(region.getByText(`The run is checking rows itself: 1 to go, on ${rowKey(shown)}.`)).toBeTruthy();
    expect(region.queryByText(/marked by hand/)).toBeNull();
    // Run this row and Run all wait while the run goes.
    expect((region.getByRole('button', { name: 'Run this row' }) as HTMLButtonElement).disabled).toBe(true);
    expect((region.getByRole('button', { name: 'Run all' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(region.getByRole('button', { name: 'Stop the run' }));
    expect(loadRun(localStorage)!.auto).toBeUndefined();
    expect(region.queryByText(/The run is checking rows itself/)).toBeNull();
    expect((region.getByRole('button', { name: 'Run this row' }) as HTMLButtonElement).disabled).toBe(false);
    // Run all queues every row of the catalogue and opens the first one's link.
    await user.click(region.getByRole('button', { name: 'Run all' }));
    expect(loadRun(localStorage)!.auto).toEqual({ queue: CATALOGUE.map(rowKey), opened: rowKey(CATALOGUE[0]!) });
    expect(opened).toHaveBeenCalledWith(catalogueLink(CATALOGUE[0]!));
  });
});
