/**
 * The frame every marketing page shares: a breadcrumb, a soft brand-coloured header with the
 * page's one h1, a lead paragraph, optional calls to action and an optional picture (shown from
 * the md breakpoint, so phones reach the content at once), then the page's sections.
 */
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';

export interface MarketingPageProps {
  /** A short label above the title ("Customer service"). */
  eyebrow: string;
  title: string;
  /** The page's name in the breadcrumb when the title is a sentence (default: the title). */
  breadcrumb?: string;
  lead: ReactNode;
  /** A picture from /images; decorative unless `alt` is given. */
  image?: {
    src: string;
    alt?: string;
    /** CSS object-position, e.g. 'right center' for the slide pictures. */ position?: string;
  };
  actions?: ReactNode;
  children: ReactNode;
}

export function MarketingPage({ eyebrow, title, breadcrumb, lead, image, actions, children }: MarketingPageProps) {
  const titleId = useId();
  return (
    <div className="pb-16 sm:pb-20">
      <div className="border-b border-brand-100 bg-linear-to-br from-brand-50 via-white to-gold-100/60">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-6 sm:px-6 sm:py-12 md:grid-cols-[minmax(0,1.15fr)_minmax(0,0.85fr)] lg:gap-16 lg:py-16">
          <div>
            <Breadcrumb current={breadcrumb ?? title} />
            <p className="mt-4 text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase sm:mt-6">{eyebrow}</p>
            <h1 id={titleId} className="mt-2 font-display text-4xl leading-tight text-balance text-ink-900 sm:text-5xl">
              {title}
            </h1>
            <div className="mt-4 max-w-xl text-lg leading-relaxed text-pretty text-ink-700">{lead}</div>
            {actions && <div className="mt-7 flex flex-wrap gap-3">{actions}</div>}
          </div>
          {image && (
            <div className="hidden md:block">
              <img
                src={image.src}
                alt={image.alt ?? ''}
                width={800}
                height={600}
                decoding="async"
                className="aspect-4/3 w-full rounded-[2rem] object-cover shadow-xl shadow-brand-900/10 ring-1 ring-brand-100"
                style={{ objectPosition: image.position ?? 'center' }}
              />
            </div>
          )}
        </div>
      </div>
      {children}
    </div>
  );
}

function Breadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-600">
        <li className="flex items-center gap-1">
          <Link
            to="/"
            className="inline-flex min-h-11 items-center rounded px-0.5 hover:text-brand-800 hover:underline underline-offset-4"
          >
            Home
          </Link>
          <span aria-hidden="true" className="text-ink-400">
            /
          </span>
        </li>
        <li aria-current="page" className="font-medium text-ink-800">
          {current}
        </li>
      </ol>
    </nav>
  );
}

/** A page-wide band of content, aligned with the header and footer. */
export function PageBand({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto max-w-7xl px-4 sm:px-6 ${className}`}>{children}</div>;
}

export interface PageSectionProps {
  /** The anchor (and the heading's id), so a link can land on the section. */
  id: string;
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A section with its h2: spaced for reading, reachable by its anchor under the sticky header. */
export function PageSection({ id, title, eyebrow, intro, children, className = '' }: PageSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-32 ${className}`}>
      {eyebrow && <p className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">{eyebrow}</p>}
      <h2 id={`${id}-title`} className="mt-1 font-display text-2xl leading-snug text-ink-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <div className="mt-3 max-w-2xl text-base leading-relaxed text-ink-700">{intro}</div>}
      {children}
    </section>
  );
}

/** Running text at a comfortable measure: paragraphs, lists and links styled alike on every page. */
export const prose =
  'max-w-prose text-base leading-relaxed text-ink-700 [&_li]:mt-2 [&_p+p]:mt-4 [&_strong]:font-semibold [&_strong]:text-ink-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:marker:text-brand-400';
