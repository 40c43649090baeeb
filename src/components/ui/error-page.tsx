/**
 * A failure the screen did not handle itself (a crash while drawing or loading a page). A person
 * reads a plain message and gets a way on: Try again, or Go home. The exception itself goes to the
 * console and, in a mock build (no VITE_API_BASE_URL: development, Storybook, QA), into a
 * collapsed "Details for developers"; a shopper never reads "Cannot read properties of undefined".
 */
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '@/api/errors';
import { env } from '@/config/env';

export const ERROR_TITLE = 'Something went wrong';

/** What the page says: about the connection, the server, or the page, never the exception's words. */
export function errorPageText(error: unknown): string {
  const noAnswer =
    (isApiError(error) && error.status === 0) || (error instanceof TypeError && /fetch|network/i.test(error.message));
  if (noAnswer) return 'We could not reach the store. Check your connection, then try again.';
  if (isApiError(error) && error.status >= 500)
    return 'The store’s server had a problem. Please try again in a moment.';
  return 'This page could not be shown. Please try again, or go back to the home page.';
}

/** The exception as a developer wants it: name, message, the API's status and code, the stack. */
export function developerDetails(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const head = `${error.name}: ${error.message}${isApiError(error) ? `\nHTTP ${error.status}, code ${error.code}` : ''}`;
  // V8's stack starts with the same "name: message" line: keep only the frames after it.
  const stack = error.stack?.startsWith(`${error.name}: ${error.message}`)
    ? error.stack.split('\n').slice(1).join('\n')
    : (error.stack ?? '');
  return stack ? `${head}\n${stack}` : head;
}

export interface ErrorScreenProps {
  error: unknown;
  onRetry: () => void;
  /** The collapsed details; by default only in a mock build. */
  showDetails?: boolean;
}

export function ErrorScreen({ error, onRetry, showDetails = env.mocksEnabled }: ErrorScreenProps) {
  useEffect(() => {
    console.error('[error page]', error);
  }, [error]);
  return (
    <section role="alert" aria-labelledby="error-page-title" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 id="error-page-title" className="text-2xl font-bold text-ink-900">
        {ERROR_TITLE}
      </h1>
      <p className="mt-3 text-ink-600">{errorPageText(error)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={onRetry}>
          Try again
        </button>
        <Link to="/" className="btn-secondary">
          Go home
        </Link>
      </div>
      {showDetails && (
        <details className="mt-8 text-left text-sm text-ink-700">
          <summary className="cursor-pointer text-center font-medium">Details for developers</summary>
          <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-ink-50 p-3 text-xs">
            {developerDetails(error)}
          </pre>
        </details>
      )}
    </section>
  );
}

/**
 * The router's default error component. Try again loads the page afresh: the crashed page's
 * queries have no screen watching them any more, so they (with the rest of the unwatched cache)
 * are dropped first; otherwise the same cached answer would crash the page again.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <ErrorScreen
      error={error}
      onRetry={() => {
        queryClient.removeQueries({ type: 'inactive' });
        reset();
        void router.invalidate();
      }}
    />
  );
}
