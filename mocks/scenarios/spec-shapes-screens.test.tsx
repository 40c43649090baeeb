/**
 * The app's screens under `shapes:spec`: each page draws the same text as on the mock's own
 * answers (less what only an extension carries), so no screen sees an alternative name.
 */
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { withMockBackend } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';
import { extensionsOf } from '@mocks/contract/extensions';
import { db } from '@mocks/db';
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

/** The page's main text once `ready` holds, drawn on the mock's own answers and then under shapes:spec. */
async function bothWays(path: string, ready: () => Promise<unknown>): Promise<{ own: string; spec: string }> {
  await renderApp(path);
  await ready();
  const own = screen.getByRole('main').textContent ?? '';
  cleanup();
  scenarioStore.set([SPEC_SHAPES_STATE]);
  await renderApp(path);
  await ready();
  const spec = screen.getByRole('main').textContent ?? '';
  return { own, spec };
}

const main = () => within(screen.getByRole('main'));

describe('screens under shapes:spec', { timeout: 40_000 }, () => {
  it('the product listing shows the same products, less the stock extension’s filter and marks', async () => {
    const names = async () => (await main().findAllByRole('article')).map((card) => card.textContent);
    await renderApp('/products');
    const own = await names();
    expect(screen.getByRole('main').textContent).toContain('In stock only');
    cleanup();
    scenarioStore.set([SPEC_SHAPES_STATE]);
    await renderApp('/products');
    const spec = await names();
    expect(spec).toEqual(own.map((text) => text!.replace('Out of stock', '')));
    expect(screen.getByRole('main').textContent).not.toMatch(/In stock only|Out of stock/);
  });

  it('a product page shows the same product, less what its extensions carry', async () => {
    const product = db.products.all().find((p) => p.id % 2 === 0 && p.brand && p.review_count > 0)!;
    const ready = () => main().findByRole('heading', { level: 1, name: product.name });
    const { own, spec } = await bothWays(`/product/${product.id}`, ready);
    expect(own).toContain(product.brand);
    expect(spec).not.toContain(product.brand);
    // The mock's own answer with every extension (x-extension: true) emptied draws the page shapes:spec draws.
    cleanup();
    scenarioStore.clear();
    await db.products.update(product.id, (row) => {
      const fields = row as Record<string, unknown>;
      for (const key of extensionsOf('Product')) fields[key] = Array.isArray(fields[key]) ? [] : null;
    });
    await renderApp(`/product/${product.id}`);
    await ready();
    expect(spec).toBe(screen.getByRole('main').textContent);
  });

  it('the shopper’s orders show the same orders and totals', async () => {
    await signInAs('customer');
    const { own, spec } = await bothWays('/orders', () => main().findByRole('list', { name: 'Orders' }));
    expect(spec).toBe(own);
  });

  it('the admin orders list shows the same orders, totals and pages', async () => {
    await signInAs('admin');
    const { own, spec } = await bothWays('/admin/orders', () =>
      waitFor(() => expect(main().getAllByRole('row').length).toBeGreaterThan(2)),
    );
    expect(spec).toBe(own);
  });

  it('the homepage slides screen shows the same slides', async () => {
    await signInAs('admin');
    // Both lists: the seed keeps two slides inactive, listed once their own call answers.
    const { own, spec } = await bothWays('/admin/carousels', async () => {
      await main().findByRole('list', { name: 'Active slides' });
      await main().findByRole('list', { name: 'Inactive slides' });
    });
    expect(own).toContain('Harmattan Rescue Kit');
    expect(spec).toBe(own);
  });

  it('the dashboard shows the same figures, without the trend', async () => {
    await signInAs('admin');
    const { own, spec } = await bothWays('/admin', () => main().findByRole('region', { name: 'In this range' }));
    expect(own).toContain('vs previous 30 days');
    expect(spec).not.toContain('vs previous');
    expect(spec).toContain('Paid per day, last 30 days');
    for (const part of ['All time', 'Top products by revenue', 'Recent orders', 'Recent users'])
      expect(spec).toContain(part);
  });
});
