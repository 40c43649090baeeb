/**
 * The layout of the privacy policy and the terms: the usual page header, then an "On this page"
 * list of the sections (beside the text from the lg breakpoint, where it stays in view) and the
 * sections themselves at a comfortable reading width.
 */
import type { ReactNode } from 'react';
import { MarketingPage, PageBand } from './marketing-page';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalPageProps {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  sections: LegalSection[];
}

export function LegalPage({ eyebrow, title, lead, sections }: LegalPageProps) {
  return (
    <MarketingPage eyebrow={eyebrow} title={title} lead={lead}>
      <PageBand className="mt-10 grid gap-10 sm:mt-14 lg:grid-cols-12 lg:gap-16">
        <nav aria-label="On this page" className="lg:col-span-4 xl:col-span-3">
          <div className="rounded-2xl bg-ink-50 p-5 ring-1 ring-ink-100 lg:sticky lg:top-32">
            <p className="text-xs font-semibold tracking-[0.2em] text-ink-600 uppercase">On this page</p>
            <ol className="mt-3 space-y-0.5 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-ink-700 transition hover:bg-white hover:text-brand-800"
                  >
                    <span aria-hidden="true" className="w-5 shrink-0 text-ink-600 tabular-nums">{`${index + 1}.`}</span>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="space-y-12 lg:col-span-8 xl:col-span-7">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-32">
              <h2 id={`${section.id}-title`} className="font-display text-2xl leading-snug text-ink-900">
                <span aria-hidden="true" className="mr-2 text-brand-600">{`${index + 1}.`}</span>
                {section.title}
              </h2>
              <div className="mt-4 max-w-prose space-y-4 leading-relaxed text-ink-700">{section.body}</div>
            </section>
          ))}
        </div>
      </PageBand>
    </MarketingPage>
  );
}
