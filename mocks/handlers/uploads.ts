/**
 * Serves uploaded files back at the URL `saveUpload` gave them: /mock-uploads/{key}/{filename}
 * on any origin. Not an API operation (it is not in openapi.yaml and not under /api), so it uses
 * MSW's plain `http`. An upload whose row was deleted (an image that was replaced) is gone: 404.
 */
import { http, HttpResponse } from 'msw';
import { db } from '../db';
import { blobStore, UPLOAD_URL_PREFIX } from '../services/uploads';

/** Upload keys are random and never reused, so the files can be cached for good. */
const CACHE_FOREVER = 'public, max-age=31536000, immutable';

export const uploadHandlers = [
  http.get(`*${UPLOAD_URL_PREFIX}/:key/:name`, async ({ params }) => {
    const key = String(params.key);
    const row = db.uploads.getBy('key', key);
    const blob = row ? await blobStore().get(key) : undefined;
    if (!row || !blob)
      return new HttpResponse('Not found.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
    return new HttpResponse(await blob.arrayBuffer(), {
      status: 200,
      headers: {
        'Content-Type': row.content_type,
        'Content-Length': String(blob.size),
        'Cache-Control': CACHE_FOREVER,
      },
    });
  }),
];
