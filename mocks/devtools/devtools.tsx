/**
 * The mock backend's devtools, in mock mode only (mocks/browser.ts mounts it once the mock has started): a
 * "Mock" button at the bottom left opens a panel to pick scenarios, see the requests the mock
 * answered and with which scenario, open any row of the error catalogue, reset, export and import
 * the data, move the mock's clock, and read the outbox (password reset codes).
 */
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { tokens } from '../../src/api/tokens';
import { db } from '../db';
import { CATALOGUE, catalogueLink, type CatalogueRow } from '../scenarios/catalogue';
import { scenarioLog } from '../scenarios/engine';
import { formatScenarioList, scenarioStore } from '../scenarios/store';
import { STATES, variants, type Variant } from '../scenarios/variants';
import { applyPresetInBrowser } from '../scenarios/browser-data';
import { DATA_PRESET_NAMES, DATA_PRESETS, type DataPresetName } from '../seed/presets';
import { startSession } from '../services/auth';
import { clock, describeOffset, parseClockParam } from '../services/clock';
import { blobStore } from '../services/uploads';
import { clearScreenshots, screenshotBlob, takeScreenshot, type Screenshot } from './screenshot';
import { exportState, importState, parseStateFile } from './state-file';
import {
  currentIndex,
  loadRun,
  markRow,
  moveTo,
  runJson,
  runMarkdown,
  runSummary,
  screenshotFileName,
  saveRun,
  startRun,
  type RunResult,
  type TestRun,
} from './test-run';

export interface DevtoolsActions {
  /** Back to the seed (data, saved copy, uploads). */
  reset: () => Promise<void>;
  /** Saves the database now (after an import). */
  save: () => void;
  reload: () => void;
}

const TABS = ['Scenarios', 'Requests', 'Catalogue', 'Data'] as const;
type Tab = (typeof TABS)[number];

function useActive(): readonly string[] {
  return useSyncExternalStore(scenarioStore.subscribe, scenarioStore.active, scenarioStore.active);
}

export function MockDevtools({ actions }: { actions: DevtoolsActions }) {
  const [open, setOpen] = useState(false);
  const active = useActive();
  const running = useMemo(() => loadRun(localStorage) !== null, [open]);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  return (
    <div className="fixed bottom-3 left-3 z-[60] font-sans text-sm" data-mock-devtools>
      {open && (
        <MockPanel
          id={panelId}
          actions={actions}
          onClose={() => {
            setOpen(false);
            toggle.current?.focus();
          }}
        />
      )}
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        className="rounded-full bg-ink-900 px-3 py-1.5 text-xs font-semibold text-white shadow-lg ring-2 ring-white hover:bg-ink-700"
      >
        Mock{active.length > 0 ? ` · ${active.length} on` : ''}
        {running ? ' · test run' : ''}
        <span className="sr-only"> backend devtools</span>
      </button>
    </div>
  );
}

function MockPanel({ id, actions, onClose }: { id: string; actions: DevtoolsActions; onClose: () => void }) {
  // A test run in progress opens the panel on its tab.
  const [tab, setTab] = useState<Tab>(() => (loadRun(localStorage) ? 'Catalogue' : 'Scenarios'));
  const tabIds = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  // Focus moves into the panel when it opens (and back to the Mock button when it closes).
  useEffect(() => tabRefs.current[TABS.indexOf(tab)]?.focus(), []);

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? TABS.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const wrapped = (next + TABS.length) % TABS.length;
    setTab(TABS[wrapped]!);
    tabRefs.current[wrapped]?.focus();
  }

  return (
    <section
      id={id}
      role="dialog"
      aria-label="Mock backend devtools"
      onKeyDown={(event) => event.key === 'Escape' && onClose()}
      className="mb-2 flex max-h-[min(80vh,44rem)] w-[min(calc(100vw-1.5rem),34rem)] flex-col overflow-hidden rounded-xl border border-ink-300 bg-white text-ink-900 shadow-2xl"
    >
      <header className="flex items-center justify-between gap-2 border-b border-ink-200 px-3 py-2">
        <h2 className="font-semibold">Mock backend</h2>
        <button type="button" onClick={onClose} className="rounded px-2 py-1 hover:bg-ink-100">
          Close
        </button>
      </header>
      <div role="tablist" aria-label="Devtools" className="flex gap-1 border-b border-ink-200 px-2">
        {TABS.map((name, index) => (
          <button
            key={name}
            ref={(el) => void (tabRefs.current[index] = el)}
            type="button"
            role="tab"
            id={`${tabIds}-tab-${index}`}
            aria-selected={tab === name}
            aria-controls={`${tabIds}-panel-${index}`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={(event) => onTabKey(event, index)}
            className="border-b-2 border-transparent px-2.5 py-2 aria-selected:border-brand-700 aria-selected:font-semibold"
          >
            {name}
          </button>
        ))}
      </div>
      {TABS.map((name, index) =>
        tab === name ? (
          <div
            key={name}
            role="tabpanel"
            id={`${tabIds}-panel-${index}`}
            aria-labelledby={`${tabIds}-tab-${index}`}
            tabIndex={0}
            className="min-h-0 flex-1 overflow-y-auto p-3"
          >
            {name === 'Scenarios' && <ScenariosTab reload={actions.reload} />}
            {name === 'Requests' && <RequestsTab />}
            {name === 'Catalogue' && <CatalogueTab />}
            {name === 'Data' && <DataTab actions={actions} />}
          </div>
        ) : null,
      )}
    </section>
  );
}

function shareLink(ids: readonly string[]): string {
  const url = new URL(location.href);
  url.searchParams.set('scenario', ids.length > 0 ? formatScenarioList(ids) : 'none');
  return url.toString().replace(/%3A/g, ':').replace(/%2C/g, ',');
}

const MAX_SHOWN = 80;

function ScenariosTab({ reload }: { reload: () => void }) {
  const active = useActive();
  const [query, setQuery] = useState('');
  const [copied, setCopied] = useState(false);
  const searchId = useId();
  const matches = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return variants().filter((v) =>
      words.every((w) => v.id.toLowerCase().includes(w) || v.description.toLowerCase().includes(w)),
    );
  }, [query]);

  const toggle = (name: string, on: boolean) => (on ? scenarioStore.add(name) : scenarioStore.remove(name));

  return (
    <div className="space-y-4">
      <div>
        <h3 className="font-semibold">Active</h3>
        {active.length === 0 ? (
          <p className="text-ink-600">None: every request gets the normal answer.</p>
        ) : (
          <ul className="mt-1 flex flex-wrap gap-1.5">
            {active.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  onClick={() => scenarioStore.remove(name)}
                  className="rounded-full bg-brand-50 px-2.5 py-1 font-mono text-xs text-brand-900 ring-1 ring-brand-300 hover:bg-brand-100"
                >
                  {name} <span aria-hidden="true">×</span>
                  <span className="sr-only"> (turn off)</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50"
            onClick={() => scenarioStore.clear()}
            disabled={active.length === 0}
          >
            Clear all
          </button>
          <button
            type="button"
            className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50"
            onClick={() => {
              void navigator.clipboard?.writeText(shareLink(active)).then(() => setCopied(true));
            }}
          >
            Copy link to share
          </button>
          <button
            type="button"
            className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50"
            onClick={reload}
          >
            Reload page
          </button>
        </div>
        <p role="status" className="mt-1 text-xs text-ink-600">
          {copied
            ? 'Link copied: it opens this page with the same scenarios.'
            : 'Changes apply to the next request; reload to refetch what is on screen.'}
        </p>
      </div>

      <fieldset>
        <legend className="font-semibold">Session-wide states</legend>
        <ul className="mt-1 space-y-1">
          {STATES.map((state) => (
            <li key={state.id}>
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-1"
                  checked={active.includes(state.id)}
                  onChange={(e) => toggle(state.id, e.target.checked)}
                />
                <span>
                  <span className="font-mono text-xs">{state.id}</span>
                  <span className="block text-xs text-ink-600">{state.description}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <div>
        <label htmlFor={searchId} className="font-semibold">
          Variants <span className="font-normal text-ink-600">({variants().length}, from openapi.yaml)</span>
        </label>
        <input
          id={searchId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Search, e.g. login invalid"
          className="mt-1 block w-full rounded-lg border border-ink-300 px-2.5 py-1.5"
        />
        <VariantList variants={matches.slice(0, MAX_SHOWN)} active={active} onToggle={toggle} />
        {matches.length > MAX_SHOWN && (
          <p className="mt-1 text-xs text-ink-600">{matches.length - MAX_SHOWN} more: narrow the search.</p>
        )}
        {matches.length === 0 && <p className="mt-1 text-ink-600">No variant matches.</p>}
      </div>
    </div>
  );
}

function VariantList({
  variants,
  active,
  onToggle,
}: {
  variants: readonly Variant[];
  active: readonly string[];
  onToggle: (name: string, on: boolean) => void;
}) {
  return (
    <ul className="mt-2 divide-y divide-ink-100">
      {variants.map((variant) => (
        <li key={variant.id}>
          <label className="flex items-start gap-2 py-1">
            <input
              type="checkbox"
              className="mt-1"
              checked={active.includes(variant.id)}
              onChange={(e) => onToggle(variant.id, e.target.checked)}
            />
            <span>
              <span className="font-mono text-xs">{variant.id}</span>
              <span className="block text-xs text-ink-600">{variant.description}</span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

function RequestsTab() {
  const entries = useSyncExternalStore(scenarioLog.subscribe, () =>
    scenarioLog
      .entries()
      .slice(0, 100)
      .map((e) => `${e.at}|${e.method}|${e.path}|${e.scenario ?? ''}|${e.source ?? ''}`)
      .join('\n'),
  );
  const rows = entries ? entries.split('\n').map((line) => line.split('|')) : [];
  return (
    <div>
      <div className="flex items-center justify-between">
        <p className="text-ink-600">The latest requests the mock answered (newest first).</p>
        <button
          type="button"
          className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50"
          onClick={() => scenarioLog.clear()}
        >
          Clear
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="mt-2 text-ink-600">No requests yet.</p>
      ) : (
        <table className="mt-2 w-full text-left text-xs">
          <caption className="sr-only">Requests the mock answered</caption>
          <thead>
            <tr className="text-ink-600">
              <th scope="col" className="py-1 pr-2 font-medium">
                Time
              </th>
              <th scope="col" className="py-1 pr-2 font-medium">
                Request
              </th>
              <th scope="col" className="py-1 font-medium">
                Answered with
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([at, method, path, scenario, source], i) => (
              <tr key={`${at}-${i}`} className="border-t border-ink-100 align-top">
                <td className="py-1 pr-2 tabular-nums">{at!.slice(11, 19)}</td>
                <td className="break-all py-1 pr-2 font-mono">
                  {method} {path}
                </td>
                <td className="py-1 font-mono">
                  {scenario ? `${scenario}${source === 'header' ? ' (header)' : ''}` : 'normal'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const EMAILS = { customer: 'customer@example.com', admin: 'admin@example.com' } as const;

/** Opens a catalogue row: signs in (or out) as the row needs, then loads its link. */
async function openRow(row: CatalogueRow) {
  if (row.session === 'signed-out') tokens.clear();
  else {
    const user = db.users.getBy('email', EMAILS[row.session]);
    if (user) {
      const issued = await startSession(db, user);
      tokens.setSession({
        access_token: issued.access_token,
        refresh_token: issued.refresh_token,
        user: { id: user.id, email: user.email, role: user.role, created_at: user.created_at, orders_count: 0 },
      });
    }
  }
  location.assign(catalogueLink(row));
}

function download(name: string, text: string | Blob, type: string) {
  const url = URL.createObjectURL(typeof text === 'string' ? new Blob([text], { type }) : text);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The run mode: step through the catalogue, open each row, mark it pass or fail with a note (the
 * request log is kept with the mark), export the run. Kept in localStorage (mocks/devtools/test-run.ts).
 */
function TestRunSection() {
  const [run, setRunState] = useState<TestRun | null>(() => loadRun(localStorage));
  const [note, setNote] = useState('');
  const [marking, setMarking] = useState(false);
  const [shotProblem, setShotProblem] = useState('');
  const noteId = useId();
  const setRun = (next: TestRun | null) => {
    saveRun(localStorage, next);
    setRunState(next);
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
      return await takeScreenshot(`${run!.started_at} ${name}`);
    } catch (error) {
      setShotProblem(`No screenshot: ${error instanceof Error ? error.message : String(error)}`);
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
      {mark && (
        <p className="text-xs">
          Marked <strong>{mark.result}</strong>
          {mark.note && <>: {mark.note}</>} ({mark.requests.length} requests recorded
          {mark.screenshot ? ', a screenshot' : ''})
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className="rounded border border-ink-300 px-2 py-0.5 hover:bg-ink-50"
          onClick={() => void openRow(row)}
        >
          Open this row
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

function CatalogueTab() {
  return (
    <div>
      <TestRunSection />
      <p className="text-ink-600">
        Every case of the spec’s error catalogue (section 8). <q>Open</q> signs in as the row needs and loads the page
        with its scenario; then do what the row says.
      </p>
      <ul className="mt-2 divide-y divide-ink-100">
        {CATALOGUE.map((row, i) => (
          <li key={i} className="py-2">
            <p className="font-medium">
              {row.area}: {row.case}
            </p>
            <p className="text-xs text-ink-700">
              Shows <q>{row.message.trimEnd()}</q>
              {row.action !== 'none' && <> after: {row.action.replace(/-/g, ' ')}</>}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-xs">
              <span className="font-mono">{row.scenarios.join(', ') || 'normal answer'}</span>
              <span className="text-ink-600">as {row.session}</span>
              <button
                type="button"
                className="rounded border border-ink-300 px-2 py-0.5 hover:bg-ink-50"
                onClick={() => void openRow(row)}
              >
                Open
                <span className="sr-only">
                  {' '}
                  {row.area}: {row.case}
                </span>
              </button>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DataTab({ actions }: { actions: DevtoolsActions }) {
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const outbox = db.outbox.all().slice(-10).reverse();

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setMessage(null);
    try {
      await work();
    } catch (error) {
      setMessage({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <div>
        <h3 className="font-semibold">Data</h3>
        <p className="text-ink-600">
          The mock’s database lives in this browser (it survives reloads). Export it with the active scenarios to attach
          to a bug report.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            disabled={busy}
            className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50"
            onClick={() =>
              void run(async () => {
                const state = await exportState(
                  db,
                  blobStore(),
                  scenarioStore.active(),
                  location.pathname + location.search,
                );
                const url = URL.createObjectURL(new Blob([JSON.stringify(state)], { type: 'application/json' }));
                const link = Object.assign(document.createElement('a'), {
                  href: url,
                  download: `mock-state-${state.exported_at.slice(0, 19).replace(/:/g, '-')}.json`,
                });
                link.click();
                setTimeout(() => URL.revokeObjectURL(url), 0);
                setMessage({ tone: 'ok', text: 'Exported.' });
              })
            }
          >
            Export data and scenarios
          </button>
          <label
            htmlFor={fileId}
            className="cursor-pointer rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50 focus-within:ring-2"
          >
            Import a state file…
            <input
              id={fileId}
              type="file"
              accept="application/json,.json"
              className="sr-only"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                void run(async () => {
                  const parsed = parseStateFile(await file.text());
                  if (!parsed.ok) throw new Error(parsed.message);
                  await importState(db, blobStore(), parsed.state);
                  actions.save();
                  scenarioStore.set(parsed.state.scenarios);
                  setMessage({
                    tone: 'ok',
                    text: `Imported (exported ${parsed.state.exported_at} on ${parsed.state.page}). Reloading…`,
                  });
                  actions.reload();
                });
              }}
            />
          </label>
          <button
            type="button"
            disabled={busy}
            className="rounded-lg border border-red-300 px-2.5 py-1.5 text-red-800 hover:bg-red-50"
            onClick={() =>
              void run(async () => {
                await actions.reset();
                actions.reload();
              })
            }
          >
            Reset data to the seed
          </button>
        </div>
        {message && (
          <p
            role={message.tone === 'error' ? 'alert' : 'status'}
            className={`mt-2 ${message.tone === 'error' ? 'text-red-700' : 'text-green-800'}`}
          >
            {message.text}
          </p>
        )}
      </div>
      <PresetSection actions={actions} />
      <ClockSection reload={actions.reload} />
      <Outbox mails={outbox} />
    </div>
  );
}

/** Data presets: back to the seed with one applied (Reset data to the seed above takes it away). */
function PresetSection({ actions }: { actions: DevtoolsActions }) {
  const [name, setName] = useState<DataPresetName>(DATA_PRESET_NAMES[0]!);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const selectId = useId();
  return (
    <div>
      <h3 className="font-semibold">Data presets</h3>
      <p className="text-ink-600">
        Awkward data on every screen, from the seed. Also as a link: ?data=long-text. Reset data to the seed takes it
        away.
      </p>
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label htmlFor={selectId} className="text-xs">
          Preset
          <select
            id={selectId}
            value={name}
            onChange={(e) => setName(e.target.value as DataPresetName)}
            className="mt-1 block rounded-lg border border-ink-300 px-2 py-1.5 font-mono"
          >
            {DATA_PRESET_NAMES.map((n) => (
              <option key={n} value={n}>
                data:{n}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={busy}
          className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50"
          onClick={() => {
            setBusy(true);
            setError(null);
            applyPresetInBrowser(name, actions.reset)
              .then(() => {
                try {
                  actions.save();
                } catch {
                  // data:large does not fit in localStorage: it holds for this page only.
                  setError(
                    `data:${name} is too big to keep in this browser’s storage: it holds until the page reloads (in-app links keep it). The link ?data=${name} applies it on load.`,
                  );
                  return;
                }
                actions.reload();
              })
              .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)))
              .finally(() => setBusy(false));
          }}
        >
          Apply preset
        </button>
      </div>
      <p className="mt-1 text-xs text-ink-600">{DATA_PRESETS[name]}</p>
      {error && (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function useClockNow(): number {
  // The offset changes only when the clock moves; the time shown is read at each render.
  useSyncExternalStore(clock.subscribe, clock.offset, clock.offset);
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((n) => n + 1), 30_000);
    return () => clearInterval(timer);
  }, []);
  return clock.now();
}

/** The mock's now: see it, advance it (+8d), set it (2026-12-24T09:00) or put it back. */
function ClockSection({ reload }: { reload: () => void }) {
  const at = useClockNow();
  const [value, setValue] = useState('');
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const inputId = useId();

  function apply() {
    const parsed = parseClockParam(value);
    if (!parsed.ok) return setMessage({ tone: 'error', text: parsed.message });
    const move = parsed.move;
    if (move.kind === 'reset') clock.reset();
    else if (move.kind === 'offset') clock.advance(move.ms);
    else clock.set(move.at);
    setValue('');
    setMessage({
      tone: 'ok',
      text: 'Moved. Requests from now on see the new time; reload to redraw the page with it.',
    });
  }

  return (
    <div>
      <h3 className="font-semibold">Clock</h3>
      <p>
        The mock’s now:{' '}
        <strong className="font-mono text-xs" data-mock-clock>
          {new Date(at).toISOString().slice(0, 16).replace('T', ' ')} UTC
        </strong>{' '}
        <span className="text-ink-600">({describeOffset(clock.offset())})</span>
      </p>
      <form
        className="mt-2 flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <label htmlFor={inputId} className="text-xs">
          Advance (+8d, -2h) or set (2026-12-24T09:00)
          <input
            id={inputId}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder="+8d"
            className="mt-1 block w-44 rounded-lg border border-ink-300 px-2.5 py-1.5 font-mono"
          />
        </label>
        <button type="submit" className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50">
          Move the clock
        </button>
        <button
          type="button"
          disabled={clock.offset() === 0}
          className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50"
          onClick={() => {
            clock.reset();
            setMessage({ tone: 'ok', text: 'Back to the real time.' });
          }}
        >
          Real time
        </button>
        <button
          type="button"
          className="rounded-lg border border-ink-300 px-2.5 py-1.5 hover:bg-ink-50"
          onClick={reload}
        >
          Reload page
        </button>
      </form>
      {message && (
        <p
          role={message.tone === 'error' ? 'alert' : 'status'}
          className={`mt-1 text-xs ${message.tone === 'error' ? 'text-red-700' : 'text-green-800'}`}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}

function Outbox({
  mails,
}: {
  mails: Array<{ to: string; subject: string; code: string | null; created_at: string }>;
}): ReactNode {
  const [, force] = useState(0);
  useEffect(() => scenarioLog.subscribe(() => force((n) => n + 1)), []);
  return (
    <div>
      <h3 className="font-semibold">Outbox</h3>
      {mails.length === 0 ? (
        <p className="text-ink-600">No mail sent yet. A password reset request puts its code here.</p>
      ) : (
        <ul className="mt-1 space-y-1">
          {mails.map((mail) => (
            <li key={mail.created_at + mail.to}>
              <span className="font-mono text-xs">{mail.created_at.slice(0, 19).replace('T', ' ')}</span> to {mail.to}:{' '}
              {mail.subject}
              {mail.code && (
                <>
                  {' '}
                  <strong className="font-mono">{mail.code}</strong>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
