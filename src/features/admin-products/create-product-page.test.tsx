import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { limits } from '@/api/limits.gen';
import { takeContractProblems, withApp } from '@/testing/mock-backend';
import { currentUrl, renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/session';
import { db } from '@mocks/db';
import { server } from '@mocks/node';

withApp();

const main = () => within(screen.getByRole('main'));
const form = async () => within(await screen.findByRole('form', { name: 'Add product' }));

/** Records the POST /products requests: content type and body as the server gets them. */
function createRequests() {
  const seen: Array<{ contentType: string; body: unknown }> = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/api/products')) return;
    const contentType = request.headers.get('content-type') ?? '';
    const clone = request.clone();
    seen.push({ contentType, body: contentType.includes('json') ? await clone.json() : null });
  });
  return seen;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, name = 'Cocoa Butter Glow Lotion') {
  const f = await form();
  await user.type(f.getByRole('textbox', { name: 'Name (required)' }), name);
  await user.type(f.getByRole('spinbutton', { name: 'Price (₦) (required)' }), '4500.50');
  await user.type(f.getByRole('combobox', { name: 'Category (required)' }), 'Body Lotion');
  await user.selectOptions(f.getByRole('combobox', { name: 'Subcategory (required)' }), 'Skin Whitening Lotion');
}

describe('create product', { timeout: 30_000 }, () => {
  it("lists the missing fields on the client: 'Missing required fields: …'", async () => {
    await signInAs('admin');
    const requests = createRequests();
    const user = userEvent.setup({ delay: null });
    await renderApp('/admin/create');
    const f = await form();
    await user.type(f.getByRole('textbox', { name: 'Name (required)' }), '   ');
    await user.type(f.getByRole('combobox', { name: 'Category (required)' }), 'Sun Care');
    await user.click(f.getByRole('button', { name: 'Create product' }));
    expect((await f.findByRole('alert')).textContent).toBe('Missing required fields: name, price, subcategory');
    expect(f.getByRole('textbox', { name: 'Name (required)' }).getAttribute('aria-invalid')).toBe('true');
    expect(f.getByRole('combobox', { name: 'Category (required)' }).getAttribute('aria-invalid')).toBe('false');
    expect(requests).toHaveLength(0);
  });

  it("holds each field to the contract's limit: one character past it is said on the field and nothing is sent", async () => {
    await signInAs('admin');
    const requests = createRequests();
    const user = userEvent.setup({ delay: null });
    await renderApp('/admin/create');
    await fillRequired(user);
    const f = await form();
    const description = f.getByRole('textbox', { name: 'Description' });
    await user.click(description);
    await user.paste('d'.repeat(limits.createProduct.description.maxLength));
    await user.type(description, 'e');
    const price = f.getByRole('spinbutton', { name: 'Price (₦) (required)' });
    await user.clear(price);
    await user.type(price, String(limits.createProduct.price.maximum + 1));
    await user.click(f.getByRole('button', { name: 'Create product' }));
    expect((await f.findByRole('alert')).textContent).toBe('Some fields are over their limit: price, description');
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(f.getByText('Must be 5,000 characters or fewer.')).toBeTruthy();
    expect(f.getByText('Must be at most 100,000,000.')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('offers the known subcategories as a select, and free text for another category', async () => {
    await signInAs('admin');
    const user = userEvent.setup({ delay: null });
    await renderApp('/admin/create');
    const f = await form();
    await user.type(f.getByRole('combobox', { name: 'Category (required)' }), 'Make-up');
    const select = f.getByRole('combobox', { name: 'Subcategory (required)' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a subcategory', 'Loose Powder', 'Compact Powder', 'Foundation']);
    await user.clear(f.getByRole('combobox', { name: 'Category (required)' }));
    await user.type(f.getByRole('combobox', { name: 'Category (required)' }), 'Sun Care');
    expect(f.getByRole('textbox', { name: 'Subcategory (required)' })).toBeTruthy();
    expect(f.getByText('Saved as “sun-care”.')).toBeTruthy();
  });

  it('sends JSON with slugs and image URLs when no file is chosen, then opens the new product', async () => {
    await signInAs('admin');
    const requests = createRequests();
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/admin/create');
    await fillRequired(user);
    const f = await form();
    await user.type(
      f.getByRole('textbox', { name: 'Image URLs' }),
      '/images/placeholder.svg, https://example.com/a.jpg',
    );
    await user.click(f.getByRole('button', { name: 'Create product' }));

    expect(await main().findByRole('heading', { name: 'Cocoa Butter Glow Lotion', level: 1 })).toBeTruthy();
    const created = db.products.where((p) => p.name === 'Cocoa Butter Glow Lotion')[0];
    expect(currentUrl(router)).toBe(`/admin/product/${created!.id}`);
    expect(requests).toEqual([
      {
        contentType: 'application/json',
        body: {
          name: 'Cocoa Butter Glow Lotion',
          price: 4500.5,
          category: 'body-lotion',
          subcategory: 'skin-whitening-lotion',
          description: null,
          images: ['/images/placeholder.svg', 'https://example.com/a.jpg'],
        },
      },
    ]);
    expect(created!.images).toEqual(['/images/placeholder.svg', 'https://example.com/a.jpg']);
  });

  it.each([
    ['{ product: { id } }', (id: number) => ({ product: { id } })],
    ['the product itself', (id: number) => ({ id, name: 'Cocoa Butter Glow Lotion' })],
  ])('opens the new product when the host answers %s (spec: product {id})', async (_, body) => {
    await signInAs('admin');
    const id = db.products.all().reduce((most, p) => Math.max(most, p.id), 0);
    server.use(http.post('*/api/products', () => HttpResponse.json(body(id))));
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/admin/create');
    await fillRequired(user);
    await user.click((await form()).getByRole('button', { name: 'Create product' }));
    await screen.findByText('Product created.');
    await expect.poll(() => currentUrl(router)).toBe(`/admin/product/${id}`);
  });

  it('goes to the products list when the answer names no id (a host outside the spec)', async () => {
    await signInAs('admin');
    server.use(http.post('*/api/products', () => HttpResponse.json({ message: 'OK' })));
    const user = userEvent.setup({ delay: null });
    const { router } = await renderApp('/admin/create');
    await fillRequired(user);
    await user.click((await form()).getByRole('button', { name: 'Create product' }));
    await screen.findByText('Product created.');
    await expect.poll(() => currentUrl(router)).toBe('/admin/products');
    expect(screen.queryByText('Invalid product URL')).toBeNull();
    expect(await takeContractProblems()).toEqual([
      'POST /api/products → 200: body does not match the schema: Invalid request: product is required; id is required; body must match a schema in anyOf.',
    ]);
  });

  it('sends multipart when a file is chosen, and keeps every field and file when the server refuses', async () => {
    await signInAs('admin');
    const requests = createRequests();
    server.use(
      http.post('*/api/products', () =>
        HttpResponse.json(
          {
            error: 'cloudinary_not_configured',
            message: 'Cloudinary is not configured on the server. File uploads will fail.',
          },
          { status: 503 },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await renderApp('/admin/create');
    await fillRequired(user);
    const f = await form();
    await user.upload(
      f.getByLabelText('Image files'),
      new File([new Uint8Array([137, 80, 78, 71])], 'jar.png', { type: 'image/png' }),
    );
    await user.click(f.getByRole('button', { name: 'Create product' }));

    expect((await f.findByRole('alert')).textContent).toBe(
      'Cloudinary is not configured on the server. File uploads will fail.',
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect((f.getByRole('textbox', { name: 'Name (required)' }) as HTMLInputElement).value).toBe(
      'Cocoa Butter Glow Lotion',
    );
    expect((f.getByRole('spinbutton', { name: 'Price (₦) (required)' }) as HTMLInputElement).value).toBe('4500.50');
    expect((f.getByRole('combobox', { name: 'Subcategory (required)' }) as HTMLSelectElement).value).toBe(
      'skin-whitening-lotion',
    );
    expect(within(f.getByRole('list', { name: 'Chosen files' })).getByText('jar.png')).toBeTruthy();
    expect(f.getByRole('button', { name: 'Create product' })).toBeTruthy();
  });

  it.each([
    [
      { error: 'invalid_payload', message: 'Missing required: subcategory', fields: { subcategory: 'is required' } },
      400,
      'Missing required: subcategory',
    ],
    [
      { error: 'invalid_price', message: 'Price must be a number.', fields: { price: 'Price must be a number.' } },
      400,
      'Price must be a number.',
    ],
    [
      { error: 'invalid_images', message: 'Images must be an array of URLs (strings).' },
      400,
      'Images must be an array of URLs (strings).',
    ],
    [
      { error: 'upload_failed', message: 'The image host did not accept the file.' },
      502,
      'Image upload failed: The image host did not accept the file.',
    ],
  ])('shows the server error %j as the spec words it', async (body, status, message) => {
    await signInAs('admin');
    server.use(http.post('*/api/products', () => HttpResponse.json(body, { status })));
    const user = userEvent.setup({ delay: null });
    await renderApp('/admin/create');
    await fillRequired(user);
    const f = await form();
    await user.click(f.getByRole('button', { name: 'Create product' }));
    expect((await f.findByRole('alert')).textContent).toBe(message);
    expect((f.getByRole('textbox', { name: 'Name (required)' }) as HTMLInputElement).value).toBe(
      'Cocoa Butter Glow Lotion',
    );
  });

  it('shows the real server answer to a price that is not a number', async () => {
    await signInAs('admin');
    const user = userEvent.setup({ delay: null });
    await renderApp('/admin/create');
    await fillRequired(user);
    const f = await form();
    const price = f.getByRole('spinbutton', { name: 'Price (₦) (required)' });
    await user.clear(price);
    await user.type(price, '1e3');
    await user.click(f.getByRole('button', { name: 'Create product' }));
    expect((await f.findByRole('alert')).textContent).toBe('Price must be a number.');
    expect(price.getAttribute('aria-invalid')).toBe('true');
  });
});
