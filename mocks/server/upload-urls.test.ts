/** mock:server answers upload URLs absolute on its own origin and takes them back as paths. */
import { describe, expect, it } from 'vitest';
import { absoluteUploadUrls, localUploadUrls, withAbsoluteUploadUrls, withLocalUploadUrls } from './upload-urls';

const ORIGIN = 'http://127.0.0.1:4010';

describe('upload URLs behind mock:server', () => {
  it('makes every upload path of an answer absolute, and nothing else', () => {
    const answer = {
      images: ['/mock-uploads/ab12/a.png', '/images/products/soap.svg', 'https://res.cloudinary.com/x.png'],
      image_url: '/mock-uploads/cd34/b.png',
      nested: [{ src: '/mock-uploads/ef/c.png' }],
      count: 2,
      note: null,
    };
    expect(absoluteUploadUrls(answer, ORIGIN)).toEqual({
      images: [`${ORIGIN}/mock-uploads/ab12/a.png`, '/images/products/soap.svg', 'https://res.cloudinary.com/x.png'],
      image_url: `${ORIGIN}/mock-uploads/cd34/b.png`,
      nested: [{ src: `${ORIGIN}/mock-uploads/ef/c.png` }],
      count: 2,
      note: null,
    });
  });

  it('rewrites only JSON answers that hold an upload path', async () => {
    const rewritten = await withAbsoluteUploadUrls(
      Response.json({ image_url: '/mock-uploads/ab/a.png' }, { status: 201 }),
      ORIGIN,
    );
    expect(rewritten.status).toBe(201);
    expect(await rewritten.json()).toEqual({ image_url: `${ORIGIN}/mock-uploads/ab/a.png` });
    const plain = Response.json({ name: 'Soap' });
    expect(await withAbsoluteUploadUrls(plain, ORIGIN)).toBe(plain);
    const html = new Response('<a href="/mock-uploads/ab/a.png">', { headers: { 'content-type': 'text/html' } });
    expect(await withAbsoluteUploadUrls(html, ORIGIN)).toBe(html);
  });

  it('takes its own absolute upload URLs back as paths, in JSON or multipart bodies, and leaves other hosts alone', async () => {
    const text = JSON.stringify({
      url: `${ORIGIN}/mock-uploads/ab/a.png`,
      other: 'http://127.0.0.1:9999/mock-uploads/x.png',
    });
    expect(new TextDecoder().decode(localUploadUrls(new TextEncoder().encode(text), ORIGIN))).toBe(
      JSON.stringify({ url: '/mock-uploads/ab/a.png', other: 'http://127.0.0.1:9999/mock-uploads/x.png' }),
    );

    const form = new FormData();
    form.set('image_url', `${ORIGIN}/mock-uploads/ab/a.png`);
    form.set('image', new File([new Uint8Array([0, 255, 1, 2])], 'a.png', { type: 'image/png' }));
    const request = await withLocalUploadUrls(
      new Request(`${ORIGIN}/api/admin/carousel/slides/1`, { method: 'PATCH', body: form }),
      ORIGIN,
    );
    const read = await request.formData();
    expect(read.get('image_url')).toBe('/mock-uploads/ab/a.png');
    expect([...new Uint8Array(await (read.get('image') as File).arrayBuffer())]).toEqual([0, 255, 1, 2]);
    const get = new Request(`${ORIGIN}/api/products`);
    expect(await withLocalUploadUrls(get, ORIGIN)).toBe(get);
  });
});
