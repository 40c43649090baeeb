/**
 * The hero slides through the real request path (gate → handler): the public list, creating
 * slides from JSON and from multipart forms with an uploaded image (served back byte for byte),
 * the required fields, uploads that cannot be stored, and updates (heading, deactivation, a
 * replaced image whose previous upload is deleted).
 */
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import type { UserRow } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { startSession } from '../services/auth';
import { uploadSettings } from '../services/uploads';
import { API, withMockBackend } from '@/testing/mock-backend';

// msw/node over every handler (gate first), unhandled requests are errors, the seed and the
// upload settings reset before each test, and each response checked against openapi.yaml.
withMockBackend();

/** A 1×1 transparent PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const png = (name = 'slide.png', bytes: Uint8Array<ArrayBuffer> = PNG) =>
  new File([bytes], name, { type: 'image/png' });

function user(email: string): UserRow {
  const row = db.users.getBy('email', email);
  if (!row) throw new Error(`no seeded user ${email}`);
  return row;
}
async function adminToken(): Promise<string> {
  return (await startSession(db, user(DEMO_ACCOUNTS.admin))).access_token;
}

async function call(
  method: string,
  path: string,
  options: { token?: string | null; json?: unknown; form?: FormData } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = 'Bearer ' + options.token;
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form; // fetch sets multipart/form-data with its boundary
  }
  const response = await fetch(API + path, { method, headers, body });
  const text = await response.text();

  const json = (text ? JSON.parse(text) : undefined) as any;
  return { status: response.status, json };
}

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}

type SlideJson = { id: number; heading: string; sort_order: number; is_active: boolean; image_url: string };
const listed = async (query = '') =>
  (await call('GET', `/carousel/slides${query}`)).json as { items: SlideJson[]; count: number };

const at = '2025-01-01T00:00:00.000Z';
async function insertSlide(values: { heading: string; sort_order: number; is_active?: boolean; image_url?: string }) {
  return db.slides.insert({
    image_url: values.image_url ?? '/images/slides/extra.svg',
    alt: null,
    heading: values.heading,
    subtitle: null,
    description: null,
    cta_primary_label: null,
    cta_primary_url: null,
    cta_secondary_label: null,
    cta_secondary_url: null,
    sort_order: values.sort_order,
    is_active: values.is_active ?? true,
    created_at: at,
    updated_at: at,
  });
}

describe('GET /carousel/slides', () => {
  it('is public and lists only active slides, by sort_order then id', async () => {
    const hidden = await insertSlide({ heading: 'Hidden', sort_order: -5, is_active: false });
    const tieA = await insertSlide({ heading: 'Tie A', sort_order: 10 });
    const tieB = await insertSlide({ heading: 'Tie B', sort_order: 10 });
    const first = await insertSlide({ heading: 'First', sort_order: -1 });

    const { status, json } = await call('GET', '/carousel/slides');
    expect(status).toBe(200);
    const ids = json.items.map((s: SlideJson) => s.id);
    expect(ids).not.toContain(hidden.id);
    expect(json.items.every((s: SlideJson) => s.is_active)).toBe(true);
    expect(json.count).toBe(json.items.length);
    expect(json.count).toBe(db.slides.where((s) => s.is_active).length);
    const want = db.slides
      .where((s) => s.is_active)
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .map((s) => s.id);
    expect(ids).toEqual(want);
    expect(ids[0]).toBe(first.id);
    // Equal sort_order: the lower id first (the seed's sort_order 10 slide came before both).
    expect(ids.indexOf(tieA.id)).toBeLessThan(ids.indexOf(tieB.id));
  });

  it('returns at most limit slides (default 20)', async () => {
    for (let i = 0; i < 20; i++) await insertSlide({ heading: `Extra ${i}`, sort_order: 100 + i });
    const active = db.slides.where((s) => s.is_active).length;
    expect(active).toBeGreaterThan(20);

    const byDefault = await listed();
    expect(byDefault.items).toHaveLength(20);
    expect(byDefault.count).toBe(20);
    const ten = await listed('?limit=10');
    expect(ten.count).toBe(10);
    expect(ten.items.map((s) => s.id)).toEqual(byDefault.items.slice(0, 10).map((s) => s.id));
    const all = await listed('?limit=50');
    expect(all.count).toBe(active);
    expect((await call('GET', '/carousel/slides?limit=7')).status).toBe(400);
  });

  it('with include_inactive=true an admin gets the inactive slides too, in the same order; anyone else only the active ones', async () => {
    const hidden = await insertSlide({ heading: 'Hidden', sort_order: -5, is_active: false });
    const everyId = db.slides
      .all()
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .map((s) => s.id);

    const forAdmin = await call('GET', '/carousel/slides?include_inactive=true&limit=100', {
      token: await adminToken(),
    });
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.json.items.map((s: SlideJson) => s.id)).toEqual(everyId);
    expect(forAdmin.json.items.find((s: SlideJson) => s.id === hidden.id).is_active).toBe(false);
    expect(forAdmin.json.count).toBe(everyId.length);
    // limit counts them all.
    expect(
      (await call('GET', '/carousel/slides?include_inactive=true&limit=10', { token: await adminToken() })).json
        .items[0].id,
    ).toBe(hidden.id);

    const customer = (await startSession(db, user(DEMO_ACCOUNTS.customer))).access_token;
    for (const token of [null, customer]) {
      const { status, json } = await call('GET', '/carousel/slides?include_inactive=true', { token });
      expect(status).toBe(200);
      expect(json.items.every((s: SlideJson) => s.is_active)).toBe(true);
    }
    // false, or no value, is the public list.
    const plain = await call('GET', '/carousel/slides?include_inactive=false&limit=100', { token: await adminToken() });
    expect(plain.json.items.map((s: SlideJson) => s.id)).not.toContain(hidden.id);
  });

  it('an empty list is a normal answer', async () => {
    for (const slide of db.slides.all()) await db.slides.update(slide.id, (s) => void (s.is_active = false));
    expect(await listed()).toEqual({ items: [], count: 0 });
  });
});

describe('POST /admin/carousel/slides', () => {
  it('needs an admin', async () => {
    const visitor = await call('POST', '/admin/carousel/slides', { json: { heading: 'X', image_url: '/x.svg' } });
    expect(visitor.status).toBe(401);
    const customer = (await startSession(db, user(DEMO_ACCOUNTS.customer))).access_token;
    const asCustomer = await call('POST', '/admin/carousel/slides', {
      token: customer,
      json: { heading: 'X', image_url: '/x.svg' },
    });
    expect(asCustomer.status).toBe(403);
    expect(db.slides.find((s) => s.heading === 'X')).toBeUndefined();
  });

  it('creates a slide from JSON, with the defaults', async () => {
    const token = await adminToken();
    const { status, json } = await call('POST', '/admin/carousel/slides', {
      token,
      json: {
        heading: '  Dark Knuckles Removing Cream  ',
        subtitle: 'Star product',
        image_url: '/mock-images/slides/dark-knuckles.svg',
      },
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({
      heading: 'Dark Knuckles Removing Cream',
      subtitle: 'Star product',
      description: null,
      alt: null,
      image_url: '/mock-images/slides/dark-knuckles.svg',
      sort_order: 0,
      is_active: true,
    });
    expect(db.slides.get(json.id)?.heading).toBe('Dark Knuckles Removing Cream');
    expect((await listed('?limit=100')).items.map((s) => s.id)).toContain(json.id);
  });

  it('creates an inactive slide that the list leaves out', async () => {
    const token = await adminToken();
    const { status, json } = await call('POST', '/admin/carousel/slides', {
      token,
      json: { heading: 'Later', image_url: '/later.svg', sort_order: -3, is_active: false },
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({ sort_order: -3, is_active: false });
    expect((await listed('?limit=100')).items.map((s) => s.id)).not.toContain(json.id);
  });

  it('creates a slide from a multipart form with an image file, served back byte for byte', async () => {
    const token = await adminToken();
    const { status, json } = await call('POST', '/admin/carousel/slides', {
      token,
      form: form({ heading: 'Serum & Oil', description: 'Glow', sort_order: '3', is_active: 'true', image: png() }),
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({ heading: 'Serum & Oil', description: 'Glow', sort_order: 3, is_active: true });
    expect(json.image_url).toMatch(/^\/mock-uploads\/[0-9a-f]+\/slide\.png$/);
    const upload = db.uploads.find((u) => u.url === json.image_url);
    expect(upload).toMatchObject({ content_type: 'image/png', size: PNG.length, filename: 'slide.png' });

    const image = await fetch(`http://localhost${json.image_url}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toMatch(/max-age=\d{6,}/);
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  });

  it('a form without a file uses image_url, else the first of image_urls', async () => {
    const token = await adminToken();
    const fromList = await call('POST', '/admin/carousel/slides', {
      token,
      form: form({ heading: 'From list', image_urls: ' , /first.svg, /second.svg', is_active: 'false' }),
    });
    expect(fromList.status).toBe(201);
    expect(fromList.json).toMatchObject({ image_url: '/first.svg', is_active: false, sort_order: 0 });

    const direct = await call('POST', '/admin/carousel/slides', {
      token,
      form: form({ heading: 'Direct', image_url: '/direct.svg', image_urls: '/first.svg' }),
    });
    expect(direct.json.image_url).toBe('/direct.svg');
  });

  it('a missing heading and image: 400 naming both', async () => {
    const token = await adminToken();
    const { status, json } = await call('POST', '/admin/carousel/slides', { token, json: { subtitle: 'No heading' } });
    expect(status).toBe(400);
    expect(json.error).toBe('invalid_payload');
    expect(json.message).toBe('Missing required: heading, image_url or image upload');
    expect(Object.keys(json.fields).sort()).toEqual(['heading', 'image_url']);

    const blank = await call('POST', '/admin/carousel/slides', { token, form: form({ heading: '   ' }) });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe('Missing required: heading, image_url or image upload');
  });

  it('only one missing: 400 naming that one', async () => {
    const token = await adminToken();
    const noImage = await call('POST', '/admin/carousel/slides', { token, json: { heading: 'Alone' } });
    expect(noImage.status).toBe(400);
    expect(noImage.json.message).toBe('Missing required: image_url or image upload');
    expect(Object.keys(noImage.json.fields)).toEqual(['image_url']);

    const noHeading = await call('POST', '/admin/carousel/slides', { token, form: form({ image: png() }) });
    expect(noHeading.status).toBe(400);
    expect(noHeading.json.message).toBe('Missing required: heading');
    expect(db.uploads.count()).toBe(0);
  });

  it('a sort_order that is not an integer is 400', async () => {
    const token = await adminToken();
    const formed = await call('POST', '/admin/carousel/slides', {
      token,
      form: form({ heading: 'H', image_url: '/h.svg', sort_order: '1.5' }),
    });
    expect(formed.status).toBe(400);
    expect(formed.json.error).toBe('invalid_payload');
    expect(formed.json.fields).toHaveProperty('sort_order');
    const json = await call('POST', '/admin/carousel/slides', {
      token,
      json: { heading: 'H', image_url: '/h.svg', sort_order: 'one' },
    });
    expect(json.status).toBe(400);
    expect(json.json.error).toBe('invalid_payload');
  });

  it('uploads answer 503 cloudinary_not_configured when the image host is not set up', async () => {
    const token = await adminToken();
    uploadSettings.configured = false;
    try {
      const { status, json } = await call('POST', '/admin/carousel/slides', {
        token,
        form: form({ heading: 'No host', image: png() }),
      });
      expect(status).toBe(503);
      expect(json.error).toBe('cloudinary_not_configured');
      expect(json.message).toBe('Cloudinary is not configured on the server. File uploads will fail.');
      expect(db.slides.find((s) => s.heading === 'No host')).toBeUndefined();
      // A URL needs no upload.
      const byUrl = await call('POST', '/admin/carousel/slides', {
        token,
        json: { heading: 'By URL', image_url: '/u.svg' },
      });
      expect(byUrl.status).toBe(201);
    } finally {
      uploadSettings.configured = true;
    }
  });

  it('a file that is not an image is refused before any upload: 400 upload_failed', async () => {
    const token = await adminToken();
    const notImage = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    const { status, json } = await call('POST', '/admin/carousel/slides', {
      token,
      form: form({ heading: 'Text', image: notImage }),
    });
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: 'upload_failed', message: 'notes.txt is not an image.' });
    expect(db.uploads.count()).toBe(0);
  });
});

describe('PATCH /admin/carousel/slides/{id}', () => {
  async function created(token: string, fields: Record<string, string | File> = {}) {
    const { status, json } = await call('POST', '/admin/carousel/slides', {
      token,
      form: form({ heading: 'Original', image: png('first.png'), ...fields }),
    });
    expect(status).toBe(201);
    return json as SlideJson & Record<string, unknown>;
  }

  it('needs an admin; an unknown slide is 404', async () => {
    expect((await call('PATCH', '/admin/carousel/slides/1', { json: { is_active: false } })).status).toBe(401);
    const customer = (await startSession(db, user(DEMO_ACCOUNTS.customer))).access_token;
    expect(
      (await call('PATCH', '/admin/carousel/slides/1', { token: customer, json: { is_active: false } })).status,
    ).toBe(403);
    const token = await adminToken();
    const missing = await call('PATCH', '/admin/carousel/slides/99999', { token, json: { is_active: false } });
    expect(missing.status).toBe(404);
    expect(missing.json.error).toBe('not_found');
  });

  it('changes only the fields given', async () => {
    const token = await adminToken();
    const slide = db.slides.all()[0]!;
    const { status, json } = await call('PATCH', `/admin/carousel/slides/${slide.id}`, {
      token,
      json: { heading: ' New heading ', subtitle: null, sort_order: 7 },
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      id: slide.id,
      heading: 'New heading',
      subtitle: null,
      sort_order: 7,
      image_url: slide.image_url,
      description: slide.description,
    });
  });

  it('reads a multipart update', async () => {
    const token = await adminToken();
    const slide = db.slides.all()[1]!;
    const { status, json } = await call('PATCH', `/admin/carousel/slides/${slide.id}`, {
      token,
      form: form({ heading: 'Form heading', sort_order: '-2', is_active: 'true' }),
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ heading: 'Form heading', sort_order: -2, is_active: true });
  });

  it('an empty heading is 400 and changes nothing', async () => {
    const token = await adminToken();
    const slide = db.slides.all()[0]!;
    const { status, json } = await call('PATCH', `/admin/carousel/slides/${slide.id}`, {
      token,
      json: { heading: '   ', sort_order: 99 },
    });
    expect(status).toBe(400);
    expect(json.error).toBe('invalid_payload');
    expect(json.fields).toHaveProperty('heading');
    expect(db.slides.get(slide.id)).toMatchObject({ heading: slide.heading, sort_order: slide.sort_order });

    const formed = await call('PATCH', `/admin/carousel/slides/${slide.id}`, { token, form: form({ heading: '' }) });
    expect(formed.status).toBe(400);
  });

  it('deactivating removes the slide from the list', async () => {
    const token = await adminToken();
    const slide = db.slides.all()[0]!;
    expect((await listed()).items.map((s) => s.id)).toContain(slide.id);
    const { status, json } = await call('PATCH', `/admin/carousel/slides/${slide.id}`, {
      token,
      json: { is_active: false },
    });
    expect(status).toBe(200);
    expect(json.is_active).toBe(false);
    expect((await listed('?limit=100')).items.map((s) => s.id)).not.toContain(slide.id);

    const back = await call('PATCH', `/admin/carousel/slides/${slide.id}`, {
      token,
      form: form({ is_active: 'true' }),
    });
    expect(back.json.is_active).toBe(true);
    expect((await listed()).items.map((s) => s.id)).toContain(slide.id);
  });

  it('a new uploaded image replaces the old one and deletes the previous upload', async () => {
    const token = await adminToken();
    const slide = await created(token);
    const oldUrl = slide.image_url;
    expect(db.uploads.find((u) => u.url === oldUrl)).toBeDefined();

    const newBytes = Uint8Array.from([...PNG, 0]);
    const { status, json } = await call('PATCH', `/admin/carousel/slides/${slide.id}`, {
      token,
      form: form({ image: png('second.png', newBytes) }),
    });
    expect(status).toBe(200);
    expect(json.image_url).not.toBe(oldUrl);
    expect(json.image_url).toMatch(/\/second\.png$/);
    expect(json.heading).toBe('Original');
    expect(db.uploads.find((u) => u.url === oldUrl)).toBeUndefined();
    expect(db.uploads.find((u) => u.url === json.image_url)).toBeDefined();

    expect((await fetch(`http://localhost${oldUrl}`)).status).toBe(404);
    const served = await fetch(`http://localhost${json.image_url}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(newBytes);
  });

  it('an image_url replaces an upload too; delete_previous=false keeps the old upload', async () => {
    const token = await adminToken();
    const kept = await created(token);
    const keep = await call('PATCH', `/admin/carousel/slides/${kept.id}`, {
      token,
      form: form({ image_url: '/images/slides/other.svg', delete_previous: 'false' }),
    });
    expect(keep.status).toBe(200);
    expect(keep.json.image_url).toBe('/images/slides/other.svg');
    expect(db.uploads.find((u) => u.url === kept.image_url)).toBeDefined();

    const dropped = await created(token);
    const drop = await call('PATCH', `/admin/carousel/slides/${dropped.id}`, {
      token,
      json: { image_url: '/images/slides/other.svg' },
    });
    expect(drop.status).toBe(200);
    expect(db.uploads.find((u) => u.url === dropped.image_url)).toBeUndefined();
  });

  it('an upload that fails changes nothing', async () => {
    const token = await adminToken();
    const slide = await created(token);
    uploadSettings.failUploads = true;
    try {
      const { status, json } = await call('PATCH', `/admin/carousel/slides/${slide.id}`, {
        token,
        form: form({ heading: 'Changed', image: png('x.png') }),
      });
      expect(status).toBe(502);
      expect(json.error).toBe('upload_failed');
    } finally {
      uploadSettings.failUploads = false;
    }
    expect(db.slides.get(slide.id)).toMatchObject({ heading: 'Original', image_url: slide.image_url });
    expect(db.uploads.find((u) => u.url === slide.image_url)).toBeDefined();
  });
});

describe('GET /mock-uploads/{key}/{name}', () => {
  it('an unknown upload is 404', async () => {
    expect((await fetch('http://localhost/mock-uploads/0123456789abcdef/none.png')).status).toBe(404);
  });
});
