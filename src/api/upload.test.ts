import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { clock } from '@mocks/services/clock';
import { uploadSettings } from '@mocks/services/uploads';
import { withMockBackend } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';
import { api } from './client';
import { ApiError } from './errors';
import { tokens } from './tokens';
import { sendWithProgress, type UploadProgress } from './upload';

withMockBackend();

const FIFTEEN_MINUTES = 15 * 60 * 1000;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

interface Product {
  id: number;
  name: string;
  category: string;
  images: string[];
}

function productForm(): FormData {
  const form = new FormData();
  form.set('name', 'Shea Glow Butter');
  form.set('price', '4500');
  form.set('category', 'Skin Care');
  form.set('subcategory', 'Body Butter');
  form.append('images', new File([PNG], 'glow.png', { type: 'image/png' }));
  return form;
}

function countRefreshes(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith('/token/refresh')) seen.push(request.url);
  });
  return seen;
}

describe('sendWithProgress', () => {
  beforeEach(() => {
    localStorage.clear();
    uploadSettings.configured = true;
    uploadSettings.failUploads = false;
  });

  it('sends a multipart form with the bearer token and returns the parsed body', async () => {
    await signInAs('admin');
    const progress: UploadProgress[] = [];

    const product = await sendWithProgress<Product>({
      method: 'POST',
      path: '/products',
      body: productForm(),
      onProgress: (p) => progress.push(p),
    });

    expect(product.name).toBe('Shea Glow Butter');
    expect(product.category).toBe('skin-care');
    expect(product.images).toHaveLength(1);
    expect(product.images[0]).toMatch(/glow\.png$/);
    expect(progress.at(-1)?.fraction).toBe(1);
  });

  it('sends any other body as JSON', async () => {
    await signInAs('admin');
    const product = await sendWithProgress<Product>({
      method: 'POST',
      path: '/products',
      body: {
        name: 'Cocoa Lip Balm',
        price: 1200,
        category: 'lip care',
        subcategory: 'balms',
        images: ['https://example.com/a.jpg'],
      },
    });
    expect(product.images).toEqual(['https://example.com/a.jpg']);
  });

  it('throws the server error as an ApiError with its code, message and fields', async () => {
    await signInAs('admin');
    const form = productForm();
    form.delete('name');
    const error = await sendWithProgress({ method: 'POST', path: '/products', body: form }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'invalid_payload', fields: { name: expect.any(String) } });
    expect((error as ApiError).message).toMatch(/^Missing required: /);
  });

  it('reports cloudinary_not_configured from the server', async () => {
    await signInAs('admin');
    uploadSettings.configured = false;
    const error = await sendWithProgress({ method: 'POST', path: '/products', body: productForm() }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 503, code: 'cloudinary_not_configured' });
  });

  it('refreshes an expired access token once and replays the upload', async () => {
    const token = await signInAs('admin');
    const refreshes = countRefreshes();
    clock.advance(FIFTEEN_MINUTES + 1000);

    const product = await sendWithProgress<Product>({ method: 'POST', path: '/products', body: productForm() });

    expect(product.name).toBe('Shea Glow Butter');
    expect(refreshes).toHaveLength(1);
    expect(tokens.getAccess()).not.toBe(token);
  });

  it('ends the session when the refresh fails', async () => {
    await signInAs('admin');
    localStorage.setItem('refresh_token', 'not-a-real-token');
    clock.advance(FIFTEEN_MINUTES + 1000);
    const expired = vi.fn();
    api.setSessionExpiredHandler(expired);

    const error = await sendWithProgress({ method: 'POST', path: '/products', body: productForm() }).catch(
      (e: unknown) => e,
    );

    expect(error).toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledOnce();
    expect(tokens.getAccess()).toBeNull();
  });

  it('stops when the signal aborts', async () => {
    await signInAs('admin');
    const controller = new AbortController();
    controller.abort();
    await expect(
      sendWithProgress({ method: 'POST', path: '/products', body: productForm(), signal: controller.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
