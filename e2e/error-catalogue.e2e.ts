/**
 * The spec's error catalogue (section 8), walked row by row in Chromium against the built app and
 * its in-browser mock backend, as a tester would: for each row of mocks/scenarios/catalogue.ts, a
 * fresh context opens the row's link (its page with ?scenario=, ?as= and ?setup=: the link signs in
 * and fills the checkout itself), does only the row's "Then" step and expects the row's message on
 * the screen (or in the alert it raises).
 * Then: a scenario chosen with ?scenario= survives the round trip through the payment page.
 */
import type { Dialog, Page } from 'playwright-core';
import { describe, expect, it, type ExpectStatic } from 'vitest';
import { CATALOGUE, catalogueLink, showsMessage, type CatalogueRow } from '../mocks/scenarios/catalogue';
import { TOKEN_KEYS } from '../src/api/tokens';
import { currentUrl, useBrowser } from './support/browser';
import { open, payWithCard, perform, pressPayNow, step, SUCCESS_CARD, waitVisible } from './support/catalogue-actions';

const browser = useBrowser();
/** Long enough for a query's retries (spec section 9) before its error shows. */
const MESSAGE_TIMEOUT = 30_000;
/** How long a message may take in real time before the page's clock is moved on. */
const LATE_MS = 1_500;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The row's message as a person sees it: the whole text of an element, or its start where the spec appends the server's words. */
function messageLocator(page: Page, message: string) {
  return message.endsWith(' ')
    ? page.getByText(new RegExp(`^\\s*${escapeRegExp(message.trimEnd())}\\s`))
    : page.getByText(message, { exact: true });
}

/**
 * Before any script of the app: every text that is drawn on the page, even for a moment (a status
 * that gives way to the next screen), is kept in `window.__drawnTexts`, element by element, so a
 * busy machine's slower polls cannot miss it.
 */
function recordDrawnTexts() {
  const drawn = new Set<string>();
  (window as unknown as { __drawnTexts: Set<string> }).__drawnTexts = drawn;
  const keep = (element: Element) => {
    const text = element.textContent?.replace(/\s+/g, ' ').trim();
    if (text && text.length <= 400 && drawn.size < 20_000 && element.checkVisibility()) drawn.add(text);
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const target =
        record.type === 'characterData'
          ? record.target.parentElement
          : record.target instanceof Element
            ? record.target
            : null;
      if (target) keep(target);
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        keep(node);
        for (const inner of node.querySelectorAll('*')) keep(inner);
      }
    }
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

/**
 * A page in a context of its own, as a new browser has it (nothing stored), that records (and
 * dismisses) every window.alert, for the rows whose message is an alert, and every text drawn.
 */
async function newPage(): Promise<{ page: Page; alerts: string[]; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Time runs as usual until a row waits on it (see expectMessage).
  await page.clock.install();
  await page.addInitScript(recordDrawnTexts);
  const alerts: string[] = [];
  const errors: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, alerts, errors };
}

/**
 * Polls until the message shows on the page or in an alert; a miss reports what the screen shows
 * instead. Each row passes its own test's `expect`, so a poll belongs to its row.
 */
async function expectMessage(page: Page, alerts: string[], message: string, expect: ExpectStatic): Promise<void> {
  const seen = messageLocator(page, message).filter({ visible: true });
  const drawn = () =>
    page
      .evaluate(() => [...((window as unknown as { __drawnTexts?: Set<string> }).__drawnTexts ?? [])])
      .catch(() => [] as string[]);
  const shown = async () =>
    alerts.some((text) => showsMessage(text, message)) ||
    (await seen.count().catch(() => 0)) > 0 ||
    (await drawn()).some((text) => showsMessage(text, message));
  // A query's failure shows after its retries (spec section 9: 1, 2 and 4 s apart): once the
  // message is late, the page's clock jumps a second at each look instead of the row waiting them out.
  const started = Date.now();
  const shownOrSkipAhead = async () => {
    if (await shown()) return true;
    if (Date.now() - started > LATE_MS) await page.clock.fastForward(1_000).catch(() => undefined);
    return false;
  };
  try {
    await expect.poll(shownOrSkipAhead, { timeout: MESSAGE_TIMEOUT, interval: 200 }).toBe(true);
  } catch {
    const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
    const notices = await page
      .locator('[role=alert], [role=status]')
      .filter({ visible: true })
      .allInnerTexts()
      .catch(() => []);
    const screen = await page
      .getByRole('main')
      .innerText({ timeout: 2_000 })
      .catch(() => '(no main landmark)');
    throw new Error(
      `'${message}' did not appear within ${MESSAGE_TIMEOUT / 1000} s at ${page.url()}.\n` +
        `window.alert: ${JSON.stringify(alerts)}\nOn-page alerts and statuses: ${JSON.stringify(notices.map(flat).filter(Boolean))}\n` +
        `The main region shows: ${flat(screen).slice(0, 1_200)}`,
    );
  }
}

async function walk(row: CatalogueRow, expect: ExpectStatic) {
  const { page, alerts } = await newPage();
  const link = catalogueLink(row);
  await step(`open ${link}`, () => open(page, link));
  // The link's set-up is applied and taken off the address: a reload does not sign in or fill the cart again.
  expect(currentUrl(page)).not.toMatch(/[?&](as|setup)=/);
  await step(`do ${row.action}`, () => perform(page, row.action));
  await step(`see '${row.message}'`, () => expectMessage(page, alerts, row.message, expect));
  return page;
}

describe('the error catalogue (spec section 8), row by row', () => {
  for (const row of CATALOGUE) {
    it(`${row.area}: ${row.case}`, async ({ expect, onTestFinished }) => {
      const page = await walk(row, expect);
      // A finished row's page stops: its timers and its mock no longer share the machine.
      onTestFinished(() => page.context().close());
      // 'with Retry' / 'with Try again': the spec pairs the message with that action.
      const action = /with (Retry|Try again)\b/.exec(row.case)?.[1];
      if (action)
        await step(`offer ${action}`, () =>
          waitVisible(page.getByRole('main').getByRole('button', { name: action, exact: true })),
        );
      if (row.area === 'Any call') {
        // Tokens cleared, and the shopper is on /account.
        await page.waitForURL((url) => url.pathname === '/account', { timeout: MESSAGE_TIMEOUT });
        const stored = await page.evaluate(
          (keys) => [
            localStorage.getItem(keys.access),
            localStorage.getItem(keys.refresh),
            localStorage.getItem(keys.user),
          ],
          TOKEN_KEYS,
        );
        expect(stored).toEqual([null, null, null]);
      }
    });
  }
});

describe('scenarios and the payment redirect', () => {
  it('keeps the tab’s scenario through the payment page: the result says Couldn’t verify', async () => {
    const { page, alerts } = await newPage();
    await open(page, '/cart?scenario=verifyPayment:500,verifyPaymentByBody:500&as=customer&setup=checkout');
    const main = page.getByRole('main');
    await pressPayNow(page);
    await payWithCard(page, SUCCESS_CARD);
    // The callback URL carries no ?scenario=: only the tab's saved list can make verification fail.
    expect(currentUrl(page)).not.toMatch(/[?&]scenario=/);
    await expectMessage(page, alerts, 'Couldn’t verify', expect);
    await waitVisible(main.getByRole('button', { name: 'Try again' }));
  });
});
