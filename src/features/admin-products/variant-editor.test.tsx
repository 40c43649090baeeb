import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { recordCalls, withApp } from '@/testing/mock-backend';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/session';
import { db } from '@mocks/db';
import type { ProductRow } from '@mocks/db/schema';
import { server } from '@mocks/node';

withApp();

const main = () => within(screen.getByRole('main'));
const SHADES = [
  { id: 9101, kind: 'shade', label: '01 Ivory', swatch: '#F3D9C4', price: null, stock: 8, on_sale: true, image: null },
  {
    id: 9102,
    kind: 'shade',
    label: '04 Caramel',
    swatch: '#A86B45',
    price: 6500,
    stock: 2,
    on_sale: true,
    image: null,
  },
  {
    id: 9103,
    kind: 'shade',
    label: '08 Espresso',
    swatch: '#4A2C1D',
    price: null,
    stock: 0,
    on_sale: true,
    image: null,
  },
] as const;

/** A seeded product, given the shades above (or none, with its own stock). */
async function product(stock: Partial<Pick<ProductRow, 'variants' | 'stock'>>): Promise<ProductRow> {
  const row = db.products.where(() => true)[0]!;
  await db.products.update(row.id, (p) => {
    p.variants = stock.variants?.map((v) => ({ ...v }));
    p.stock = stock.stock;
  });
  return db.products.get(row.id)!;
}

async function openEditor(row: ProductRow, scenarios?: string[]) {
  await signInAs('admin');
  const user = userEvent.setup({ delay: null });
  await renderApp(`/admin/product/${row.id}`, scenarios ? { scenarios } : {});
  await main().findByRole('heading', { name: row.name, level: 1 });
  await user.click(main().getByRole('button', { name: 'Edit' }));
  return { user, form: within(main().getByRole('form', { name: 'Edit product' })) };
}

const variantRows = (form: ReturnType<typeof within>) =>
  within(form.getByRole('list', { name: 'Variants' }))
    .getAllByRole('listitem')
    .map((item) => (within(item).getByRole('textbox', { name: 'Label' }) as HTMLInputElement).value);

describe('the variant editor', { timeout: 30_000 }, () => {
  it('edits, reorders by keyboard, takes off sale, adds and removes shades, and sends the whole list in order', async () => {
    const row = await product({ variants: [...SHADES] });
    const { user, form } = await openEditor(row);
    expect(variantRows(form)).toEqual(['01 Ivory', '04 Caramel', '08 Espresso']);

    // Move 08 Espresso up with the keyboard: the focus stays with it, and the move is said.
    form.getByRole('button', { name: 'Move 08 Espresso up' }).focus();
    await user.keyboard('{Enter}');
    expect(variantRows(form)).toEqual(['01 Ivory', '08 Espresso', '04 Caramel']);
    await waitFor(() => expect(document.activeElement).toBe(form.getByRole('button', { name: 'Move 08 Espresso up' })));
    await user.keyboard('{Enter}');
    expect(variantRows(form)).toEqual(['08 Espresso', '01 Ivory', '04 Caramel']);
    // At the top its Move up is off: the focus is on its Move down.
    expect(form.getByRole('button', { name: 'Move 08 Espresso up' })).toHaveProperty('disabled', true);
    await waitFor(() =>
      expect(document.activeElement).toBe(form.getByRole('button', { name: 'Move 08 Espresso down' })),
    );
    expect(form.getByRole('status').textContent).toBe('08 Espresso moved to 1 of 3.');

    // Restock 08 Espresso, take 01 Ivory off sale, remove 04 Caramel, add 12 Cocoa.
    const rows = () => within(form.getByRole('list', { name: 'Variants' })).getAllByRole('listitem');
    const stock = within(rows()[0]!).getByRole('textbox', { name: 'Stock' });
    await user.clear(stock);
    await user.type(stock, '24');
    await user.click(within(rows()[1]!).getByRole('checkbox', { name: 'On sale' }));
    await user.click(form.getByRole('button', { name: 'Remove 04 Caramel' }));
    expect(form.getByRole('status').textContent).toBe('04 Caramel removed.');
    await user.click(form.getByRole('button', { name: 'Add a variant' }));
    const added = rows()[2]!;
    expect(document.activeElement).toBe(within(added).getByRole('textbox', { name: 'Label' }));
    await user.type(within(added).getByRole('textbox', { name: 'Label' }), '12 Cocoa');
    await user.type(within(added).getByRole('textbox', { name: 'Swatch' }), '#6B4330');
    await user.clear(within(added).getByRole('textbox', { name: 'Stock' }));
    await user.type(within(added).getByRole('textbox', { name: 'Stock' }), '5');

    const patches = recordCalls('PATCH', /\/products\/\d+$/);
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(main().queryByRole('form', { name: 'Edit product' })).toBeNull());
    patches.stop();
    expect(patches.calls[0]!.body).toMatchObject({
      variants: [
        { id: 9103, kind: 'shade', label: '08 Espresso', swatch: '#4A2C1D', price: null, stock: 24, on_sale: true },
        { id: 9101, kind: 'shade', label: '01 Ivory', stock: 8, on_sale: false },
        { kind: 'shade', label: '12 Cocoa', swatch: '#6B4330', price: null, stock: 5, on_sale: true },
      ],
    });
    expect((patches.calls[0]!.body as { variants: object[] }).variants[2]).not.toHaveProperty('id');

    // The host kept them: the details list them in the new order.
    const saved = within(main().getByRole('list', { name: 'Variants' }));
    expect(saved.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '08 Espresso24 left',
      '01 Ivory8 leftOff sale',
      '12 Cocoa5 left',
    ]);
  });

  it('checks every variant before sending: a label, a unique one, a swatch for a shade, a price and a whole stock', async () => {
    const row = await product({ variants: [...SHADES] });
    const { user, form } = await openEditor(row);
    const rows = () => within(form.getByRole('list', { name: 'Variants' })).getAllByRole('listitem');
    await user.clear(within(rows()[0]!).getByRole('textbox', { name: 'Label' }));
    await user.clear(within(rows()[1]!).getByRole('textbox', { name: 'Swatch' }));
    await user.type(within(rows()[1]!).getByRole('textbox', { name: 'Swatch' }), 'caramel');
    await user.type(within(rows()[1]!).getByRole('textbox', { name: 'Price (₦)' }), '0');
    await user.clear(within(rows()[1]!).getByRole('textbox', { name: 'Price (₦)' }));
    await user.type(within(rows()[1]!).getByRole('textbox', { name: 'Price (₦)' }), 'six');
    await user.clear(within(rows()[2]!).getByRole('textbox', { name: 'Label' }));
    await user.type(within(rows()[2]!).getByRole('textbox', { name: 'Label' }), '04 CARAMEL');
    await user.clear(within(rows()[2]!).getByRole('textbox', { name: 'Stock' }));
    await user.type(within(rows()[2]!).getByRole('textbox', { name: 'Stock' }), '2.5');

    const patches = recordCalls('PATCH', /\/products\/\d+$/);
    await user.click(form.getByRole('button', { name: 'Save' }));
    const alert = await form.findByRole('alert');
    expect(alert.textContent).toBe('Some variants need fixing: variant 1, 04 Caramel, 04 CARAMEL');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    const message = (index: number, name: string) => {
      const input = within(rows()[index]!).getByRole('textbox', { name });
      expect(input.getAttribute('aria-invalid')).toBe('true');
      return document.getElementById(input.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent;
    };
    expect(message(0, 'Label')).toBe('Required.');
    expect(message(1, 'Swatch')).toBe('Must be a colour written like #A86B45.');
    expect(message(1, 'Price (₦)')).toBe('Price must be a number.');
    expect(message(2, 'Label')).toBe('Each label must be different.');
    expect(message(2, 'Stock')).toBe('Must be a whole number.');
    // Nothing was sent; a field's message goes once it is changed.
    patches.stop();
    expect(patches.calls).toHaveLength(0);
    await user.type(within(rows()[0]!).getByRole('textbox', { name: 'Label' }), '01 Porcelain');
    expect(within(rows()[0]!).getByRole('textbox', { name: 'Label' }).getAttribute('aria-invalid')).toBe('false');
  });

  it("puts a 400 invalid_variants answer's fields on the fields it names", async () => {
    const row = await product({ variants: [...SHADES] });
    server.use(
      http.patch('*/api/products/:id', () =>
        HttpResponse.json(
          {
            error: 'invalid_variants',
            message: 'Some variants are not valid.',
            fields: {
              'variants.2.label': 'Labels must be unique.',
              'variants.0.id': 'Not one of this product’s variants.',
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user, form } = await openEditor(row);
    await user.click(form.getByRole('button', { name: 'Save' }));
    const alert = await form.findByRole('alert');
    expect(alert.textContent).toBe('Some variants are not valid. 01 Ivory: Not one of this product’s variants.');
    const label = within(within(form.getByRole('list', { name: 'Variants' })).getAllByRole('listitem')[2]!).getByRole(
      'textbox',
      { name: 'Label' },
    );
    expect(label.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(label.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Labels must be unique.',
    );
  });

  it("sets a product's own stock when it has no variants; blank stops counting; a fraction is refused", async () => {
    const row = await product({ variants: [], stock: 4 });
    const { user, form } = await openEditor(row);
    const stock = form.getByRole('textbox', { name: 'Stock' });
    expect((stock as HTMLInputElement).value).toBe('4');
    await user.clear(stock);
    await user.type(stock, '1.5');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect((await form.findByRole('alert')).textContent).toBe('Stock: Must be a whole number.');

    await user.clear(stock);
    await user.type(stock, '40');
    const patches = recordCalls('PATCH', /\/products\/\d+$/);
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(main().queryByRole('form', { name: 'Edit product' })).toBeNull());
    patches.stop();
    expect(patches.calls[0]!.body).toMatchObject({ variants: [], stock: 40 });
    expect(db.products.get(row.id)!.stock).toBe(40);
    const details = within(main().getByRole('region', { name: 'Details' }));
    expect(details.getByText('Stock', { selector: 'dt' }).nextElementSibling?.textContent).toBe('40 in stock');
  });

  it.each([['shapes:spec'], ['shapes:lean']])(
    'offers no stock nor variants on a host without them (%s), and sends none',
    async (scenario) => {
      const row = await product({ variants: [...SHADES] });
      const { user, form } = await openEditor(row, [scenario]);
      expect(form.queryByRole('group', { name: 'Stock and variants' })).toBeNull();
      expect(form.queryByRole('button', { name: 'Add a variant' })).toBeNull();
      expect(main().queryByText('Stock', { selector: 'dt' })).toBeNull();
      const patches = recordCalls('PATCH', /\/products\/\d+$/);
      await user.click(form.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(main().queryByRole('form', { name: 'Edit product' })).toBeNull());
      patches.stop();
      expect(patches.calls[0]!.body).not.toHaveProperty('variants');
      expect(patches.calls[0]!.body).not.toHaveProperty('stock');
    },
  );
});
