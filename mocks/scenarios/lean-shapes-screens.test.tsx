/**
 * The app's screens under `shapes:lean`, the leanest host the spec allows: each page draws what it
 * draws under `shapes:spec` (times without a zone read as the same Lagos times, the orders as a
 * bare array, the listing without `page`), with "Anonymous" where a review came without a name, and
 * no "undefined", "NaN" or "Invalid Date" anywhere.
 */
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { withMockBackend } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';
import { db } from '@mocks/db';
import { LEAN_SHAPES_STATE } from './lean-shapes';
import { SPEC_SHAPES_STATE } from './spec-shapes';
import { scenarioStore } from './store';

configure({ asyncUtilTimeout: 8000 });
withMockBackend();
beforeEach(() => {
  vi.stubGlobal('scrollTo', vi.fn());
});
afterEach(() => {
  scenarioStore.clear();
  vi.unstubAllGlobals();
});

const JUNK = /undefined|NaN|Invalid Date/;

/** The page's main text once `ready` holds, under shapes:spec and then under shapes:lean. */
async function specAndLean(path: string, ready: () => Promise<unknown>): Promise<{ spec: string; lean: string }> {
  scenarioStore.set([SPEC_SHAPES_STATE]);
  await renderApp(path);
  await ready();
  const spec = screen.getByRole('main').textContent ?? '';
  cleanup();
  scenarioStore.set([LEAN_SHAPES_STATE]);
  await renderApp(path);
  await ready();
  const lean = document.body.textContent ?? '';
  expect(lean).not.toMatch(JUNK);
  return { spec, lean: screen.getByRole('main').textContent ?? '' };
}

const main = () => within(screen.getByRole('main'));

describe('screens under shapes:lean', { timeout: 40_000 }, () => {
  it('the product listing shows the same products and pages', async () => {
    for (const path of ['/products', '/products?page=2']) {
      const { spec, lean } = await specAndLean(path, () => main().findAllByRole('article'));
      expect(lean).toBe(spec);
      cleanup();
    }
  });

  it('a product page shows the same product, and Anonymous for a review sent without a name', async () => {
    // Reviews with even ids come without author_name under shapes:lean.
    const product = db.products
      .all()
      .find(
        (p) => db.reviews.where((r) => r.product_id === p.id && r.id % 2 === 0 && Boolean(r.author_name)).length > 0,
      )!;
    const named = db.reviews.where((r) => r.product_id === product.id && r.id % 2 === 0 && Boolean(r.author_name))[0]!;
    const { spec, lean } = await specAndLean(`/product/${product.id}`, () =>
      main().findByRole('heading', { level: 1, name: product.name }),
    );
    expect(spec).toContain(named.author_name!);
    expect(lean).toContain('Anonymous');
    // The same page once the names the lean host leaves out (even review ids) are taken away.
    const leftOut = db.reviews.where((r) => r.product_id === product.id && r.id % 2 === 0 && Boolean(r.author_name));
    const specWithout = leftOut.reduce((text, r) => text.replaceAll(r.author_name!, ''), spec);
    expect(lean.replace(/Anonymous/g, '')).toBe(specWithout.replace(/Anonymous/g, ''));
  });

  it('the shopper’s orders show the same orders, dates and totals', async () => {
    await signInAs('customer');
    const { spec, lean } = await specAndLean('/orders', () => main().findByRole('list', { name: 'Orders' }));
    expect(lean).toBe(spec);
  });

  it('the admin orders list shows the same orders, totals and pages', async () => {
    await signInAs('admin');
    const { spec, lean } = await specAndLean('/admin/orders', () =>
      waitFor(() => expect(main().getAllByRole('row').length).toBeGreaterThan(2)),
    );
    expect(lean).toBe(spec);
  });

  it('the homepage slides screen shows the same slides, active and inactive', async () => {
    await signInAs('admin');
    const { spec, lean } = await specAndLean('/admin/carousels', async () => {
      await main().findByRole('list', { name: 'Active slides' });
      await main().findByRole('list', { name: 'Inactive slides' });
    });
    expect(lean).toBe(spec);
  });

  it('the dashboard shows the same figures and dates', async () => {
    await signInAs('admin');
    const { spec, lean } = await specAndLean('/admin', () => main().findByRole('region', { name: 'In this range' }));
    expect(lean).toBe(spec);
  });

  it('a customer’s detail shows the same figures and dates', async () => {
    await signInAs('admin');
    const customer = db.users.find((u) => u.email === 'customer@example.com')!;
    const { spec, lean } = await specAndLean(`/admin/users?user=${customer.id}`, () =>
      screen.findByRole('heading', { name: 'customer@example.com' }),
    );
    expect(lean).toBe(spec);
  });
});
