/**
 * The product forms' rules (spec sections 5 and 8, Create product; Product update failure): the
 * required fields and their message, the slug rule for category and subcategory, image URLs one
 * per line or comma-separated, JSON when there are no files and multipart when there are, and the
 * server's error codes turned into the spec's messages; and the contract's limits
 * (`src/api/limits.gen.ts`), checked on the values as they are sent.
 */
import { failureText, isApiError, serverCode, serverMessage } from '@/api/errors';
import { limits } from '@/api/limits.gen';
import type { ProductCreateInput, ProductUpdateInput } from '@/api/queries/products';
import type { FormProblems } from '@/lib/form-problems';
import { lengthProblem, rangeMessage } from '@/lib/limits';
import { slugify } from '@/lib/slug';

export interface ProductFields {
  name: string;
  price: string;
  category: string;
  subcategory: string;
  description: string;
}

export interface CreateValues extends ProductFields {
  /** Image URLs as typed: one per line or comma-separated. */
  imageUrls: string;
  files: File[];
}

export const EMPTY_CREATE: CreateValues = {
  name: '',
  price: '',
  category: '',
  subcategory: '',
  description: '',
  imageUrls: '',
  files: [],
};

export const REQUIRED_CREATE = ['name', 'price', 'category', 'subcategory'] as const;
export const REQUIRED_UPDATE = ['name', 'price', 'category'] as const;
export type RequiredField = (typeof REQUIRED_CREATE)[number];

export const FIELD_LABELS: Record<RequiredField, string> = {
  name: 'Name',
  price: 'Price',
  category: 'Category',
  subcategory: 'Subcategory',
};

export const MISSING_FIELDS = 'Missing required fields: ';
export const MESSAGES = {
  invalid_price: 'Price must be a number.',
  invalid_images: 'Images must be an array of URLs (strings).',
  cloudinary_not_configured: 'Cloudinary is not configured on the server. File uploads will fail.',
  upload_failed: 'Image upload failed: ',
  missing_server: 'Missing required: ',
  update_failed: 'Update failed',
} as const;

/** A create that failed without the server saying why (a proxy's page, no answer). */
export const CREATE_FAILED = 'Could not create the product. Please try again.';
/** After 'Image upload failed: ' when the server gave no reason. */
const UPLOAD_REFUSED = 'the image host did not accept the file.';

/** The required fields that are blank after trimming, in the form's order. */
export function missingFields(
  values: ProductFields,
  required: readonly RequiredField[] = REQUIRED_CREATE,
): RequiredField[] {
  return required.filter((field) => values[field].trim() === '');
}

/** 'Missing required fields: name, price', or null when nothing is missing. */
export function missingMessage(missing: readonly string[]): string | null {
  return missing.length > 0 ? MISSING_FIELDS + missing.join(', ') : null;
}

export type LimitField = keyof ProductFields | 'images';

/** The form's message when a field is past the contract's limit: the fields are marked each with its own. */
export const OVER_LIMIT = 'Some fields are over their limit: ';

/**
 * The fields past the contract's limits for create or update (`limits.createProduct`,
 * `limits.updateProduct`), each with its message: lengths on what is sent (trimmed, slugs for the
 * category), the price's ceiling, the number and length of image links. Empty when all fit.
 */
export function limitProblems(
  values: ProductFields & { imageUrls?: string; files?: readonly File[] },
  operation: 'createProduct' | 'updateProduct',
): Partial<Record<LimitField, string>> {
  const bounds = limits[operation];
  const problems: Partial<Record<LimitField, string>> = {
    name: lengthProblem(values.name.trim(), bounds.name),
    price: lengthProblem(values.price.trim(), bounds.price),
    category: lengthProblem(slugify(values.category), bounds.category),
    subcategory: lengthProblem(slugify(values.subcategory), bounds.subcategory),
    description: lengthProblem(values.description.trim(), bounds.description),
  };
  const price = Number(values.price.trim());
  if (!problems.price && values.price.trim() !== '' && Number.isFinite(price) && price > bounds.price.maximum)
    problems.price = rangeMessage({ maximum: bounds.price.maximum });
  if (operation === 'createProduct') {
    const urls = parseImageUrls(values.imageUrls ?? '');
    const count = urls.length + (values.files?.length ?? 0);
    const longUrl = urls.map((url) => lengthProblem(url, limits.createProduct['images[]'])).find(Boolean);
    if (count > limits.createProduct.images.maxItems)
      problems.images = `No more than ${limits.createProduct.images.maxItems} images.`;
    else if (longUrl) problems.images = longUrl.replace(/^Must be/, 'Each link must be');
  }
  return Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined));
}

/** Image URLs from a box: one per line or comma-separated, blanks dropped. */
export function parseImageUrls(text: string): string[] {
  return text
    .split(/[\n,]/)
    .map((url) => url.trim())
    .filter(Boolean);
}

/** A price box's text for the API: a number when it reads as one, else the text (the server answers invalid_price). */
export function priceValue(text: string): number | string {
  const trimmed = text.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * The POST /products body: JSON (images as an array of URLs) without files; multipart with them
 * (images as files, image_urls comma-separated). Category and subcategory go as slugs.
 */
export function createBody(values: CreateValues): ProductCreateInput | FormData {
  const urls = parseImageUrls(values.imageUrls);
  const fields = {
    name: values.name.trim(),
    category: slugify(values.category),
    subcategory: slugify(values.subcategory),
    description: values.description.trim(),
  };
  if (values.files.length === 0) {
    return { ...fields, price: priceValue(values.price), description: fields.description || null, images: urls };
  }
  const form = new FormData();
  form.set('name', fields.name);
  form.set('price', values.price.trim());
  form.set('category', fields.category);
  form.set('subcategory', fields.subcategory);
  if (fields.description) form.set('description', fields.description);
  for (const file of values.files) form.append('images', file, file.name);
  if (urls.length > 0) form.set('image_urls', urls.join(','));
  return form;
}

/** The PATCH /products/{id} body of the edit form (JSON; a blank subcategory or description clears it). */
export function updateBody(values: ProductFields): ProductUpdateInput {
  return {
    name: values.name.trim(),
    price: priceValue(values.price),
    category: slugify(values.category),
    subcategory: slugify(values.subcategory) || null,
    description: values.description.trim() || null,
  };
}

/**
 * The PATCH multipart body that adds (or, with append false, replaces) images: files, and URLs as
 * `image_urls` (this project's extension: the server fetches them, so any image host works).
 */
export function imagesBody(files: File[], append: boolean, urls: readonly string[] = []): FormData {
  const form = new FormData();
  for (const file of files) form.append('images', file, file.name);
  if (urls.length > 0) form.set('image_urls', urls.join(','));
  form.set('append_images', append ? 'true' : 'false');
  return form;
}

/**
 * Whether the server took the image URLs: the product has as many more images as were sent (a host
 * may store a linked picture under a URL of its own, so the count is what can be relied on). A
 * host that follows the spec reads files only and ignores `image_urls`.
 */
export function tookImageUrls(
  before: number,
  after: number,
  sent: { files: number; urls: number; append: boolean },
): boolean {
  const expected = (sent.append ? before : 0) + sent.files + sent.urls;
  return sent.append ? after >= expected : after === expected;
}

/** What the fallback says: the links were downloaded here instead, and which could not be. */
export function fallbackMessage(refused: readonly string[]): string {
  const lead = 'The server did not take the image links, so they were downloaded here instead.';
  if (refused.length === 0) return lead;
  const which =
    refused.length === 1
      ? `${refused[0]} could not be downloaded here (its host may not allow it). Save that image and add it as a file.`
      : `${refused.join(', ')} could not be downloaded here (their hosts may not allow it). Save those images and add them as files.`;
  return `${lead} ${which}`;
}

export type ProductProblems = FormProblems<LimitField>;

/**
 * What the create or edit form says before sending, or null when it may be sent: the required
 * fields left blank ('Missing required fields: name, price', each marked 'Required.'), else the
 * fields past the contract's limits ('Some fields are over their limit: price', each with its own).
 */
export function checkProduct(
  values: ProductFields & { imageUrls?: string; files?: readonly File[] },
  required: readonly RequiredField[],
  operation: 'createProduct' | 'updateProduct',
): ProductProblems | null {
  const missing = missingFields(values, required);
  if (missing.length > 0)
    return { form: missingMessage(missing)!, fields: Object.fromEntries(missing.map((f) => [f, 'Required.'])) };
  const overLimit = limitProblems(values, operation);
  if (Object.keys(overLimit).length > 0)
    return { form: OVER_LIMIT + Object.keys(overLimit).join(', '), fields: overLimit };
  return null;
}

/** A failed create as the spec words it, with field errors where the server names fields. */
export function createError(error: unknown): ProductProblems {
  if (!isApiError(error)) return { form: CREATE_FAILED, fields: {} };
  // No answer: the upload's own plain sentence about the connection.
  if (error.code === 'network_error') return { form: error.message, fields: {} };
  const serverFields = error.fields ?? {};
  switch (error.code) {
    case 'invalid_payload': {
      const missing = REQUIRED_CREATE.filter((field) => field in serverFields);
      if (missing.length === 0) return { form: failureText(error, CREATE_FAILED), fields: {} };
      return {
        form: MESSAGES.missing_server + missing.join(', '),
        fields: Object.fromEntries(missing.map((field) => [field, `${FIELD_LABELS[field]} is required.`])),
      };
    }
    case 'invalid_price':
      return { form: MESSAGES.invalid_price, fields: { price: MESSAGES.invalid_price } };
    case 'invalid_images':
      return { form: MESSAGES.invalid_images, fields: { images: MESSAGES.invalid_images } };
    case 'cloudinary_not_configured':
      return { form: MESSAGES.cloudinary_not_configured, fields: { images: MESSAGES.cloudinary_not_configured } };
    case 'upload_failed':
      return { form: MESSAGES.upload_failed + (serverMessage(error) ?? UPLOAD_REFUSED), fields: {} };
    default:
      return { form: failureText(error, CREATE_FAILED), fields: {} };
  }
}

/** A failed update: the server's message, else 'Update failed'; upload errors as on create. */
export function updateError(error: unknown): string {
  if (!isApiError(error)) return MESSAGES.update_failed;
  if (error.code === 'cloudinary_not_configured') return MESSAGES.cloudinary_not_configured;
  if (error.code === 'upload_failed') return MESSAGES.upload_failed + (serverMessage(error) ?? UPLOAD_REFUSED);
  // The server's message, or its error code, else (no answer, a proxy's page) the spec's fallback.
  return serverMessage(error) ?? serverCode(error) ?? MESSAGES.update_failed;
}

/**
 * Fetches an image URL into a File, so it can be added through the multipart update: only the
 * fallback for a host that ignores `image_urls`, since most image hosts send no CORS headers.
 */
export async function fileFromUrl(url: string): Promise<File> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new Error(
      `Could not download ${url}: the host does not allow it. Save the image and add it as a file instead.`,
    );
  }
  if (!response.ok) throw new Error(`Could not download ${url} (status ${response.status}).`);
  const blob = await response.blob();
  if (!blob.type.startsWith('image/')) throw new Error(`${url} is not an image.`);
  const name = decodeURIComponent(new URL(url, location.href).pathname.split('/').pop() || 'image');
  return new File([blob], name, { type: blob.type });
}
