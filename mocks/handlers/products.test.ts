import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { uploadSettings } from '../services/uploads';
import { call, signIn, withMockBackend } from '@/testing/mock-backend';

withMockBackend();

const json = async (r: Response) => (await r.json()) as Record<string, any>;
const admin = () => signIn('admin@example.com').then((s) => s.access_token);

describe('listing products', () => {
  it('pages with the documented shape and default size 20', async () => {
    const body = await json(await call('/products'));
    expect(body.items).toHaveLength(20);
    expect(body.pagination).toEqual({
      page: 1,
      per_page: 20,
      total: db.products.count(),
      total_pages: Math.ceil(db.products.count() / 20),
    });
  });

  it('searches name and description, every word must match', async () => {
    const body = await json(await call('/products?q=KOJIC%20lotion&per_page=100'));
    expect(body.items.length).toBeGreaterThan(0);
    for (const p of body.items)
      expect(`${p.name} ${p.description} ${p.brand} ${p.subcategory}`.toLowerCase()).toMatch(/kojic[\s\S]*|lotion/);
    for (const p of body.items) {
      const text = `${p.name} ${p.description} ${p.brand} ${p.subcategory}`.toLowerCase();
      expect(text).toContain('kojic');
      expect(text).toContain('lotion');
    }
  });

  it('filters by category, subcategory, brand and price', async () => {
    const byCategory = await json(await call('/products?category=make-up&per_page=100'));
    expect(byCategory.items.length).toBe(db.products.where((p) => p.category === 'make-up').length);
    const bySub = await json(await call('/products?subcategory=foundation&per_page=100'));
    expect(bySub.items.every((p: any) => p.subcategory === 'foundation')).toBe(true);
    const byBrand = await json(await call('/products?brand=bs%20glow&per_page=100'));
    expect(byBrand.items.length).toBeGreaterThan(0);
    expect(byBrand.items.every((p: any) => p.brand === 'BS Glow')).toBe(true);
    const byPrice = await json(await call('/products?min_price=5000&max_price=8000&per_page=100'));
    expect(byPrice.items.every((p: any) => p.price >= 5000 && p.price <= 8000)).toBe(true);
  });

  it('filters by rating, with or without unrated products', async () => {
    const unrated = db.products.where((p) => p.review_count === 0).length;
    expect(unrated).toBeGreaterThan(0);
    const rated = await json(await call('/products?rating_min=4&per_page=100'));
    expect(rated.items.every((p: any) => p.avg_rating !== null && p.avg_rating >= 4)).toBe(true);
    const withUnrated = await json(await call('/products?rating_min=4&include_unrated=true&per_page=100'));
    expect(withUnrated.pagination.total).toBe(rated.pagination.total + unrated);
  });

  it('sorts over the whole set before paging', async () => {
    const all = db.products
      .all()
      .map((p) => p.price)
      .sort((a, b) => b - a);
    const page2 = await json(await call('/products?sort=price&order=desc&page=2&per_page=10'));
    expect(page2.items.map((p: any) => p.price)).toEqual(all.slice(10, 20));
    const asc = await json(await call('/products?sort=name&order=asc&per_page=100'));
    const names = asc.items.map((p: any) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
  });

  it.each([
    'page=0',
    'per_page=101',
    'per_page=0',
    'sort=colour',
    'order=sideways',
    'rating_min=6',
    'category=Body%20Lotion',
  ])('answers 400 invalid_payload to %s', async (query) => {
    const res = await call(`/products?${query}`);
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe('invalid_payload');
  });
});

describe('product detail and reviews', () => {
  it('includes a page of reviews on request, newest first', async () => {
    const product = db.products.find((p) => p.review_count >= 6)!;
    const body = await json(
      await call(`/products/${product.id}?include_reviews=true&reviews_per_page=5&reviews_page=2`),
    );
    expect(body.reviews_pagination).toEqual({
      page: 2,
      per_page: 5,
      total: product.review_count,
      total_pages: Math.ceil(product.review_count / 5),
    });
    const first = await json(await call(`/products/${product.id}?include_reviews=true&reviews_per_page=5`));
    expect(first.reviews[0].created_at >= first.reviews[4].created_at).toBe(true);
  });

  it('answers 404 for a missing product and for a malformed id', async () => {
    expect((await call('/products/999999')).status).toBe(404);
    expect((await call('/products/abc')).status).toBe(404);
    expect((await call('/products/-3')).status).toBe(404);
  });

  it('adds a review and updates the rating, for signed-in shoppers only', async () => {
    const product = db.products.find((p) => p.review_count === 0)!;
    expect((await call(`/products/${product.id}/reviews`, { method: 'POST', json: { rating: 5 } })).status).toBe(401);
    const { access_token } = await signIn('customer@example.com');
    const res = await call(`/products/${product.id}/reviews`, {
      method: 'POST',
      token: access_token,
      json: { rating: 4, title: '<b>Nice</b>', body: 'Works well.' },
    });
    expect(res.status).toBe(201);
    expect((await json(res)).title).toBe('<b>Nice</b>');
    const after = await json(await call(`/products/${product.id}`));
    expect(after).toMatchObject({ avg_rating: 4, review_count: 1 });
  });

  it.each([
    [{ rating: 0 }, 'invalid_rating'],
    [{ rating: 4.5 }, 'invalid_rating'],
    [{}, 'invalid_rating'],
    [{ rating: 5, title: 'x'.repeat(256) }, 'title_too_long'],
    [{ rating: 5, author_name: 'y'.repeat(81) }, 'author_name_too_long'],
  ])('rejects a review %j with %s', async (body, error) => {
    const { access_token } = await signIn('customer@example.com');
    const res = await call('/products/1/reviews', { method: 'POST', token: access_token, json: body });
    expect(res.status).toBe(400);
    expect((await json(res)).error).toBe(error);
  });
});

describe('admin product management', () => {
  it('is refused to visitors (401) and customers (403)', async () => {
    expect((await call('/products', { method: 'POST', json: { name: 'x' } })).status).toBe(401);
    const { access_token } = await signIn('customer@example.com');
    expect((await call('/products', { method: 'POST', token: access_token, json: { name: 'x' } })).status).toBe(403);
    expect((await call('/products/1', { method: 'DELETE', token: access_token })).status).toBe(403);
  });

  it('creates a product from JSON with slugified category and subcategory', async () => {
    const res = await call('/products', {
      method: 'POST',
      token: await admin(),
      json: {
        name: '  Cocoa Glow Oil ',
        price: '4500.50',
        category: 'Body Lotion',
        subcategory: 'Skin Toning Lotion!',
        images: ['/images/placeholder.svg'],
      },
    });
    expect(res.status).toBe(201);
    expect(await json(res)).toMatchObject({
      name: 'Cocoa Glow Oil',
      price: 4500.5,
      category: 'body-lotion',
      subcategory: 'skin-toning-lotion',
      avg_rating: null,
      review_count: 0,
      image: '/images/placeholder.svg',
    });
  });

  it.each([
    [{ price: 100, category: 'a' }, 'invalid_payload', 'Missing required: name, subcategory'],
    [{ name: ' ', price: '', category: 'a', subcategory: 'b' }, 'invalid_payload', 'Missing required: name, price'],
    [{ name: 'a', price: 'cheap', category: 'a', subcategory: 'b' }, 'invalid_price', 'Price must be a number.'],
    [
      { name: 'a', price: 1, category: 'a', subcategory: 'b', images: 'x.png' },
      'invalid_images',
      'Images must be an array of URLs (strings).',
    ],
    [
      { name: 'a', price: 1, category: 'a', subcategory: 'b', images: [42] },
      'invalid_images',
      'Images must be an array of URLs (strings).',
    ],
  ])('refuses %j with %s', async (body, error, message) => {
    const res = await call('/products', { method: 'POST', token: await admin(), json: body });
    expect(res.status).toBe(400);
    expect(await json(res)).toMatchObject({ error, message });
  });

  it('creates a product from a multipart form with an uploaded image, served back', async () => {
    const form = new FormData();
    form.set('name', 'Uploaded Cream');
    form.set('price', '3000');
    form.set('category', 'face-cream');
    form.set('subcategory', 'face-smoothening-cream');
    form.set('image_urls', '/images/a.svg, /images/b.svg');
    form.append('images', new File([new Uint8Array([137, 80, 78, 71])], 'My Photo.png', { type: 'image/png' }));
    const res = await call('/products', { method: 'POST', token: await admin(), body: form });
    const body = await json(res);
    expect(res.status).toBe(201);
    expect(body.images.slice(0, 2)).toEqual(['/images/a.svg', '/images/b.svg']);
    expect(body.images[2]).toMatch(/^\/mock-uploads\/[0-9a-f]{16}\/my-photo.png$/);
    const file = await fetch(`http://localhost${body.images[2]}`);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([137, 80, 78, 71]));
  });

  it('answers the upload errors of the contract', async () => {
    const form = () => {
      const f = new FormData();
      for (const [k, v] of Object.entries({ name: 'n', price: '1', category: 'c', subcategory: 's' })) f.set(k, v);
      f.append('images', new File(['x'], 'x.png', { type: 'image/png' }));
      return f;
    };
    uploadSettings.configured = false;
    let res = await call('/products', { method: 'POST', token: await admin(), body: form() });
    expect(res.status).toBe(503);
    expect(await json(res)).toMatchObject({
      error: 'cloudinary_not_configured',
      message: 'Cloudinary is not configured on the server. File uploads will fail.',
    });
    uploadSettings.configured = true;
    uploadSettings.failUploads = true;
    res = await call('/products', { method: 'POST', token: await admin(), body: form() });
    expect(res.status).toBe(502);
    expect((await json(res)).error).toBe('upload_failed');
  });

  it('updates, removes an image, deletes a review and deletes the product', async () => {
    const token = await admin();
    const product = db.products.find((p) => p.review_count >= 2)!;
    let res = await call(`/products/${product.id}`, {
      method: 'PATCH',
      token,
      json: { price: 9999, description: null },
    });
    expect(await json(res)).toMatchObject({ price: 9999, description: null });
    expect((await call(`/products/${product.id}`, { method: 'PATCH', token, json: { price: 'free' } })).status).toBe(
      400,
    );

    res = await call(`/products/${product.id}/images`, { method: 'DELETE', token, json: { url: product.images[1] } });
    expect(res.status).toBe(204);
    expect(db.products.get(product.id)!.images).not.toContain(product.images[1]);
    expect(
      (await call(`/products/${product.id}/images`, { method: 'DELETE', token, json: { url: '/nope.png' } })).status,
    ).toBe(404);

    const review = db.reviews.find((r) => r.product_id === product.id)!;
    const otherProduct = db.products.find((p) => p.id !== product.id)!;
    expect((await call(`/products/${otherProduct.id}/reviews/${review.id}`, { method: 'DELETE', token })).status).toBe(
      404,
    );
    expect((await call(`/products/${product.id}/reviews/${review.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect(db.products.get(product.id)!.review_count).toBe(product.review_count - 1);

    expect((await call(`/products/${product.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect((await call(`/products/${product.id}`)).status).toBe(404);
    expect(db.reviews.where((r) => r.product_id === product.id)).toHaveLength(0);
  });

  it('appends uploaded images by default and replaces them with append_images=false', async () => {
    const token = await admin();
    const product = db.products.get(1)!;
    const upload = (append?: string) => {
      const f = new FormData();
      f.append('images', new File(['x'], 'new.png', { type: 'image/png' }));
      if (append) f.set('append_images', append);
      return call(`/products/${product.id}`, { method: 'PATCH', token, body: f });
    };
    let body = await json(await upload());
    expect(body.images).toHaveLength(product.images.length + 1);
    body = await json(await upload('false'));
    expect(body.images).toHaveLength(1);
  });

  it("adds images by URL (image_urls, this project's extension), after any files, or in place of the current ones", async () => {
    const token = await admin();
    const product = db.products.get(1)!;
    const patch = (fill: (f: FormData) => void) => {
      const f = new FormData();
      fill(f);
      return call(`/products/${product.id}`, { method: 'PATCH', token, body: f });
    };
    const a = 'https://images.example.ng/a.jpg';
    const b = 'https://cdn.other-host.com/b.webp';
    let body = await json(await patch((f) => f.set('image_urls', `${a}, ${b}`)));
    expect(body.images).toEqual([...product.images, a, b]);

    body = await json(
      await patch((f) => {
        f.append('images', new File(['x'], 'file.png', { type: 'image/png' }));
        f.set('image_urls', a);
        f.set('append_images', 'false');
      }),
    );
    const urls = body.images as string[];
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(/^\/mock-uploads\/.+file\.png$/);
    expect(urls[1]).toBe(a);

    const bad = await patch((f) => f.set('image_urls', 'not a url'));
    expect(bad.status).toBe(400);
    expect((await json(bad)).error).toBe('invalid_payload');
  });
});
