import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

/** A failure the screen did not handle itself: a clear message and a way to try again. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-ink-900">Something went wrong</h1>
      <p className="mt-3 text-ink-600">{error instanceof Error && error.message ? error.message : 'This page could not be shown.'}</p>
      <button
        type="button"
        className="btn-primary mt-6"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </button>
    </section>
  );
}
