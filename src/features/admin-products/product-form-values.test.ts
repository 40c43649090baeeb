import { describe, expect, it } from 'vitest';
import { ApiError, errorFromAnswer } from '@/api/errors';
import { slugify } from '@/lib/slug';
import { limits } from '@/api/limits.gen';
import {
  createBody,
  createError,
  EMPTY_CREATE,
  imagesBody,
  limitProblems,
  missingFields,
  missingMessage,
  parseImageUrls,
  REQUIRED_UPDATE,
  tookImageUrls,
  updateBody,
  updateError,
} from './product-form-values';

const filled = {
  ...EMPTY_CREATE,
  name: ' Shea Glow ',
  price: '4500.50',
  category: 'Body Lotion',
  subcategory: 'Skin Toning/Brightening Lotion!',
  description: '',
};

describe('the slug rule', () => {
  it.each([
    ['Body Lotion', 'body-lotion'],
    ['  Shower Bath and Shower Gel ', 'shower-bath-and-shower-gel'],
    ['Skin Toning/Brightening Lotion!', 'skin-toningbrightening-lotion'],
    ['Make-up', 'make-up'],
    ['Acne & Pimples  Cream', 'acne-pimples-cream'],
    ['SPF 50 Sun-Care', 'spf-50-sun-care'],
  ])('turns %j into %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it('sends category and subcategory as slugs', () => {
    const body = createBody(filled) as Record<string, unknown>;
    expect(body.category).toBe('body-lotion');
    expect(body.subcategory).toBe('skin-toningbrightening-lotion');
    expect(updateBody(filled)).toMatchObject({ category: 'body-lotion', subcategory: 'skin-toningbrightening-lotion' });
  });
});

describe('required fields', () => {
  it('names every blank field, trimmed, in the form order', () => {
    const missing = missingFields({ ...EMPTY_CREATE, name: '   ', category: 'Face Cream' });
    expect(missing).toEqual(['name', 'price', 'subcategory']);
    expect(missingMessage(missing)).toBe('Missing required fields: name, price, subcategory');
  });

  it('has nothing to say when all four are there', () => {
    expect(missingMessage(missingFields(filled))).toBeNull();
  });

  it('does not require a subcategory when editing', () => {
    expect(missingFields({ ...filled, subcategory: '' }, REQUIRED_UPDATE)).toEqual([]);
  });
});

describe('JSON or multipart', () => {
  it('sends JSON with images as an array of URLs when no file is chosen', () => {
    const body = createBody({
      ...filled,
      imageUrls: 'https://a.example/1.jpg\n https://a.example/2.jpg, /images/3.svg\n\n',
    });
    expect(body).not.toBeInstanceOf(FormData);
    expect(body).toEqual({
      name: 'Shea Glow',
      price: 4500.5,
      category: 'body-lotion',
      subcategory: 'skin-toningbrightening-lotion',
      description: null,
      images: ['https://a.example/1.jpg', 'https://a.example/2.jpg', '/images/3.svg'],
    });
  });

  it('sends multipart with the files and image_urls comma-separated when files are chosen', () => {
    const file = new File(['x'], 'jar.png', { type: 'image/png' });
    const body = createBody({ ...filled, description: ' Rich ', imageUrls: '/a.svg\n/b.svg', files: [file] });
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('name')).toBe('Shea Glow');
    expect(form.get('price')).toBe('4500.50');
    expect(form.get('category')).toBe('body-lotion');
    expect(form.get('description')).toBe('Rich');
    expect(form.get('image_urls')).toBe('/a.svg,/b.svg');
    expect((form.getAll('images') as File[]).map((f) => f.name)).toEqual(['jar.png']);
  });

  it('sends image URLs as image_urls beside the files, for the server to fetch', () => {
    const form = imagesBody([new File(['x'], 'a.png', { type: 'image/png' })], true, [
      'https://a.example/1.jpg',
      'https://b.example/2.png',
    ]);
    expect(form.get('image_urls')).toBe('https://a.example/1.jpg,https://b.example/2.png');
    expect(form.get('append_images')).toBe('true');
    expect(imagesBody([], true).has('image_urls')).toBe(false);
  });

  it('tells from the image count whether the server took the URLs', () => {
    expect(tookImageUrls(3, 5, { files: 0, urls: 2, append: true })).toBe(true);
    expect(tookImageUrls(3, 4, { files: 1, urls: 2, append: true })).toBe(false); // only the file was added
    expect(tookImageUrls(3, 2, { files: 0, urls: 2, append: false })).toBe(true);
    expect(tookImageUrls(3, 3, { files: 0, urls: 2, append: false })).toBe(false); // ignored: nothing replaced
  });

  it('sends append_images with added image files', () => {
    const form = imagesBody([new File(['x'], 'a.png', { type: 'image/png' })], false);
    expect(form.get('append_images')).toBe('false');
    expect(form.getAll('images')).toHaveLength(1);
  });

  it('splits URLs on new lines and commas', () => {
    expect(parseImageUrls(' a ,b\n\nc,')).toEqual(['a', 'b', 'c']);
  });
});

describe('server errors', () => {
  it.each([
    [
      new ApiError(400, 'invalid_payload', 'Missing required: name, price', {
        name: 'is required',
        price: 'is required',
      }),
      'Missing required: name, price',
    ],
    [new ApiError(400, 'invalid_price', 'whatever'), 'Price must be a number.'],
    [new ApiError(400, 'invalid_images', 'whatever'), 'Images must be an array of URLs (strings).'],
    [
      new ApiError(503, 'cloudinary_not_configured', 'whatever'),
      'Cloudinary is not configured on the server. File uploads will fail.',
    ],
    [
      new ApiError(502, 'upload_failed', 'The image host did not accept the file.'),
      'Image upload failed: The image host did not accept the file.',
    ],
  ])('words %s as the spec does', (error, message) => {
    expect(createError(error).form).toBe(message);
  });

  it('marks the fields the server names', () => {
    expect(
      createError(new ApiError(400, 'invalid_payload', 'Missing required: subcategory', { subcategory: 'is required' }))
        .fields,
    ).toEqual({ subcategory: 'Subcategory is required.' });
    expect(createError(new ApiError(400, 'invalid_price', 'x')).fields).toEqual({ price: 'Price must be a number.' });
  });

  it("shows the server's message on an update failure, else 'Update failed'", () => {
    expect(updateError(new ApiError(400, 'invalid_price', 'Price must be a number.'))).toBe('Price must be a number.');
    expect(updateError(errorFromAnswer(500, ''))).toBe('Update failed');
    expect(updateError(new Error('boom'))).toBe('Update failed');
    // No answer at all (the request failed): the server said nothing.
    expect(
      updateError(new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.')),
    ).toBe('Update failed');
  });
});

describe('limitProblems', () => {
  const fields = { name: 'Shea Butter', price: '4500', category: 'Body Lotion', subcategory: '', description: '' };

  it('is empty when every field is within the contract', () => {
    expect(limitProblems(fields, 'updateProduct')).toEqual({});
    expect(
      limitProblems({ ...fields, name: 'n'.repeat(limits.updateProduct.name.maxLength) }, 'updateProduct'),
    ).toEqual({});
  });

  it('names each field one past its limit, on the value as sent', () => {
    expect(
      limitProblems({ ...fields, name: ` ${'n'.repeat(limits.updateProduct.name.maxLength + 1)} ` }, 'updateProduct'),
    ).toEqual({ name: 'Must be 200 characters or fewer.' });
    expect(limitProblems({ ...fields, price: '100000000.5' }, 'updateProduct')).toEqual({
      price: 'Must be at most 100,000,000.',
    });
  });

  it('counts the images, links and files together, and each link', () => {
    const links = Array.from(
      { length: limits.createProduct.images.maxItems + 1 },
      (_, i) => `https://example.com/${i}.jpg`,
    ).join('\n');
    expect(limitProblems({ ...fields, imageUrls: links, files: [] }, 'createProduct')).toEqual({
      images: 'No more than 20 images.',
    });
    expect(
      limitProblems({ ...fields, imageUrls: `https://example.com/${'a'.repeat(2048)}`, files: [] }, 'createProduct'),
    ).toEqual({ images: 'Each link must be 2,048 characters or fewer.' });
  });
});
