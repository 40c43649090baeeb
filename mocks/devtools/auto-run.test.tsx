/**
 * The run's steps that go past a plain form (mocks/scenarios/catalogue-steps.ts): a subcategory
 * picked, a picture chosen for a file field, the reset code read from the mock's outbox, each on
 * the app's own screens; and a row whose steps cross pages (Pay Now opens the payment page) going
 * on from the step it reached after the page loads.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_CARDS } from '../paystack/cards';
import { CATALOGUE, type CatalogueAction, type CatalogueRow } from '../scenarios/catalogue';
import { stepsFor } from '../scenarios/catalogue-steps';
import { scenarioStore } from '../scenarios/store';
import { withApp } from '@/testing/mock-backend';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/session';
import { AUTO_RUN_EVENT, checkRow, resumeAutoRun } from './auto-run';
import { loadRun, rowKey, saveRun, startRun, TEST_RUN_STORAGE_KEY } from './test-run';

// A whole form typed key by key on 2 busy cores, then the row's message: seconds.
vi.setConfig({ testTimeout: 40_000 });
withApp();
afterEach(() => {
  cleanup();
  scenarioStore.clear();
  localStorage.removeItem(TEST_RUN_STORAGE_KEY);
  document.body.replaceChildren();
});

const rowOf = (action: CatalogueAction, scenario?: string) =>
  CATALOGUE.find((row) => row.action === action && (!scenario || row.scenarios.includes(scenario)))!;

/** The row's page as its link sets it up: its scenarios on, signed in as it says. */
async function openRow(row: CatalogueRow) {
  if (row.session !== 'signed-out') await signInAs(row.session);
  scenarioStore.set(row.scenarios);
  await renderApp(row.path);
}

describe('the run’s steps on the app’s screens', () => {
  it('fills the product form by its labels, picks a subcategory and chooses a picture: the failed upload’s message is seen', async () => {
    const row = rowOf('create-product-with-image', 'uploads:fail');
    await openRow(row);
    const result = await checkRow(row);
    expect(result).toMatchObject({ result: 'pass' });
    expect(result.seen).toMatch(/^Saw “Image upload failed: /);
    const form = within(screen.getByRole('form', { name: 'Add product' }));
    expect((form.getByRole('combobox', { name: 'Subcategory (required)' }) as HTMLSelectElement).value).toBe(
      'face-smoothening-cream',
    );
    // The failed submit keeps the chosen picture in its list.
    expect(within(form.getByRole('list', { name: 'Chosen files' })).getByText(/slide\.png/)).toBeTruthy();
  });

  it('asks for a reset code, reads it from the mock’s outbox and resets the password with it', async () => {
    const row = rowOf('reset-with-code');
    await openRow(row);
    expect(await checkRow(row)).toEqual({ result: 'pass', seen: `Saw “${row.message}”.` });
  });
});

describe('a row whose steps cross pages', () => {
  it('goes on from the step it reached: on the payment page it pays with the card, and Pay Now is not looked for again', async () => {
    const row = rowOf('pay-declined');
    const key = rowKey(row);
    // Pay Now (the first step) was pressed on the cart, and the payment page has loaded.
    saveRun(localStorage, { ...startRun(CATALOGUE), auto: { queue: [key], opened: key, done: 1 } });
    document.body.innerHTML = `<main aria-label="Payment"><form>
      <label>Card number <input></label><label>Expiry (MM/YY) <input></label><label>CVV <input></label>
      <button type="button">Pay ₦12,500.00</button></form></main>`;
    const card = screen.getByLabelText('Card number') as HTMLInputElement;
    screen.getByRole('button').addEventListener('click', () => {
      // The provider's answer: the store's callback page says the payment failed.
      document.querySelector('main')!.innerHTML = '<h1>Payment failed</h1>';
    });
    const done: Array<number | undefined> = [];
    const keep = () => done.push(loadRun(localStorage)?.auto?.done);
    window.addEventListener(AUTO_RUN_EVENT, keep);
    try {
      await resumeAutoRun(vi.fn());
    } finally {
      window.removeEventListener(AUTO_RUN_EVENT, keep);
    }
    expect(card.value).toBe(TEST_CARDS.decline);
    // Each step done is kept before the next (a page may go at any of them); the mark ends the run.
    expect(done).toEqual([2, 3, 4, stepsFor(row.action).length, undefined]);
    expect(loadRun(localStorage)!.marks[key]).toMatchObject({
      result: 'pass',
      by: 'run',
      seen: 'Saw “Payment failed”.',
    });
  });
});
