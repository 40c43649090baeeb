/**
 * The catalogue: list/search/filter, detail with review paging, admin create/update/delete,
 * reviews and image removal. Product ratings are kept in step with reviews on every change.
 */
import { HttpResponse } from 'msw';
import { characters } from '../../src/lib/limits';
import { slugify } from '../../src/lib/slug';
import { db } from '../db';
import type { ProductRow } from '../db/schema';
import { currentUser } from '../services/auth';
import { canBuy, isLow } from '../services/stock';
import { clientOf, rateLimits, tooManyRequests, type Counted } from '../services/rate-limits';
import { clock } from '../services/clock';
import { saveUpload, uploadProblem, UPLOAD_URL_PREFIX } from '../services/uploads';
import { fail, formList, http, idParam, isFile, notFound, readBody } from './http';
import { applyStockFields, readStockFields } from './product-stock';
import { boolParam, intParam, numParam, sortRows, strParam } from './query';
import { averageRating, paginate, toProduct, toReview } from './serialize';

export const REVIEW_TITLE_MAX = 255;
export const AUTHOR_NAME_MAX = 80;
const URL_LIKE = /^(https?:\/\/\S+|\/\S*)$/;

type SortKey = 'created_at' | 'price' | 'name' | 'rating' | 'review_count';
const SORT_KEYS: Record<SortKey, (p: ProductRow) => unknown> = {
  created_at: (p) => p.created_at,
  price: (p) => p.price,
  name: (p) => p.name.toLowerCase(),
  rating: (p) => averageRating(p),
  review_count: (p) => p.review_count,
};

function matchesSearch(product: ProductRow, terms: string[]): boolean {
  if (terms.length === 0) return true;
  const haystack =
    `${product.name} ${product.description ?? ''} ${product.brand ?? ''} ${product.subcategory ?? ''}`.toLowerCase();
  return terms.every((term) => haystack.includes(term));
}

function parsePrice(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function commaList(value: unknown): string[] {
  return formList(value)
    .flatMap((v) => (typeof v === 'string' ? v.split(/[\n,]/) : []))
    .map((v) => v.trim())
    .filter(Boolean);
}

/** Stores uploaded files, or stops with the contract's upload error. */
async function storeFiles(files: File[]): Promise<string[]> {
  const problem = uploadProblem(files);
  if (problem) fail(problem.status, problem.error, problem.message);
  const urls: string[] = [];
  for (const file of files) urls.push((await saveUpload(db, file)).url);
  return urls;
}

async function recomputeRating(productId: number): Promise<void> {
  const reviews = db.reviews.where((r) => r.product_id === productId);
  await db.products.update(productId, (p) => {
    p.rating_sum = reviews.reduce((sum, r) => sum + r.rating, 0);
    p.review_count = reviews.length;
  });
}

function forgetUploads(urls: string[]): void {
  for (const url of urls) {
    if (!url.startsWith(UPLOAD_URL_PREFIX)) continue;
    const row = db.uploads.find((u) => u.url === url);
    if (row) db.uploads.remove(row.id);
  }
}

export const productHandlers = [
  http.get('/products', ({ query, response }) => {
    const terms = (strParam(query.get('q')) ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const category = strParam(query.get('category'));
    const subcategory = strParam(query.get('subcategory'));
    const brand = strParam(query.get('brand'))?.toLowerCase() ?? null;
    const min = numParam(query.get('min_price'));
    const max = numParam(query.get('max_price'));
    const ratingMin = numParam(query.get('rating_min'));
    const includeUnrated = boolParam(query.get('include_unrated'), false);
    const sort = (strParam(query.get('sort')) ?? 'created_at') as SortKey;
    const order = (strParam(query.get('order')) ?? 'desc') as 'asc' | 'desc';
    const page = intParam(query.get('page'), 1);
    const perPage = intParam(query.get('per_page'), 20);
    // Variants and stock (decision 0046); a host without them ignores both.
    const inStock = boolParam(query.get('in_stock'), false);
    const lowStock = boolParam(query.get('low_stock'), false);

    const rows = db.products.where((p) => {
      if (inStock && !canBuy(p)) return false;
      if (lowStock && !isLow(p)) return false;
      if (category && p.category !== category) return false;
      if (subcategory && p.subcategory !== subcategory) return false;
      if (brand && p.brand?.toLowerCase() !== brand) return false;
      if (min !== null && p.price < min) return false;
      if (max !== null && p.price > max) return false;
      if (ratingMin !== null) {
        const avg = averageRating(p);
        if (avg === null ? !includeUnrated : avg < ratingMin) return false;
      }
      return matchesSearch(p, terms);
    });
    const sorted = sortRows(rows, SORT_KEYS[sort] ?? SORT_KEYS.created_at, order);
    const paged = paginate(sorted, page, perPage);
    return response(200).json({
      items: paged.items.map(toProduct),
      pagination: { page, per_page: perPage, total: paged.total, total_pages: paged.totalPages },
    });
  }),

  http.get('/products/{id}', ({ params, query, response }) => {
    const product = db.products.get(idParam(params.id)) ?? notFound('Product not found');
    const body = toProduct(product);
    if (boolParam(query.get('include_reviews'), false)) {
      const page = intParam(query.get('reviews_page'), 1);
      const perPage = intParam(query.get('reviews_per_page'), 10);
      const reviews = sortRows(
        db.reviews.where((r) => r.product_id === product.id),
        (r) => r.created_at,
        'desc',
      );
      const paged = paginate(reviews, page, perPage);
      body.reviews = paged.items.map(toReview);
      body.reviews_pagination = { page, per_page: perPage, total: paged.total, total_pages: paged.totalPages };
    }
    return response(200).json(body);
  }),

  http.post('/products', async ({ request, response }) => {
    const { body: raw, contentType } = await readBody(request);
    const body = (raw ?? {}) as Record<string, unknown>;
    const isForm = (contentType ?? '').includes('multipart/form-data');

    const missing = (['name', 'price', 'category', 'subcategory'] as const).filter((field) => {
      const value = body[field];
      return typeof value === 'number' ? false : text(value) === '';
    });
    if (missing.length > 0) {
      return response(400).json({
        error: 'invalid_payload',
        message: `Missing required: ${missing.join(', ')}`,
        fields: Object.fromEntries(missing.map((f) => [f, 'is required'])),
      });
    }
    const price = parsePrice(body.price);
    if (price === null)
      return response(400).json({
        error: 'invalid_price',
        message: 'Price must be a number.',
        fields: { price: 'Price must be a number.' },
      });

    let images: string[];
    if (isForm) {
      const files = formList(body.images).filter(isFile);
      const urls = commaList(body.image_urls);
      if (urls.some((u) => !URL_LIKE.test(u))) {
        return response(400).json({
          error: 'invalid_payload',
          message: 'image_urls must be URLs.',
          fields: { image_urls: 'must be URLs' },
        });
      }
      images = [...urls, ...(await storeFiles(files))];
    } else {
      const value = body.images ?? [];
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string' || !URL_LIKE.test(v.trim()))) {
        return response(400).json({
          error: 'invalid_images',
          message: 'Images must be an array of URLs (strings).',
          fields: { images: 'must be an array of URLs' },
        });
      }
      images = value.map((v: string) => v.trim());
    }

    const stock = readStockFields(db, body, isForm, null);
    const now = new Date(clock.now()).toISOString();
    const name = text(body.name);
    const row: Omit<ProductRow, 'id'> = {
      name,
      category: slugify(text(body.category)),
      subcategory: slugify(text(body.subcategory)) || null,
      brand: null,
      price,
      currency: 'NGN',
      description: text(body.description) || null,
      details: null,
      highlights: [],
      images,
      image_alt: name,
      rating_sum: 0,
      review_count: 0,
      created_at: now,
      updated_at: now,
    };
    applyStockFields(row, stock);
    const product = await db.products.insert(row);
    return response('2XX').json(toProduct(product), { status: 201 });
  }),

  http.patch('/products/{id}', async ({ params, request, response }) => {
    const product = db.products.get(idParam(params.id)) ?? notFound('Product not found');
    const { body: raw, contentType } = await readBody(request);
    const body = (raw ?? {}) as Record<string, unknown>;
    const isForm = (contentType ?? '').includes('multipart/form-data');

    if ('name' in body && text(body.name) === '') {
      return response(400).json({
        error: 'invalid_payload',
        message: 'Missing required: name',
        fields: { name: 'must not be empty' },
      });
    }
    let price: number | null = null;
    if ('price' in body) {
      price = parsePrice(body.price);
      if (price === null)
        return response(400).json({
          error: 'invalid_price',
          message: 'Price must be a number.',
          fields: { price: 'Price must be a number.' },
        });
    }
    if ('category' in body && slugify(text(body.category)) === '') {
      return response(400).json({
        error: 'invalid_payload',
        message: 'Missing required: category',
        fields: { category: 'must not be empty' },
      });
    }
    const files = isForm ? formList(body.images).filter(isFile) : [];
    // image_urls (this project's extension): pictures on any host, added after the files.
    const linked = isForm ? commaList(body.image_urls) : [];
    if (linked.some((u) => !URL_LIKE.test(u))) {
      return response(400).json({
        error: 'invalid_payload',
        message: 'image_urls must be URLs.',
        fields: { image_urls: 'must be URLs' },
      });
    }
    const stock = readStockFields(db, body, isForm, product);
    const uploaded = [...(await storeFiles(files)), ...linked];
    const newImages = uploaded.length > 0;
    const append =
      body.append_images === undefined ? true : body.append_images === true || body.append_images === 'true';
    const highlights =
      'highlights' in body
        ? (Array.isArray(body.highlights) ? body.highlights : String(body.highlights ?? '').split('\n'))
            .map((h) => String(h).trim())
            .filter(Boolean)
        : null;
    const nullable = (key: string) => (text(body[key]) === '' ? null : text(body[key]));
    const replaced = newImages && !append ? product.images : [];

    const updated = await db.products.update(product.id, (p) => {
      if ('name' in body) p.name = text(body.name);
      if (price !== null) p.price = price;
      if ('category' in body) p.category = slugify(text(body.category));
      if ('subcategory' in body)
        p.subcategory = body.subcategory === null ? null : slugify(text(body.subcategory)) || null;
      if ('description' in body) p.description = body.description === null ? null : nullable('description');
      if ('details' in body) p.details = body.details === null ? null : nullable('details');
      if (highlights) p.highlights = highlights;
      if (newImages) p.images = append ? [...p.images, ...uploaded] : uploaded;
      applyStockFields(p, stock);
      p.updated_at = new Date(clock.now()).toISOString();
    });
    forgetUploads(replaced);
    return response('2XX').json(toProduct(updated!), { status: 200 });
  }),

  http.delete('/products/{id}', ({ params }) => {
    const product = db.products.get(idParam(params.id)) ?? notFound('Product not found');
    for (const review of db.reviews.where((r) => r.product_id === product.id)) db.reviews.remove(review.id);
    db.products.remove(product.id);
    forgetUploads(product.images);
    return new HttpResponse(null, { status: 204 });
  }),

  http.post('/products/{id}/reviews', async ({ params, request, response }) => {
    const product = db.products.get(idParam(params.id)) ?? notFound('Product not found');
    const user = currentUser(db, request)!;
    const counted: Counted = [
      ['reviewAccount', String(user.id)],
      ['reviewClient', clientOf(request)],
    ];
    const wait = rateLimits.retryAfter(counted);
    if (wait) return tooManyRequests(wait);
    rateLimits.record(counted);
    const body = await request.json();
    const rating = body.rating;
    if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) {
      return response(400).json({
        error: 'invalid_rating',
        message: 'Please select a rating between 1 and 5.',
        fields: { rating: 'must be 1 to 5' },
      });
    }
    const title = text(body.title);
    // Characters as the contract counts them (code points: an emoji is one).
    if (characters(title) > REVIEW_TITLE_MAX) {
      return response(400).json({
        error: 'title_too_long',
        message: 'Title is too long.',
        fields: { title: `at most ${REVIEW_TITLE_MAX} characters` },
      });
    }
    const author = text(body.author_name);
    if (characters(author) > AUTHOR_NAME_MAX) {
      return response(400).json({
        error: 'author_name_too_long',
        message: 'Name is too long.',
        fields: { author_name: `at most ${AUTHOR_NAME_MAX} characters` },
      });
    }
    const review = await db.reviews.insert({
      product_id: product.id,
      user_id: user.id,
      rating,
      title: title || null,
      body: text(body.body) || null,
      author_name: author || user.name || null,
      created_at: new Date(clock.now()).toISOString(),
    });
    await recomputeRating(product.id);
    return response('2XX').json(toReview(review), { status: 201 });
  }),

  http.delete('/products/{id}/reviews/{reviewId}', async ({ params }) => {
    const productId = idParam(params.id);
    const review = db.reviews.get(idParam(params.reviewId));
    if (!db.products.get(productId) || !review || review.product_id !== productId) notFound('Review not found');
    db.reviews.remove(review!.id);
    await recomputeRating(productId);
    return new HttpResponse(null, { status: 204 });
  }),

  http.delete('/products/{id}/images', async ({ params, request }) => {
    const product = db.products.get(idParam(params.id)) ?? notFound('Product not found');
    const body = await request.json();
    const url = text(body.url);
    if (!product.images.includes(url)) notFound('That image is not on this product.');
    await db.products.update(product.id, (p) => {
      p.images = p.images.filter((u) => u !== url);
      p.updated_at = new Date(clock.now()).toISOString();
    });
    forgetUploads([url]);
    return new HttpResponse(null, { status: 204 });
  }),
];
