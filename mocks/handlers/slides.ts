/**
 * The homepage hero slides: the public list and the admin create/update (JSON or multipart with an
 * image file), and the admin's view of the list with the inactive slides (include_inactive). The
 * gate has already answered 401/403 and schema violations; the rules here are
 * those of listSlides, createSlide and updateSlide in openapi.yaml.
 */
import { db } from '../db';
import type { SlideRow } from '../db/schema';
import { currentUser } from '../services/auth';
import { clock } from '../services/clock';
import { saveUpload, uploadProblem, UPLOAD_URL_PREFIX } from '../services/uploads';
import { fail, formList, http, idParam, isFile, notFound, readBody } from './http';
import { boolParam, intParam } from './query';
import { toSlide } from './serialize';

type Fields = Record<string, unknown>;

/** The optional text fields of a slide; a blank value clears them (null). */
const TEXT_FIELDS = [
  'alt',
  'subtitle',
  'description',
  'cta_primary_label',
  'cta_primary_url',
  'cta_secondary_label',
  'cta_secondary_url',
] as const satisfies ReadonlyArray<keyof SlideRow>;

type TextField = (typeof TEXT_FIELDS)[number];

/** The request body as fields; a form's repeated keys keep their first value (files aside). */
async function readFields(request: Request): Promise<{ fields: Fields; isForm: boolean }> {
  const { body, contentType } = await readBody(request);
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const isForm = type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded';
  const fields: Fields = body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Fields) } : {};
  if (isForm) {
    for (const [key, value] of Object.entries(fields)) {
      if (key !== 'image' && key !== 'image_urls' && Array.isArray(value)) fields[key] = value[0];
    }
  }
  return { fields, isForm };
}

/** undefined when absent, null when null or blank, else the trimmed string. */
function text(fields: Fields, key: string): string | null | undefined {
  if (!(key in fields)) return undefined;
  const value = fields[key];
  if (value === null || value === undefined) return null;
  const trimmed = String(value).trim();
  return trimmed === '' ? null : trimmed;
}

/** An integer from JSON or a form's decimal string; undefined when absent or a blank form value. */
function integer(fields: Fields, key: string): number | undefined {
  const value = fields[key];
  if (value === undefined || value === null || value === '') return undefined;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isInteger(n)) fail(400, 'invalid_payload', `${key} must be an integer.`, { [key]: 'must be an integer' });
  return n;
}

/** A boolean from JSON or a form's 'true'/'false'; undefined when absent. */
function boolean(fields: Fields, key: string): boolean | undefined {
  const value = fields[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return fail(400, 'invalid_payload', `${key} must be true or false.`, { [key]: 'must be true or false' });
}

/** The uploaded image file, if any (an empty file input sends a nameless, empty file: ignored). */
function imageFile(fields: Fields): File | undefined {
  return formList(fields.image).find((v): v is File => isFile(v) && (v.size > 0 || v.name !== ''));
}

/** image_url, else the first of the comma-separated image_urls (create only). */
function imageUrl(fields: Fields, allowList: boolean): string | undefined {
  const direct = text(fields, 'image_url');
  if (direct) return direct;
  if (!allowList) return undefined;
  for (const value of formList(fields.image_urls)) {
    if (typeof value !== 'string') continue;
    const url = value
      .split(',')
      .map((part) => part.trim())
      .find((part) => part !== '');
    if (url) return url;
  }
  return undefined;
}

/** Stores an uploaded file, or answers 400/502/503 when it cannot be (see uploadProblem). */
async function store(file: File): Promise<string> {
  const problem = uploadProblem([file]);
  if (problem) fail(problem.status, problem.error, problem.message);
  return (await saveUpload(db, file)).url;
}

/** Forgets an uploaded image (its row; the bytes may stay) unless something else still shows it. */
function releaseUpload(url: string, slideId: number): void {
  if (!url.startsWith(UPLOAD_URL_PREFIX)) return;
  const stillUsed =
    db.slides.find((s) => s.id !== slideId && s.image_url === url) ?? db.products.find((p) => p.images.includes(url));
  if (stillUsed) return;
  const upload = db.uploads.find((u) => u.url === url);
  if (upload) db.uploads.remove(upload.id);
}

const now = () => new Date(clock.now()).toISOString();

export const slideHandlers = [
  http.get('/carousel/slides', ({ request, response }) => {
    const query = new URL(request.url).searchParams;
    const limit = Math.max(0, intParam(query.get('limit'), 20));
    // include_inactive (this project's extension) is honoured for an admin only.
    const withInactive = boolParam(query.get('include_inactive'), false) && currentUser(db, request)?.role === 'admin';
    const items = db.slides
      .where((s) => withInactive || s.is_active)
      .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id)
      .slice(0, limit)
      .map(toSlide);
    return response(200).json({ items, count: items.length });
  }),

  http.post('/admin/carousel/slides', async ({ request, response }) => {
    const { fields } = await readFields(request);
    const heading = typeof fields.heading === 'string' ? fields.heading.trim() : '';
    const file = imageFile(fields);
    const url = file ? undefined : imageUrl(fields, true);

    const missing: string[] = [];
    const problems: Record<string, string> = {};
    if (!heading) {
      missing.push('heading');
      problems.heading = 'Required.';
    }
    if (!file && !url) {
      missing.push('image_url or image upload');
      problems.image_url = 'Required (or upload an image).';
    }
    if (missing.length > 0) fail(400, 'invalid_payload', 'Missing required: ' + missing.join(', '), problems);

    const sortOrder = integer(fields, 'sort_order') ?? 0;
    const isActive = boolean(fields, 'is_active') ?? true;
    const imageUrlValue = file ? await store(file) : url!;
    const texts = Object.fromEntries(TEXT_FIELDS.map((key) => [key, text(fields, key) ?? null])) as Record<
      TextField,
      string | null
    >;
    const at = now();
    const slide = await db.slides.insert({
      ...texts,
      image_url: imageUrlValue,
      heading,
      sort_order: sortOrder,
      is_active: isActive,
      created_at: at,
      updated_at: at,
    });
    return response('2XX').json(toSlide(slide), { status: 201 });
  }),

  http.patch('/admin/carousel/slides/{id}', async ({ params, request, response }) => {
    const slide = db.slides.get(idParam(params.id)) ?? notFound('Slide not found.');
    const { fields } = await readFields(request);

    let heading: string | undefined;
    if ('heading' in fields) {
      heading = typeof fields.heading === 'string' ? fields.heading.trim() : '';
      if (!heading) fail(400, 'invalid_payload', 'The heading must not be blank.', { heading: 'must not be blank' });
    }
    const sortOrder = integer(fields, 'sort_order');
    const isActive = boolean(fields, 'is_active');
    const deletePrevious = boolean(fields, 'delete_previous') ?? true;
    const file = imageFile(fields);
    const newUrl = file ? await store(file) : imageUrl(fields, false);

    const previousUrl = slide.image_url;
    const updated = await db.slides.update(slide.id, (draft) => {
      for (const key of TEXT_FIELDS) {
        const value = text(fields, key);
        if (value !== undefined) draft[key] = value;
      }
      if (heading !== undefined) draft.heading = heading;
      if (sortOrder !== undefined) draft.sort_order = sortOrder;
      if (isActive !== undefined) draft.is_active = isActive;
      if (newUrl !== undefined) draft.image_url = newUrl;
      draft.updated_at = now();
    });
    if (!updated) return notFound('Slide not found.');
    if (newUrl !== undefined && newUrl !== previousUrl && deletePrevious) releaseUpload(previousUrl, slide.id);
    return response('2XX').json(toSlide(updated), { status: 200 });
  }),
];
