/**
 * Where mock:server's uploads are served from. The mock keeps an uploaded file at a path,
 * `/mock-uploads/{key}/{name}` (mocks/services/uploads.ts), which is right where the mock runs on
 * the store's own origin (the browser's service worker). Behind mock:server the store lives on
 * another origin, where that path would name one of the store's files: so the server answers
 * upload URLs absolute, on its own origin as the request reached it (its Host), as an image host
 * answers absolute URLs. The data keeps the path, so a data file works on any port.
 */
import { UPLOAD_URL_PREFIX } from '../services/uploads';

const PATH = `${UPLOAD_URL_PREFIX}/`;

/** Every string of a JSON value that is an upload's path, made absolute on `origin`. */
export function absoluteUploadUrls(value: unknown, origin: string): unknown {
  if (typeof value === 'string') return value.startsWith(PATH) ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => absoluteUploadUrls(item, origin));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absoluteUploadUrls(item, origin)]));
  return value;
}

/** A JSON answer with its upload paths made absolute; any other answer as it is. */
export async function withAbsoluteUploadUrls(response: Response, origin: string): Promise<Response> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return response;
  const text = await response.clone().text();
  if (!text.includes(`"${PATH}`)) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(absoluteUploadUrls(JSON.parse(text), origin)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** `bytes` with every `origin` + upload path cut back to the path (a byte search, safe in a multipart body). */
export function localUploadUrls(bytes: Uint8Array, origin: string): Uint8Array {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const needle = Buffer.from(`${origin}${PATH}`);
  const cut = Buffer.byteLength(origin);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = buffer.indexOf(needle, from); at !== -1; at = buffer.indexOf(needle, from)) {
    parts.push(buffer.subarray(from, at));
    from = at + cut;
  }
  if (from === 0) return bytes;
  parts.push(buffer.subarray(from));
  return Buffer.concat(parts);
}

/** The request with the upload URLs this server answered (absolute) taken back as paths, as the data keeps them. */
export async function withLocalUploadUrls(request: Request, origin: string): Promise<Request> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request;
  const bytes = new Uint8Array(await request.arrayBuffer());
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return new Request(request.url, {
    method: request.method,
    headers,
    body: localUploadUrls(bytes, origin) as Uint8Array<ArrayBuffer>,
  });
}
