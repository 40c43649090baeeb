/**
 * The test run checking rows itself, in the tester's page (decision 0043): for each row in the
 * run's queue it opens the row's link (the page reloads; the queue lives in the run, in
 * localStorage), does the row's "Then" as a short list of steps (fill a field by its label, click a
 * button by its name, check a box) with Testing Library, waits for the row's message on the page or
 * in an alert, and marks the row pass or fail, by the run, with what it saw. The steps are
 * mocks/scenarios/catalogue-steps.ts's (the e2e walk plays the same); rows whose "Then" has none
 * stay for the tester to mark by hand.
 */
import { findAllByRole, findByLabelText, findByRole, type ByRoleMatcher } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { CATALOGUE, catalogueLink, showsMessage, type CatalogueRow } from '../scenarios/catalogue';
import { stepsFor, type Step } from '../scenarios/catalogue-steps';
import { scenarioLog } from '../scenarios/engine';
import { takeScreenshot } from './screenshot';
import { loadRun, markRow, rowKey, saveRun, stopAuto, type TestRun } from './test-run';

/** How long the run waits for a field or button, then for the row's message (a query's retries take 7 s). */
const STEP_TIMEOUT_MS = 10_000;
export const MESSAGE_TIMEOUT_MS = 15_000;

export const checksItself = (row: CatalogueRow) => stepsFor(row.action) !== null;

const describeStep = (step: Step) =>
  'fill' in step
    ? `fill “${step.fill}”`
    : 'check' in step
      ? `tick “${String(step.check)}”`
      : `press “${String(step.click)}”`;

/** Something the run could not do on the page, said as a sentence for the tester. */
class StepMissing extends Error {}

async function doStep(step: Step, user: ReturnType<typeof userEvent.setup>) {
  const main = document.querySelector('main') ?? document.body;
  const wait = { timeout: STEP_TIMEOUT_MS };
  const find = async () => {
    const scope = step.form ? await findByRole(main, 'form', { name: step.form }, wait) : main;
    if ('fill' in step) return findByLabelText(scope, step.fill, { exact: true }, wait);
    const [role, name]: [ByRoleMatcher, string | RegExp] =
      'check' in step ? [step.role, step.check] : ['button', step.click];
    if ('click' in step && step.first) return (await findAllByRole(scope, role, { name }, wait))[0]!;
    return findByRole(scope, role, { name }, wait);
  };
  const element = await find().catch(() => {
    throw new StepMissing(
      `The run could not ${describeStep(step)}: it was not on the page within ${STEP_TIMEOUT_MS / 1000} s.`,
    );
  });
  if ('fill' in step) {
    await user.clear(element);
    await user.type(element, step.value);
  } else await user.click(element);
}

const flat = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
const inDevtools = (element: Element) => element.closest('[data-mock-devtools-root]') !== null;

/** Texts drawn on the page (outside the Mock panel) since the row started, even for a moment, and the alerts raised. */
function watchPage() {
  const drawn = new Set<string>();
  const alerts: string[] = [];
  const keep = (element: Element) => {
    const text = flat(element.textContent);
    if (text && text.length <= 400 && drawn.size < 20_000 && !inDevtools(element)) drawn.add(text);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      if (target) keep(target);
      for (const node of record.addedNodes)
        if (node instanceof Element) [node, ...node.querySelectorAll('*')].forEach(keep);
    }
  });
  observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  const alert = window.alert;
  window.alert = (message?: unknown) => void alerts.push(String(message));
  return {
    texts: () => [
      ...alerts,
      ...drawn,
      ...[...document.body.querySelectorAll('*')].filter((e) => !inDevtools(e)).map((e) => flat(e.textContent)),
    ],
    alerts,
    stop: () => {
      observer.disconnect();
      window.alert = alert;
    },
  };
}

/** What the page shows instead, for a failed row: its alerts and statuses, or the start of its main text. */
function shownInstead(alerts: string[]): string {
  const notices = [...document.querySelectorAll('[role=alert], [role=status]')]
    .filter((e) => !inDevtools(e))
    .map((e) => flat(e.textContent))
    .filter(Boolean);
  const said = [...alerts, ...notices];
  if (said.length > 0) return `The page said: ${said.map((t) => `“${t.slice(0, 200)}”`).join(', ')}.`;
  return `The page shows: “${flat(document.querySelector('main')?.textContent).slice(0, 300)}”.`;
}

/** Does the row's "Then" on the open page and looks for its message: pass or fail, and what was seen. */
export async function checkRow(
  row: CatalogueRow,
  timeoutMs = MESSAGE_TIMEOUT_MS,
): Promise<{ result: 'pass' | 'fail'; seen: string }> {
  const page = watchPage();
  try {
    const user = userEvent.setup({ document, pointerEventsCheck: 0 });
    for (const step of stepsFor(row.action) ?? []) await doStep(step, user);
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = page.texts().find((text) => showsMessage(text, row.message));
      if (found !== undefined) return { result: 'pass', seen: `Saw “${found.slice(0, 300)}”.` };
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return {
      result: 'fail',
      seen: `“${row.message.trimEnd()}” did not appear within ${timeoutMs / 1000} s. ${shownInstead(page.alerts)}`,
    };
  } catch (error) {
    return {
      result: 'fail',
      seen: error instanceof StepMissing ? error.message : 'The run could not do this row’s step on the page.',
    };
  } finally {
    page.stop();
  }
}

const rowByKey = (key: string) => CATALOGUE.find((row) => rowKey(row) === key);

/** Said on the window each time the run saves what it did, for the panel and the Mock button to read it again. */
export const AUTO_RUN_EVENT = 'mock:test-run-changed';
function save(run: TestRun | null) {
  saveRun(localStorage, run);
  window.dispatchEvent(new Event(AUTO_RUN_EVENT));
}

/**
 * Carries on a self-checking run after a page load: opens the next row's link, or, on the row's
 * page, checks it and marks it (by the run), then goes on. Stopping (the run's `auto` removed) is
 * looked at before each mark and each link.
 */
export async function resumeAutoRun(go: (path: string) => void = (path) => location.assign(path)): Promise<void> {
  const run = loadRun(localStorage);
  if (!run?.auto) return;
  const key = run.auto.queue[0];
  if (key === undefined) return save(stopAuto(run));
  const row = rowByKey(key);
  if (!row) {
    // A row gone from the catalogue since the run started: skipped.
    save({ ...run, auto: { queue: run.auto.queue.slice(1) } });
    return resumeAutoRun(go);
  }
  if (run.auto.opened !== key) {
    save({ ...run, current: key, auto: { ...run.auto, opened: key } });
    go(catalogueLink(row));
    return;
  }
  const { result, seen } = await checkRow(row);
  const now = loadRun(localStorage);
  if (!now?.auto) return; // Stopped while the row was checked.
  const requests = scenarioLog
    .entries()
    .map(({ at, method, path, scenario, source }) => ({ at, method, path, scenario, source }));
  const screenshot =
    result === 'fail' ? await takeScreenshot(`${now.started_at} ${key}`).catch(() => undefined) : undefined;
  const marked: TestRun = markRow(now, CATALOGUE, {
    row,
    result,
    note: '',
    seen,
    by: 'run',
    marked_at: new Date().toISOString(),
    page: location.pathname + location.search,
    requests,
    screenshot,
  });
  const queue = now.auto.queue.slice(1);
  // The run stays on the last row it checked.
  save(queue.length > 0 ? { ...marked, auto: { queue } } : stopAuto({ ...marked, current: key }));
  if (queue.length > 0) return resumeAutoRun(go);
}
