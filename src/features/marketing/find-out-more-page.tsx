/**
 * /find-out-more: what the store is, the six categories (labels from src/config/catalog.ts, links
 * to /products?category=slug), delivery and pickup, and payment.
 */
import { Link } from '@tanstack/react-router';
import { brand } from '@/config/brand';
import { CATEGORY_MENU } from '@/config/catalog';
import { PROMO_FIRST_ORDER_PERCENT, SHIPPING_AMOUNT_SENT } from '@/config/constants';
import { titleCase } from '@/lib/categories';
import { formatNaira } from '@/lib/money';
import { MarketingPage, PageBand, PageSection } from './marketing-page';

export function FindOutMorePage() {
  return (
    <MarketingPage
      eyebrow="The shop"
      title="Find out more"
      lead={`${brand.name} is an online shop for body lotions, face creams, soaps, shower gels, skin treatment creams and make-up, made in Nigeria and priced in naira.`}
      image={{ src: '/images/slides/shower-gel.svg', position: 'right center' }}
      actions={
        <Link to="/products" className="btn-primary px-8">
          Shop all products
        </Link>
      }
    >
      <PageBand className="mt-12 sm:mt-16">
        <PageSection id="categories" eyebrow="What we make" title="Six ranges for every part of your routine">
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {CATEGORY_MENU.map((category) => {
              const name = titleCase(category.label);
              return (
                <li key={category.slug}>
                  <Link
                    to="/products"
                    search={{ category: category.slug }}
                    className="group flex h-full overflow-hidden rounded-3xl sm:flex-col border border-ink-200 bg-white transition hover:border-brand-300 hover:shadow-lg hover:shadow-brand-900/5"
                  >
                    <img
                      src={`/images/categories/${category.slug}.svg`}
                      alt=""
                      width={800}
                      height={800}
                      loading="lazy"
                      decoding="async"
                      className="w-28 shrink-0 object-cover transition duration-300 group-hover:scale-[1.02] sm:aspect-16/10 sm:w-full"
                    />
                    <span className="flex min-w-0 flex-1 flex-col p-4 sm:p-5">
                      <span className="font-display text-xl text-ink-900">{name}</span>
                      <span className="mt-1 text-sm leading-relaxed text-ink-600">
                        {[...new Set(category.items)].join(' · ')}
                      </span>
                      <span className="mt-4 text-sm font-semibold text-brand-700 group-hover:underline">
                        {`Shop ${name}`} <span aria-hidden="true">→</span>
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </PageSection>
      </PageBand>

      <PageBand className="mt-16 grid gap-6 sm:mt-20 md:grid-cols-2">
        <PageSection
          id="delivery"
          eyebrow="Getting your order"
          title="Delivery and pickup"
          className="rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-100 sm:p-8"
        >
          <div className="mt-4 space-y-4 leading-relaxed text-ink-700">
            <p>
              <strong className="font-semibold text-ink-900">Pickup</strong> is the default at checkout. Give a contact
              name and phone number and collect your order from {brand.pickupAddress}.
            </p>
            <p>
              <strong className="font-semibold text-ink-900">Delivery</strong> goes to any state in Nigeria: choose your
              state, LGA and street at checkout. The shipping fee depends on where you are and is agreed with you after
              you order, so the checkout shows shipping as {formatNaira(SHIPPING_AMOUNT_SENT)}.
            </p>
          </div>
        </PageSection>
        <PageSection
          id="payment"
          eyebrow="Paying"
          title="Secure card payment"
          className="rounded-3xl bg-ink-50 p-6 ring-1 ring-ink-100 sm:p-8"
        >
          <div className="mt-4 space-y-4 leading-relaxed text-ink-700">
            <p>
              You pay by card on a secure payment page hosted by our card payment provider. Your card details are typed
              there, never on our site, and we do not see or keep them.
            </p>
            <p>
              After paying you come back to us and see the result; your{' '}
              <Link to="/orders" className="link">
                orders
              </Link>{' '}
              show each payment&rsquo;s status at any time.
            </p>
          </div>
        </PageSection>
      </PageBand>

      <PageBand className="mt-16 sm:mt-20">
        <PageSection id="more" eyebrow="More from Beauty Stars" title="Rewards, advice and help">
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <MoreLink to="/status-point" title="BS Earn Status" text="Points on every order, turned into credit." />
            <MoreLink
              to="/meet-our-skin-doctor"
              title="Meet our Skin doctor"
              text="Advice on the right products for your skin."
            />
            <MoreLink
              to="/first-order"
              title="First-order offer"
              text={`Up to ${PROMO_FIRST_ORDER_PERCENT}% off your first order.`}
            />
            <MoreLink to="/contact-us" title="Contact us" text="Phone, WhatsApp, email and FAQs." />
          </ul>
        </PageSection>
      </PageBand>
    </MarketingPage>
  );
}

function MoreLink({
  to,
  title,
  text,
}: {
  to: '/status-point' | '/meet-our-skin-doctor' | '/first-order' | '/contact-us';
  title: string;
  text: string;
}) {
  return (
    <li>
      <Link
        to={to}
        className="flex h-full flex-col rounded-2xl border border-ink-200 p-5 transition hover:border-brand-300 hover:bg-brand-50"
      >
        <span className="font-semibold text-ink-900">{title}</span>
        <span className="mt-1 text-sm leading-relaxed text-ink-600">{text}</span>
      </Link>
    </li>
  );
}
