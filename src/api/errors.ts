/** API failures as one error type, so screens can branch on status and code. */
export class ApiError extends Error {
  /**
   * Whether `message` is the server's own sentence. When the answer carried none (a proxy's HTML
   * page, an empty body, no answer at all), `message` is a technical line for logs
   * ("Request failed with status 400") and the screen shows the spec's fallback instead.
   */
  readonly serverSentMessage: boolean;
  /** On a 429: the seconds to wait (Retry-After, or the body's retry_after), when the server said. */
  readonly retryAfter?: number;
  /** On a 409 out_of_stock: the body's `lines` as sent (read by `stockShortfalls`, src/api/queries/orders.ts). */
  readonly lines?: unknown;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    options: { serverSentMessage?: boolean; retryAfter?: number; lines?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.retryAfter = options.retryAfter;
    this.lines = options.lines;
    // No answer (status 0) means no server words; otherwise the caller says.
    this.serverSentMessage = options.serverSentMessage ?? status !== 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The code `unwrap` gives an answer whose body named no error code. */
export const NO_SERVER_CODE = 'http_error';

/** The server's own sentence, trimmed, when it sent one; never a made-up "Request failed…". */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || !error.serverSentMessage) return undefined;
  return error.message.trim() || undefined;
}

/** The server's error code, when it sent one. */
export function serverCode(error: unknown): string | undefined {
  if (!isApiError(error) || error.code === NO_SERVER_CODE || error.code === 'network_error' || !error.code)
    return undefined;
  return error.code;
}

/** What a person reads about a failure: the server's sentence, else the screen's own fallback. */
export function failureText(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** An ApiError from an error answer's status and body (JSON already parsed, or anything else). */
export function errorFromAnswer(status: number, body: unknown, retryAfterHeader?: number): ApiError {
  const value = (body && typeof body === 'object' ? body : {}) as {
    error?: unknown;
    message?: unknown;
    fields?: unknown;
    retry_after?: unknown;
    lines?: unknown;
  };
  const retryAfter =
    retryAfterHeader ??
    (typeof value.retry_after === 'number' && value.retry_after > 0 ? value.retry_after : undefined);
  const sent = typeof value.message === 'string' && value.message.trim() !== '';
  return new ApiError(
    status,
    typeof value.error === 'string' && value.error !== '' ? value.error : NO_SERVER_CODE,
    sent ? (value.message as string) : `Request failed with status ${status}`,
    value.fields && typeof value.fields === 'object' ? (value.fields as Record<string, string>) : undefined,
    { serverSentMessage: sent, retryAfter, lines: value.lines },
  );
}

/** Seconds from a Retry-After header: a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

/** Turns an openapi-fetch result into data, or throws an ApiError (a network failure is status 0). */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    throw errorFromAnswer(
      result.response.status,
      result.error,
      parseRetryAfter(result.response.headers.get('Retry-After')),
    );
  }
  return result.data as T;
}
