/**
 * The test run checking rows itself, in the tester's page (decision 0043): for each row in the
 * run's queue it opens the row's link (the page reloads; the queue lives in the run, in
 * localStorage), does the row's "Then" as a short list of steps (fill a field by its label, click a
 * button by its name, check a box) with Testing Library, waits for the row's message on the page or
 * in an alert, and marks the row pass or fail, by the run, with what it saw. The steps are
 * mocks/scenarios/catalogue-steps.ts's (the e2e walk plays the same). The run keeps how many
 * steps of the row are done, so a step that loads another page (Pay Now, then Pay on the payment
 * page) is followed by the next one there.
 */
import { getAllByRole, getByLabelText, getByRole, waitFor, type ByRoleMatcher } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { db } from '../db';
import { CATALOGUE, catalogueLink, showsMessage, type CatalogueRow } from '../scenarios/catalogue';
import { latestResetCode, STEP_IMAGE, stepsFor, type Step, type Value } from '../scenarios/catalogue-steps';
import { scenarioLog } from '../scenarios/engine';
import { takeScreenshot } from './screenshot';
import { loadRun, markRow, rowKey, saveRun, stopAuto, type TestRun } from './test-run';

/** How long the run waits for a field or button, then for the row's message (a query's retries take 7 s). */
const STEP_TIMEOUT_MS = 10_000;
export const MESSAGE_TIMEOUT_MS = 15_000;

const quoted = (name: string | RegExp) => `“${typeof name === 'string' ? name : name.source.replace(/^\^/, '')}”`;
const describeStep = (step: Step) =>
  'fill' in step
    ? `fill ${quoted(step.fill)}`
    : 'select' in step
      ? `choose “${step.option}” in ${quoted(step.select)}`
      : 'upload' in step
        ? `choose a picture for ${quoted(step.upload)}`
        : 'check' in step
          ? `tick ${quoted(step.check)}`
          : `press ${quoted(step.click)}`;

/** Something the run could not do on the page, said as a sentence for the tester. */
class StepMissing extends Error {}

/** The text a fill types: its value, or the latest reset code in the mock's outbox. */
function typed(value: Value): string {
  if (typeof value === 'string') return value;
  const code = latestResetCode(db.outbox.all(), value.resetCodeFor);
  if (code === null)
    throw new StepMissing(`The run found no reset code for ${value.resetCodeFor} in the mock’s outbox.`);
  return code;
}

/** The step's field or button, in the page's main region (looked up again at each try: the page may change). */
function target(step: Step): HTMLElement {
  const main = document.querySelector<HTMLElement>('main') ?? document.body;
  const scope = step.form ? getByRole(main, 'form', { name: step.form }) : main;
  if ('fill' in step) return getByLabelText(scope, step.fill, { exact: true });
  if ('select' in step) return getByLabelText(scope, step.select, { exact: true });
  if ('upload' in step) return getByLabelText(scope, step.upload, { exact: true });
  const [role, name]: [ByRoleMatcher, string | RegExp] =
    'check' in step ? [step.role, step.check] : ['button', step.click];
  if ('click' in step && step.first) return getAllByRole(scope, role, { name })[0]!;
  return getByRole(scope, role, { name });
}

async function doStep(step: Step, user: ReturnType<typeof userEvent.setup>) {
  const element = await waitFor(() => target(step), { timeout: STEP_TIMEOUT_MS }).catch(() => {
    throw new StepMissing(
      `The run could not ${describeStep(step)}: it was not on the page within ${STEP_TIMEOUT_MS / 1000} s.`,
    );
  });
  if ('fill' in step) {
    const text = typed(step.value);
    await user.clear(element);
    await user.type(element, text);
  } else if ('select' in step) await user.selectOptions(element, step.option);
  else if ('upload' in step) {
    const bytes = Uint8Array.from(atob(STEP_IMAGE.base64), (c) => c.charCodeAt(0));
    await user.upload(element, new File([bytes], STEP_IMAGE.name, { type: STEP_IMAGE.type }));
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

/**
 * Does the row's "Then" on the open page and looks for its message: pass or fail, and what was
 * seen. `from`: the steps done before the page changed (a step that opens another page, as Pay Now
 * does, is told to `done` before the page goes).
 */
export async function checkRow(
  row: CatalogueRow,
  timeoutMs = MESSAGE_TIMEOUT_MS,
  { from = 0, done }: { from?: number; done?: (count: number) => void } = {},
): Promise<{ result: 'pass' | 'fail'; seen: string }> {
  const page = watchPage();
  try {
    const user = userEvent.setup({ document, pointerEventsCheck: 0 });
    const steps = stepsFor(row.action);
    for (let i = from; i < steps.length; i++) {
      await doStep(steps[i]!, user);
      done?.(i + 1);
    }
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
    save({ ...run, current: key, auto: { queue: run.auto.queue, opened: key } });
    go(catalogueLink(row));
    return;
  }
  // A row whose steps cross pages (the payment page) goes on from the step it had reached.
  const { result, seen } = await checkRow(row, MESSAGE_TIMEOUT_MS, {
    from: run.auto.done ?? 0,
    done: (count) => {
      const now = loadRun(localStorage);
      if (now?.auto?.opened === key) save({ ...now, auto: { ...now.auto, done: count } });
    },
  });
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
