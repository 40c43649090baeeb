import type { ReactNode } from 'react';

/** A page whose screen is still being built: its title and one honest line. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12" aria-labelledby="page-title">
      <h1 id="page-title" className="text-3xl font-bold text-ink-900">
        {title}
      </h1>
      <div className="mt-4 text-ink-600">{children ?? <p>This page is on its way.</p>}</div>
    </section>
  );
}
