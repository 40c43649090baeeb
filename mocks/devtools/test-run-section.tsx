import { useEffect, useId, useState } from 'react';
import { AUTO_RUN_EVENT, resumeAutoRun } from './auto-run';
import { CATALOGUE, catalogueLink } from '../scenarios/catalogue';
import { scenarioLog } from '../scenarios/engine';
import { download } from './download';
import { clearScreenshots, screenshotBlob, takeScreenshot, type Screenshot } from './screenshot';
import {
  currentIndex,
  loadRun,
  markRow,
  moveTo,
  runJson,
  runMarkdown,
  rowKey,
  runSummary,
  screenshotFileName,
  saveRun,
  startAuto,
  startRun,
  stopAuto,
  type RunResult,
  type TestRun,
} from './test-run';

/**
 * The run mode: step through the catalogue, open each row, mark it pass or fail with a note (the
 * request log is kept with the mark), or let the run check rows itself; export the run. Kept in
 * localStorage (mocks/devtools/test-run.ts). `open` loads a row's page; `screenshot` draws the page
 * (a test gives one that fails).
 */
export function TestRunSection({
  open,
  screenshot = takeScreenshot,
}: {
  open: (path: string) => void;
  screenshot?: typeof takeScreenshot;
}) {
  const [run, setRunState] = useState<TestRun | null>(() => loadRun(localStorage));
  const [note, setNote] = useState('');
  const [marking, setMarking] = useState(false);
  const [shotProblem, setShotProblem] = useState('');
  const noteId = useId();
  const setRun = (next: TestRun | null) => {
    saveRun(localStorage, next);
    setRunState(next);
  };
  // The run checking rows itself saves as it goes (auto-run.ts).
  useEffect(() => {
    const reread = () => setRunState(loadRun(localStorage));
    window.addEventListener(AUTO_RUN_EVENT, reread);
    return () => window.removeEventListener(AUTO_RUN_EVENT, reread);
  }, []);
  /** The run checks these rows itself: it opens the first one's link (the page reloads) and carries on from there. */
  const checkRows = (from: TestRun, keys: string[]) => {
    setRun(startAuto(from, keys));
    void resumeAutoRun(open);
  };

  if (!run) {
    return (
      <div className="rounded-lg border border-ink-200 p-2">
        <h3 className="font-semibold">Test run</h3>
        <p className="text-xs text-ink-600">
          Step through every row below, open each in its state, mark it pass or fail with a note, and export the run for
          the release. It survives reloads.
        </p>
        <button
          type="button"
          className="mt-2 rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50"
          onClick={() => setRun(startRun(CATALOGUE))}
        >
          Start a test run
        </button>
      </div>
    );
  }

  const index = currentIndex(run, CATALOGUE);
  const row = CATALOGUE[index]!;
  const key = `${row.area}: ${row.case}`;
  const mark = run.marks[key];
  const summary = runSummary(run, CATALOGUE);
  const stamp = run.started_at.slice(0, 16).replace(/:/g, '-');
  const build = `${location.origin}`;

  /** A screenshot of the page, or undefined (and why) when the browser could not draw it. */
  async function shoot(name: string): Promise<Screenshot | undefined> {
    try {
      return await screenshot(`${run!.started_at} ${name}`);
    } catch {
      // The library's own words are not for a tester: the mark is kept without a picture.
      setShotProblem('No screenshot: the browser could not draw this page. The mark is kept without one.');
      return undefined;
    }
  }

  async function record(result: RunResult) {
    const requests = scenarioLog
      .entries()
      .map(({ at, method, path, scenario, source }) => ({ at, method, path, scenario, source }));
    setMarking(true);
    setShotProblem('');
    const marked_at = new Date().toISOString();
    const page = location.pathname + location.search;
    // A failure keeps the page as it is now, before anything moves.
    const screenshot = result === 'fail' ? await shoot(key) : undefined;
    const next = markRow(run!, CATALOGUE, { row, result, note: note.trim(), marked_at, page, requests, screenshot });
    // The last row marked ends the run: the page then is kept too.
    if (runSummary(next, CATALOGUE).unmarked === 0)
      next.final_screenshot = (await shoot('end')) ?? next.final_screenshot;
    setRun(next);
    setNote('');
    setMarking(false);
  }

  async function downloadShot(shot: Screenshot, rowNumber?: number) {
    const blob = await screenshotBlob(shot.key);
    if (!blob) {
      setShotProblem('That screenshot is not in this browser any more.');
      return;
    }
    download(screenshotFileName(run!, shot, rowNumber), blob, shot.type);
  }

  return (
    <section aria-label="Test run" className="rounded-lg border border-brand-300 bg-brand-50/40 p-2">
      <h3 className="font-semibold">
        Test run: row {index + 1} of {CATALOGUE.length}
      </h3>
      <p className="text-xs text-ink-700" role="status">
        {summary.marked} marked: {summary.pass} pass, {summary.fail} fail, {summary.unmarked} to go.
      </p>
      <p className="mt-1 font-medium">{key}</p>
      <p className="text-xs text-ink-700">
        Shows <q>{row.message.trimEnd()}</q>
        {row.action !== 'none' && <> after: {row.action.replace(/-/g, ' ')}</>} ·{' '}
        <span className="font-mono">{row.scenarios.join(', ') || 'normal answer'}</span> as {row.session}
      </p>
      {run.auto && (
        <div className="mt-1 rounded border border-brand-300 bg-white p-1.5 text-xs">
          <p aria-live="polite">
            The run is checking rows itself: {run.auto.queue.length} to go, on {run.auto.queue[0] ?? 'the last one'}.
          </p>
          <button
            type="button"
            className="mt-1 rounded border border-red-300 px-2 py-0.5 text-red-800 hover:bg-red-50"
            onClick={() => setRun(stopAuto(run))}
          >
            Stop the run
          </button>
        </div>
      )}
      {mark && (
        <p className="text-xs">
          Marked <strong>{mark.result}</strong> {mark.by === 'run' ? 'by the run' : 'by hand'}
          {mark.seen && <>: {mark.seen}</>}
          {mark.note && <>: {mark.note}</>} ({mark.requests.length} requests recorded
          {mark.screenshot ? ', a screenshot' : ''})
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <a href={catalogueLink(row)} className="rounded border border-ink-300 px-2 py-0.5 hover:bg-ink-50">
          Open this row
        </a>
        <button
          type="button"
          disabled={!!run.auto}
          className="rounded border border-ink-300 px-2 py-0.5 hover:bg-ink-50"
          onClick={() => checkRows(run, [key])}
        >
          Run this row
        </button>
        <button
          type="button"
          disabled={index === 0}
          className="rounded border border-ink-300 px-2 py-0.5 hover:bg-ink-50"
          onClick={() => setRun(moveTo(run, CATALOGUE, index - 1))}
        >
          Previous
        </button>
        <button
          type="button"
          disabled={index === CATALOGUE.length - 1}
          className="rounded border border-ink-300 px-2 py-0.5 hover:bg-ink-50"
          onClick={() => setRun(moveTo(run, CATALOGUE, index + 1))}
        >
          Next
        </button>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <button
          type="button"
          disabled={!!run.auto}
          className="rounded-lg border border-ink-300 px-2.5 py-1 hover:bg-ink-50"
          onClick={() => checkRows(run, CATALOGUE.map(rowKey))}
        >
          Run all
        </button>
        <span className="text-xs text-ink-600">
          The run opens, does and checks every row itself; Pass and Fail below mark a row by hand.
        </span>
      </div>
      <label htmlFor={noteId} className="mt-2 block text-xs">
        Note (what you saw)
      </label>
      <textarea
        id={noteId}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        rows={2}
        className="block w-full rounded-lg border border-ink-300 px-2 py-1 text-xs"
      />
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className="rounded-lg bg-green-700 px-2.5 py-1 font-semibold text-white hover:bg-green-800"
          disabled={marking}
          onClick={() => void record('pass')}
        >
          Pass
        </button>
        <button
          type="button"
          className="rounded-lg bg-red-700 px-2.5 py-1 font-semibold text-white hover:bg-red-800"
          disabled={marking}
          onClick={() => void record('fail')}
        >
          Fail
        </button>
      </div>
      <p className="mt-1 text-xs text-ink-600" aria-live="polite">
        {marking
          ? 'Taking a screenshot of the page…'
          : shotProblem ||
            'Each mark keeps the request log (the requests the mock answered, with their scenarios); a failure and the end of the run keep a screenshot of the page too.'}
      </p>
      {(mark?.screenshot || run.final_screenshot) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {mark?.screenshot && (
            <button
              type="button"
              className="rounded border border-ink-300 px-2 py-0.5 hover:bg-ink-50"
              onClick={() => void downloadShot(mark.screenshot!, index + 1)}
            >
              Download this row’s screenshot
            </button>
          )}
          {run.final_screenshot && (
            <button
              type="button"
              className="rounded border border-ink-300 px-2 py-0.5 hover:bg-ink-50"
              onClick={() => void downloadShot(run.final_screenshot!)}
            >
              Download the end-of-run screenshot
            </button>
          )}
        </div>
      )}
      <div className="mt-2 flex flex-wrap gap-2 border-t border-ink-200 pt-2">
        <button
          type="button"
          className="rounded border border-ink-300 px-2 py-0.5 hover:bg-ink-50"
          onClick={() => download(`test-run-${stamp}.md`, runMarkdown(run, CATALOGUE, build), 'text/markdown')}
        >
          Export Markdown
        </button>
        <button
          type="button"
          className="rounded border border-ink-300 px-2 py-0.5 hover:bg-ink-50"
          onClick={() => download(`test-run-${stamp}.json`, runJson(run, CATALOGUE, build), 'application/json')}
        >
          Export JSON
        </button>
        <button
          type="button"
          className="rounded border border-red-300 px-2 py-0.5 text-red-800 hover:bg-red-50"
          onClick={() => {
            if (
              summary.marked === 0 ||
              confirm('End the test run? Its marks and screenshots are forgotten (export and download them first).')
            ) {
              setRun(null);
              void clearScreenshots();
            }
          }}
        >
          End run
        </button>
      </div>
    </section>
  );
}
