/**
 * Requests that report upload progress: multipart forms with files (product images, slide images)
 * or JSON, sent with XMLHttpRequest because fetch has no upload progress. It follows the app
 * client's rules: the same absolute base URL, the stored bearer token, and on a 401 one shared
 * token refresh and one replay (the refresh itself lives in client.ts). It resolves with the
 * parsed JSON body (undefined for an empty one, e.g. 204) or throws an ApiError just as `unwrap`
 * does; a network failure is status 0 (`network_error`), an abort is an AbortError DOMException.
 */
import { backendReady } from './backend-ready';
import { apiBaseUrl, refreshSession } from './client';
import { ApiError, errorFromAnswer } from './errors';
import { tokens } from './tokens';

export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send (0 when the browser cannot tell). */
  total: number;
  /** 0 to 1; 1 once the whole body is sent. */
  fraction: number;
}

export interface SendOptions {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** An API path as in openapi.yaml, with its ids filled in: `/products/12`. */
  path: string;
  /** A FormData goes as multipart/form-data; anything else (not undefined) as JSON. */
  body?: FormData | unknown;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Whether a body will be sent as multipart (it holds files or is already a form). */
export const isMultipart = (body: unknown): body is FormData =>
  // By tag, not instanceof: under jsdom (tests) a form may be the engine's own FormData.
  Object.prototype.toString.call(body) === '[object FormData]';

interface RawResponse {
  status: number;
  text: string;
  contentType: string | null;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

function sendOnce(options: SendOptions, authorization: string | null): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, apiBaseUrl() + options.path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (authorization) xhr.setRequestHeader('Authorization', authorization);

    let payload: XMLHttpRequestBodyInit | null = null;
    if (isMultipart(options.body)) payload = options.body;
    else if (options.body !== undefined) {
      xhr.setRequestHeader('Content-Type', 'application/json');
      payload = JSON.stringify(options.body);
    }

    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        const total = event.lengthComputable ? event.total : 0;
        onProgress({ loaded: event.loaded, total, fraction: total > 0 ? Math.min(1, event.loaded / total) : 0 });
      };
      xhr.upload.onload = () => {
        // Some engines (and mocked XHR) send no progress event at all: report the end once.
        onProgress({ loaded: 1, total: 1, fraction: 1 });
      };
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, text: xhr.responseText, contentType: xhr.getResponseHeader('Content-Type') });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.'));
    };
    xhr.onabort = () => {
      done();
      reject(abortError());
    };
    xhr.send(payload);
  });
}

function parse(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toError(response: RawResponse): ApiError {
  return errorFromAnswer(response.status, parse(response.text));
}

/**
 * Sends one request with upload progress. A 401 refreshes the session once (sharing any refresh
 * already in flight) and replays the request; a second 401 is thrown as it is.
 */
export async function sendWithProgress<T = unknown>(options: SendOptions): Promise<T> {
  const access = tokens.getAccess();
  const sentWith = access ? `Bearer ${access}` : null;
  await backendReady();
  let response = await sendOnce(options, sentWith);
  if (response.status === 401 && tokens.getRefresh()) {
    const token = await refreshSession(sentWith);
    if (token) response = await sendOnce(options, `Bearer ${token}`);
  }
  if (response.status < 200 || response.status >= 300) throw toError(response);
  return parse(response.text) as T;
}
