/** /newsletter: what subscribers get, and the sign-up form (spec section 2: a thank-you, no call). */
import { NewsletterForm } from './newsletter-form';
import { MarketingPage, PageBand } from './marketing-page';

const PERKS = [
  { title: 'Email exclusives', text: 'Offers kept for subscribers and sent by email, so they are worth opening.' },
  {
    title: 'New arrivals',
    text: 'Be the first to hear when a new lotion, cream, soap or shade of powder joins the range.',
  },
  {
    title: 'Skin-care know-how',
    text: 'Simple routines and tips for Nigerian weather, from our team and our skin doctor.',
  },
];

export function NewsletterPage() {
  return (
    <MarketingPage
      eyebrow="Newsletter"
      title="Sign up for email exclusives"
      breadcrumb="Newsletter"
      lead="Join the Beauty Stars list for subscriber offers, new arrivals and practical skin-care advice, straight to your inbox."
      image={{ src: '/images/slides/glow-recipe.svg', position: 'right center' }}
    >
      <PageBand className="mt-10 grid gap-10 sm:mt-14 lg:grid-cols-12 lg:gap-16">
        <div className="lg:order-2 lg:col-span-5">
          <NewsletterForm />
        </div>
        <section aria-labelledby="newsletter-perks-title" className="lg:order-1 lg:col-span-7">
          <h2 id="newsletter-perks-title" className="font-display text-2xl text-ink-900 sm:text-3xl">
            What you will get
          </h2>
          <ul className="mt-6 space-y-4">
            {PERKS.map((perk, index) => (
              <li key={perk.title} className="flex gap-4 rounded-2xl border border-ink-100 bg-ink-50 p-5">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-display text-lg text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-ink-900">{perk.title}</h3>
                  <p className="mt-1 leading-relaxed text-ink-700">{perk.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-ink-600">No spam, and you can ask us to stop at any time.</p>
        </section>
      </PageBand>
    </MarketingPage>
  );
}
