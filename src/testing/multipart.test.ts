/**
 * A multipart body under jsdom reaches a mock handler as a browser would send it: each file with
 * its name, type and bytes, read back by `request.formData()` as a File. This holds only thanks to
 * src/testing/setup-dom.ts (Node's File, Blob and FormData on the global, and a Node FormData
 * encoded for jsdom's XMLHttpRequest).
 */
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFile } from '@mocks/handlers/http';

/** On the page's own origin: jsdom's XMLHttpRequest keeps CORS, as a browser does, and msw 3 lets it. */
const ECHO = new URL('/echo', location.origin).href;

interface Part {
  name: string;
  type: string;
  bytes: number[];
  isFile: boolean;
}

const server = setupServer(
  http.post(ECHO, async ({ request }) => {
    const form = await request.formData();
    const parts: Record<string, Part | string> = {};
    for (const [key, value] of form.entries()) {
      parts[key] =
        typeof value === 'string'
          ? value
          : {
              name: value.name,
              type: value.type,
              bytes: [...new Uint8Array(await value.arrayBuffer())],
              isFile: isFile(value),
            };
    }
    return HttpResponse.json(parts);
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const PNG = [137, 80, 78, 71];
const expected = { flag: 'false', image: { name: 'side.png', type: 'image/png', bytes: PNG, isFile: true } };

/** A form with a file chosen in an `<input type="file">`, as the admin forms build theirs. */
async function chosenForm(): Promise<FormData> {
  const input = document.createElement('input');
  input.type = 'file';
  document.body.append(input);
  await userEvent.upload(input, new File([new Uint8Array(PNG)], 'side.png', { type: 'image/png' }));
  const form = new FormData();
  form.append('image', input.files![0]!);
  form.set('flag', 'false');
  input.remove();
  return form;
}

describe('a multipart body under jsdom', () => {
  it('keeps each file through XMLHttpRequest (the uploads)', async () => {
    const body = await chosenForm();
    const text = await new Promise<string>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', ECHO);
      xhr.onload = () =>
        xhr.status === 200 ? resolve(xhr.responseText) : reject(new Error(`status ${xhr.status}: ${xhr.responseText}`));
      xhr.onerror = () => reject(new Error('network error'));
      xhr.send(body);
    });
    expect(JSON.parse(text)).toEqual(expected);
  });

  it('keeps each file through fetch', async () => {
    const response = await fetch(ECHO, { method: 'POST', body: await chosenForm() });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(expected);
  });
});
