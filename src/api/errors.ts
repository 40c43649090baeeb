/** API failures as one error type, so screens can branch on status and code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Turns an openapi-fetch result into data, or throws an ApiError (a network failure is status 0). */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    const body = (result.error ?? {}) as { error?: unknown; message?: unknown; fields?: unknown };
    throw new ApiError(
      result.response.status,
      typeof body.error === 'string' ? body.error : 'http_error',
      typeof body.message === 'string' ? body.message : `Request failed with status ${result.response.status}`,
      body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : undefined,
    );
  }
  return result.data as T;
}
