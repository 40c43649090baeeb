/**
 * /first-order: the first-order offer (spec section 1: up to 5% off a first order with a code) and
 * the sign-up banner 'ENJOY 5% ON SIGN-UP'. How to get it: create an account, the code arrives by
 * email, and the cart's Promo code field takes it (decision 0034: 5% off the subtotal of the first
 * paid order, one use, 30 days).
 */
import { Link } from '@tanstack/react-router';
import { PROMO_FIRST_ORDER_PERCENT } from '@/config/constants';
import { MarketingPage, PageBand, PageSection } from './marketing-page';

/** The spec's banner, verbatim (section 1). */
export const SIGNUP_BANNER_TEXT = `ENJOY ${PROMO_FIRST_ORDER_PERCENT}% ON SIGN-UP`;
export const FIRST_ORDER_TITLE = `Up to ${PROMO_FIRST_ORDER_PERCENT}% off your first order`;

const STEPS = [
  { title: 'Create your account', text: 'Register with your email address and a password. It takes a minute.' },
  {
    title: 'Look out for your code',
    text: `Your first-order code, worth up to ${PROMO_FIRST_ORDER_PERCENT}% off, arrives by email.`,
  },
  {
    title: 'Use it on your first order',
    text: 'In your cart, type the code under Promo code and press Apply: the discount comes off before you pay.',
  },
];

export function FirstOrderPage() {
  return (
    <MarketingPage
      eyebrow="Welcome offer"
      title={FIRST_ORDER_TITLE}
      breadcrumb="First-order offer"
      lead={`New to Beauty Stars? Create an account and get a code for up to ${PROMO_FIRST_ORDER_PERCENT}% off your first order, sent to your email.`}
      image={{ src: '/images/slides/black-soap.svg', position: 'right center' }}
      actions={
        <Link to="/account" search={{ mode: 'register' }} className="btn-primary px-8">
          Create an account
        </Link>
      }
    >
      <PageBand className="mt-10 sm:mt-14">
        <SignUpBanner />
      </PageBand>

      <PageBand className="mt-14 sm:mt-20">
        <PageSection id="how-to-get-it" eyebrow="Three steps" title="How to get your code">
          <ol className="mt-8 grid gap-5 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="rounded-3xl border border-ink-200 bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-11 items-center justify-center rounded-full bg-brand-50 font-display text-xl text-brand-800 ring-1 ring-brand-100"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink-900">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </PageSection>
      </PageBand>

      <PageBand className="mt-14 grid gap-10 sm:mt-20 lg:grid-cols-12 lg:gap-12">
        <PageSection id="good-to-know" eyebrow="Good to know" title="About the offer" className="lg:col-span-7">
          <ul className="mt-5 max-w-prose list-disc space-y-2 pl-5 leading-relaxed text-ink-700 marker:text-brand-400">
            <li>The offer is for your first order with Beauty Stars, placed from your new account.</li>
            <li>{`Your code takes ${PROMO_FIRST_ORDER_PERCENT}% off that order’s subtotal. It works once, for 30 days after you sign up.`}</li>
            <li>Prices are in naira. The shipping fee, if you choose delivery, is agreed with you after you order.</li>
          </ul>
        </PageSection>
        <aside
          aria-labelledby="newsletter-aside-title"
          className="rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-100 sm:p-8 lg:col-span-5"
        >
          <h2 id="newsletter-aside-title" className="font-display text-2xl text-ink-900">
            Not ready for an account?
          </h2>
          <p className="mt-2 leading-relaxed text-ink-700">
            Sign up for email exclusives with just your email address.
          </p>
          <Link to="/newsletter" className="btn-secondary mt-5">
            Join the newsletter
          </Link>
        </aside>
      </PageBand>
    </MarketingPage>
  );
}

function SignUpBanner() {
  return (
    <section
      aria-labelledby="signup-banner-text"
      className="relative overflow-hidden rounded-[2rem] bg-brand-800 px-6 py-10 text-center text-white sm:px-10 sm:py-14"
    >
      <div aria-hidden="true" className="absolute -top-20 -left-16 size-64 rounded-full bg-brand-600/40" />
      <div aria-hidden="true" className="absolute -right-10 -bottom-24 size-72 rounded-full bg-gold-400/20" />
      <div className="relative">
        <p className="text-xs font-semibold tracking-[0.25em] text-gold-100 uppercase">Welcome offer</p>
        <h2 id="signup-banner-text" className="mt-3 font-display text-4xl leading-tight tracking-wide sm:text-6xl">
          {SIGNUP_BANNER_TEXT}
        </h2>
        <p className="mx-auto mt-4 max-w-lg text-brand-100">{`Register today and your code for up to ${PROMO_FIRST_ORDER_PERCENT}% off your first order comes by email.`}</p>
        <Link
          to="/account"
          search={{ mode: 'register' }}
          className="mt-7 inline-flex min-h-11 items-center justify-center rounded-full bg-white px-8 py-2 text-sm font-semibold text-brand-800 shadow-sm transition hover:bg-gold-100 focus-visible:outline-white"
        >
          Sign up now
        </Link>
      </div>
    </section>
  );
}
