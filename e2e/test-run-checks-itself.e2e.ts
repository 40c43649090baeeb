/**
 * The test run checking rows itself in Chromium (mocks/devtools/auto-run.ts): from the Mock panel,
 * Run this row opens the row's link, does its "Then" and looks for its message; one row passes on
 * load, one after the register form, and one whose scenario is switched off (the link's scenario
 * never reaches the mock) fails with what the page showed instead. A row marked by hand sits beside
 * them, and the exported Markdown says which the run checked and which were by hand. Then the
 * rows whose "Then" goes past a plain form: a picture chosen, an option picked, an edit in a list,
 * the outbox's reset code, and the payment page (two page loads in one row).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CATALOGUE, type CatalogueAction } from '../mocks/scenarios/catalogue';
import { rowKey, TEST_RUN_STORAGE_KEY, type TestRun } from '../mocks/devtools/test-run';
import { SCENARIO_PARAM } from '../src/config/mock-storage-keys';
import { mockReady, useBrowser } from './support/browser';

const browser = useBrowser();
const SWITCHED_OFF = 'register:email_in_use';

const indexOf = (scenario: string) => CATALOGUE.findIndex((row) => row.scenarios.includes(scenario));
const onLoad = CATALOGUE.findIndex((row) => row.action === 'none');
const register = indexOf('register:invalid_email');
const failing = indexOf(SWITCHED_OFF);
const byHand = CATALOGUE.findIndex((row, i) => row.action === 'register' && i !== register && i !== failing);

/** The Mock panel's Catalogue tab, the panel opened on the page as it is now. */
async function catalogueTab(page: Page) {
  await mockReady(page);
  const panel = page.getByRole('dialog', { name: 'Mock backend devtools' });
  if (!(await panel.isVisible())) await page.getByRole('button', { name: /^Mock/ }).click();
  await panel.getByRole('tab', { name: 'Catalogue' }).click();
  return panel;
}

/** Moves the run to a row (by its number) with Previous / Next, as a tester would. */
async function goToRow(page: Page, index: number) {
  const run = (await catalogueTab(page)).getByRole('region', { name: 'Test run' });
  for (;;) {
    const heading = await run.getByRole('heading', { name: /^Test run: row \d+ of/ }).innerText();
    const at = Number(/row (\d+)/.exec(heading)![1]) - 1;
    if (at === index) return run;
    await run.getByRole('button', { name: at < index ? 'Next' : 'Previous' }).click();
  }
}

const storedRun = (page: Page) =>
  page
    .evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as TestRun | null, TEST_RUN_STORAGE_KEY)
    .catch(() => null);

/** Run this row on a row, then waits (through the reloads) until the run has marked it. */
async function runRow(page: Page, index: number) {
  const run = await goToRow(page, index);
  await run.getByRole('button', { name: 'Run this row' }).click();
  await expect
    .poll(
      async () => {
        const stored = await storedRun(page);
        return stored && !stored.auto ? (stored.marks[rowKey(CATALOGUE[index]!)]?.by ?? null) : null;
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe('run');
}

describe('a test run that checks itself', () => {
  it('passes and fails rows by itself with what it saw, and the report says which rows the run checked', async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    // The one row's scenario is switched off (its link's ?scenario= reads none before the app starts): its message cannot appear.
    await page.addInitScript(
      ({ param, off }) => {
        const url = new URL(location.href);
        if (url.searchParams.get(param) !== off) return;
        url.searchParams.set(param, 'none');
        history.replaceState(history.state, '', url);
      },
      { param: SCENARIO_PARAM, off: SWITCHED_OFF },
    );
    await page.goto('/products');
    await (await catalogueTab(page)).getByRole('button', { name: 'Start a test run' }).click();

    await runRow(page, onLoad);
    await runRow(page, register);
    await runRow(page, failing);
    // A row marked by hand, as today.
    const run = await goToRow(page, byHand);
    await run.getByLabel('Note (what you saw)').fill('Looked right');
    await run.getByRole('button', { name: 'Pass' }).click();
    await goToRow(page, failing);
    await expect
      .poll(() => run.getByText(/^Marked fail by the run/).innerText(), { timeout: 15_000 })
      .toContain(`“${CATALOGUE[failing]!.message.trimEnd()}” did not appear within 15 s.`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      run.getByRole('button', { name: 'Export Markdown' }).click(),
    ]);
    const report = await readFile((await download.path())!, 'utf8');
    expect(report).toContain('4 of');
    expect(report).toContain('3 pass, 1 fail');
    expect(report).toContain('3 checked by the run, 1 by hand.');
    const line = (index: number) => report.split('\n').find((l) => l.startsWith(`| ${index + 1} | `)) ?? '';
    expect(line(onLoad)).toContain(`| pass | by the run | Saw “${CATALOGUE[onLoad]!.message}”. |`);
    expect(line(register)).toContain(`| pass | by the run | Saw “${CATALOGUE[register]!.message}”. |`);
    expect(line(failing)).toContain('| **FAIL** | by the run | “Email is already in use.” did not appear within 15 s.');
    expect(line(byHand)).toContain('| pass | by hand | Looked right |');
  });

  it('does the rows that choose a picture, edit in a list, read the outbox or pay on the payment page: each passes by the run', async () => {
    const beyondForms: CatalogueAction[] = [
      'create-product',
      'create-product-with-image',
      'update-product',
      'create-slide-with-image',
      'update-slide',
      'reset-with-code',
      'pay-declined',
      'pay-success-card',
    ];
    // One row of each: rows of one action take the same steps (the catalogue walk plays them all).
    const rows = beyondForms.map((action) => CATALOGUE.findIndex((row) => row.action === action));
    const page = await browser.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/products');
    await (await catalogueTab(page)).getByRole('button', { name: 'Start a test run' }).click();
    for (const index of rows) await runRow(page, index);
    const { marks } = (await storedRun(page))!;
    const said = (index: number) => {
      const mark = marks[rowKey(CATALOGUE[index]!)]!;
      return `${rowKey(CATALOGUE[index]!)}: ${mark.result}${mark.result === 'pass' ? '' : `, ${mark.seen}`}`;
    };
    expect(rows.map(said)).toEqual(rows.map((index) => `${rowKey(CATALOGUE[index]!)}: pass`));
  });
});
