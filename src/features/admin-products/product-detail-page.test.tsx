import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { limits } from '@/api/limits.gen';
import { takeContractProblems, withApp } from '@/testing/mock-backend';
import { currentUrl, renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/session';
import { formatNaira } from '@/lib/money';
import { db } from '@mocks/db';
import type { ProductRow } from '@mocks/db/schema';
import { server } from '@mocks/node';

withApp();

const main = () => within(screen.getByRole('main'));
const dialog = async () => within(await screen.findByRole('alertdialog'));

/** A seeded product with several images and more than `reviews` reviews. */
function seeded(reviews = 1): ProductRow {
  const product = db.products.where(
    (p) => p.images.length > 1 && db.reviews.where((r) => r.product_id === p.id).length > reviews,
  )[0];
  if (!product) throw new Error('the seed has no such product');
  return product;
}

async function openDetail(product: ProductRow, path = `/admin/product/${product.id}`) {
  await signInAs('admin');
  const view = await renderApp(path);
  await main().findByRole('heading', { name: product.name, level: 1 });
  return view;
}

describe('admin product detail', { timeout: 30_000 }, () => {
  it('shows the gallery with thumbnails, the details, reviews and related products', async () => {
    const product = seeded();
    const user = userEvent.setup({ delay: null });
    await openDetail(product);
    expect(main().getByText(formatNaira(product.price))).toBeTruthy();
    expect(main().getByText(`Image 1 of ${product.images.length}`)).toBeTruthy();
    await user.click(main().getByRole('button', { name: `Show image 2 of ${product.images.length}` }));
    expect(main().getByText(`Image 2 of ${product.images.length}`)).toBeTruthy();
    expect(
      main()
        .getByRole('button', { name: `Show image 2 of ${product.images.length}` })
        .getAttribute('aria-pressed'),
    ).toBe('true');

    const related = within(await main().findByRole('list', { name: 'Related products' }));
    const links = related.getAllByRole('link');
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThanOrEqual(6);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/admin\/products\/\d+$/);
    expect(links.some((l) => l.getAttribute('href') === `/admin/products/${product.id}`)).toBe(false);
  });

  it('shows the same detail at /admin/products/{id}, where related products lead', async () => {
    const product = seeded();
    await openDetail(product, `/admin/products/${product.id}`);
    expect(main().getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it("says 'Product not found' for an unknown id", async () => {
    await signInAs('admin');
    await renderApp('/admin/product/999999');
    expect(await main().findByRole('heading', { name: 'Product not found' })).toBeTruthy();
  });

  it('edits the price in edit mode and goes back to view mode', async () => {
    const product = seeded();
    const user = userEvent.setup({ delay: null });
    await openDetail(product);
    await user.click(main().getByRole('button', { name: 'Edit' }));
    const form = within(main().getByRole('form', { name: 'Edit product' }));
    expect((form.getByRole('textbox', { name: 'Name (required)' }) as HTMLInputElement).value).toBe(product.name);
    const price = form.getByRole('spinbutton', { name: 'Price (₦) (required)' });
    await user.clear(price);
    await user.type(price, '12345');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await main().findByText(formatNaira(12345))).toBeTruthy();
    expect(main().queryByRole('form', { name: 'Edit product' })).toBeNull();
    expect(db.products.get(product.id)!.price).toBe(12345);
    // The category showed by name and is saved as the same slug.
    expect(db.products.get(product.id)!.category).toBe(product.category);
  });

  it("shows the server's message when an update fails, and keeps the edit", async () => {
    const product = seeded();
    let answer: Response = HttpResponse.json(
      { error: 'invalid_price', message: 'Price must be a number.' },
      { status: 400 },
    );
    server.use(http.patch('*/api/products/:id', () => answer));
    const user = userEvent.setup({ delay: null });
    await openDetail(product);
    await user.click(main().getByRole('button', { name: 'Edit' }));
    const form = within(main().getByRole('form', { name: 'Edit product' }));
    await user.type(form.getByRole('textbox', { name: 'Name (required)' }), ' Plus');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect((await form.findByRole('alert')).textContent).toBe('Price must be a number.');

    // An error code but no message: the spec's "the server message or error".
    answer = HttpResponse.json({ error: 'conflict' } as never, { status: 409 });
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe('conflict'));

    // A proxy's page: no message, no code, so the spec's fallback.
    answer = HttpResponse.html('<html>Bad Gateway</html>', { status: 502 });
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe('Update failed'));
    await takeContractProblems();

    // No answer at all: the server said nothing, so the spec's fallback.
    answer = HttpResponse.error();
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe('Update failed'));
    expect((form.getByRole('textbox', { name: 'Name (required)' }) as HTMLInputElement).value).toBe(
      `${product.name} Plus`,
    );
  });

  it('deletes a review after confirmation', async () => {
    const product = seeded();
    const reviews = db.reviews.where((r) => r.product_id === product.id);
    const user = userEvent.setup({ delay: null });
    await openDetail(product);
    const list = within(main().getByRole('list', { name: 'Reviews' }));
    const before = list.getAllByRole('listitem').length;
    await user.click(list.getAllByRole('button', { name: /^Delete review by/ })[0]!);
    const confirm = await dialog();
    expect(confirm.getByRole('heading', { name: 'Delete this review?' })).toBeTruthy();
    await user.click(confirm.getByRole('button', { name: 'Delete review' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(db.reviews.where((r) => r.product_id === product.id)).toHaveLength(reviews.length - 1);
    expect(await main().findByRole('heading', { name: `Reviews (${reviews.length - 1})` })).toBeTruthy();
    expect(before).toBeGreaterThan(0);
  });

  it('pages reviews and changes the page size', async () => {
    const product = db.products.where((p) => db.reviews.where((r) => r.product_id === p.id).length > 5)[0]!;
    const total = db.reviews.where((r) => r.product_id === product.id).length;
    const user = userEvent.setup({ delay: null });
    await openDetail(product);
    const perPage = main().getByRole('combobox', { name: 'Per page' });
    expect((perPage as HTMLSelectElement).value).toBe('10');
    expect(
      within(perPage)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '20', '50', '100']);
    await user.selectOptions(perPage, '5');
    expect(await main().findByText(`Page 1 of ${Math.ceil(total / 5)}`)).toBeTruthy();
    await waitFor(() =>
      expect(within(main().getByRole('list', { name: 'Reviews' })).getAllByRole('listitem')).toHaveLength(5),
    );
    await user.click(
      within(main().getByRole('navigation', { name: 'Pages of reviews' })).getByRole('button', { name: 'Next' }),
    );
    expect(await main().findByText(`Page 2 of ${Math.ceil(total / 5)}`)).toBeTruthy();
  });

  it('adds image files as multipart with append_images, and keeps them when the upload fails', async () => {
    const product = seeded();
    const sent: Array<{ type: string; append: FormDataEntryValue | null; files: number }> = [];
    server.use(
      http.patch('*/api/products/:id', async ({ request }) => {
        const type = request.headers.get('content-type') ?? '';
        const form = await request.formData();
        sent.push({ type, append: form.get('append_images'), files: form.getAll('images').length });
        return HttpResponse.json(
          { error: 'upload_failed', message: 'The image host did not accept the file.' },
          { status: 502 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    await openDetail(product);
    const form = within(main().getByRole('form', { name: 'Add images' }));
    const append = form.getByRole('checkbox', { name: /^Add after the current images/ });
    expect((append as HTMLInputElement).checked).toBe(true);
    await user.upload(
      form.getByLabelText('Image files'),
      new File([new Uint8Array([137, 80, 78, 71])], 'side.png', { type: 'image/png' }),
    );
    await user.click(append);
    await user.click(form.getByRole('button', { name: 'Add images' }));
    expect((await form.findByRole('alert')).textContent).toBe(
      'Image upload failed: The image host did not accept the file.',
    );
    expect(sent).toEqual([{ type: expect.stringMatching(/^multipart\/form-data/), append: 'false', files: 1 }]);
    expect(within(form.getByRole('list', { name: 'Chosen files' })).getByText('side.png')).toBeTruthy();
  });

  it('adds images by URL from any host: the URLs go to the server as image_urls, nothing is downloaded here', async () => {
    const product = seeded();
    const urls = ['https://images.example.ng/jar-front.jpg', 'https://cdn.no-cors-host.com/jar-side.webp'];
    const downloads = vi.fn();
    server.use(
      http.get('https://images.example.ng/*', downloads),
      http.get('https://cdn.no-cors-host.com/*', downloads),
    );
    const sent: Array<{ urls: FormDataEntryValue | null; append: FormDataEntryValue | null; files: number }> = [];
    const record = ({ request }: { request: Request }) => {
      if (request.method !== 'PATCH') return;
      void request
        .clone()
        .formData()
        .then((form) =>
          sent.push({
            urls: form.get('image_urls'),
            append: form.get('append_images'),
            files: form.getAll('images').length,
          }),
        );
    };
    server.events.on('request:start', record);
    const user = userEvent.setup({ delay: null });
    await openDetail(product);
    const form = within(main().getByRole('form', { name: 'Add images' }));
    await user.type(form.getByRole('textbox', { name: 'Image URLs' }), urls.join('\n'));
    await user.click(form.getByRole('button', { name: 'Add images' }));
    await waitFor(() => expect(db.products.get(product.id)!.images).toEqual([...product.images, ...urls]));
    expect(sent).toEqual([{ urls: urls.join(','), append: 'true', files: 0 }]);
    expect(downloads).not.toHaveBeenCalled();
    await waitFor(() =>
      expect((form.getByRole('textbox', { name: 'Image URLs' }) as HTMLTextAreaElement).value).toBe(''),
    );
    server.events.removeListener('request:start', record);
  });

  it("holds the image links to the contract's limits: one image past the most a request takes is said, and nothing is sent", async () => {
    const product = seeded();
    const patches = vi.fn();
    const record = ({ request }: { request: Request }) => {
      if (request.method === 'PATCH') patches();
    };
    server.events.on('request:start', record);
    const user = userEvent.setup({ delay: null });
    await openDetail(product);
    const form = within(main().getByRole('form', { name: 'Add images' }));
    await user.click(form.getByRole('textbox', { name: 'Image URLs' }));
    await user.paste(
      Array.from(
        { length: limits.updateProduct.images.maxItems + 1 },
        (_, i) => `https://images.example.ng/${i}.jpg`,
      ).join('\n'),
    );
    await user.click(form.getByRole('button', { name: 'Add images' }));
    expect(await form.findByText('No more than 20 images at a time.')).toBeTruthy();
    expect(patches).not.toHaveBeenCalled();
    server.events.removeListener('request:start', record);
  });

  it('falls back to downloading here when the server ignores image_urls, and says so plainly when a host refuses', async () => {
    const product = seeded();
    const ok = 'https://images.example.ng/jar-front.png';
    const refused = 'https://cdn.no-cors-host.com/jar-side.png';
    // A host that follows the spec: image_urls is not read, only files.
    server.use(
      http.patch('*/api/products/:id', async ({ request }) => {
        const form = await request.formData();
        const files = form.getAll('images').filter((f): f is File => typeof f !== 'string');
        await db.products.update(
          product.id,
          (p) => void (p.images = [...p.images, ...files.map((f) => `/mock-uploads/x/${f.name}`)]),
        );
        return HttpResponse.json({
          ...db.products.get(product.id)!,
          image: null,
          hover_image: null,
          avg_rating: null,
        } as never);
      }),
      http.get(
        ok,
        () => new HttpResponse(new Uint8Array([137, 80, 78, 71]), { headers: { 'Content-Type': 'image/png' } }),
      ),
      http.get(refused, () => HttpResponse.error()),
    );
    const user = userEvent.setup({ delay: null });
    await openDetail(product);
    const form = within(main().getByRole('form', { name: 'Add images' }));
    await user.type(form.getByRole('textbox', { name: 'Image URLs' }), `${ok}, ${refused}`);
    await user.click(form.getByRole('button', { name: 'Add images' }));
    const alert = await form.findByRole('alert');
    expect(alert.textContent).toBe(
      `The server did not take the image links, so they were downloaded here instead. ${refused} could not be downloaded here (its host may not allow it). Save that image and add it as a file.`,
    );
    expect(db.products.get(product.id)!.images).toEqual([...product.images, '/mock-uploads/x/jar-front.png']);
    // What was not added stays in the box, to try again.
    expect((form.getByRole('textbox', { name: 'Image URLs' }) as HTMLTextAreaElement).value).toBe(refused);
    await takeContractProblems();
  });

  it('deletes one image after confirmation', async () => {
    const product = seeded();
    const [first, second] = product.images;
    const user = userEvent.setup({ delay: null });
    await openDetail(product);
    await user.click(main().getByRole('button', { name: 'Delete image' }));
    await user.click((await dialog()).getByRole('button', { name: 'Delete image' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(db.products.get(product.id)!.images).not.toContain(first);
    expect(db.products.get(product.id)!.images[0]).toBe(second);
    expect(await main().findByText(`Image 1 of ${product.images.length - 1}`)).toBeTruthy();
  });

  it('deletes the product after confirmation and goes back to the list', async () => {
    const product = seeded();
    const user = userEvent.setup({ delay: null });
    const { router } = await openDetail(product);
    await user.click(main().getByRole('button', { name: 'Delete product' }));
    const confirm = await dialog();
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(db.products.get(product.id)).toBeTruthy();
    await user.click(main().getByRole('button', { name: 'Delete product' }));
    await user.click((await dialog()).getByRole('button', { name: 'Delete product' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/admin/products'));
    expect(await screen.findByText('Product deleted.')).toBeTruthy();
    expect(db.products.get(product.id)).toBeFalsy();
  });
});
