/**
 * The help the footer's "Help Centre / FAQs" and "Accessibility" links lead to: short answers on
 * delivery, pickup, payment and returns (#faqs), and the accessibility statement (#accessibility).
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { brand } from '@/config/brand';
import { SHIPPING_AMOUNT_SENT } from '@/config/constants';
import { formatNaira } from '@/lib/money';
import { emailHref, phoneHref } from './contact-links';
import { PageSection } from './marketing-page';

export const FAQS_ID = 'faqs';
export const ACCESSIBILITY_ID = 'accessibility';

const FAQS: { question: string; answer: ReactNode }[] = [
  {
    question: 'How much is delivery, and where do you deliver?',
    answer: (
      <p>
        We ship to every state in Nigeria. The shipping fee depends on where you are, so it is agreed with you after you
        place your order: the checkout shows shipping as {formatNaira(SHIPPING_AMOUNT_SENT)}, and we contact you on the
        phone number you gave to agree the fee before your parcel leaves.
      </p>
    ),
  },
  {
    question: 'Can I pick up my order instead?',
    answer: (
      <p>
        Yes. Pickup is the default at checkout: give a contact name and phone number and collect your order from{' '}
        <strong className="font-semibold text-ink-900">{brand.pickupAddress}</strong>. There is no shipping fee for
        pickup.
      </p>
    ),
  },
  {
    question: 'How do I pay?',
    answer: (
      <p>
        By card, on a secure payment page hosted by our card payment provider. You type your card details there, never
        on our site, and we do not see or keep them. When you are done you come back to us and see whether the payment
        went through.
      </p>
    ),
  },
  {
    question: 'Can I return something?',
    answer: (
      <p>
        If an item arrives damaged, faulty or is not what you ordered, contact us before using it, with your order
        reference and a photo, and we will put it right. For hygiene reasons we cannot take back opened skin-care or
        make-up products unless they are faulty. Approved refunds go back to the card you paid with.
      </p>
    ),
  },
  {
    question: 'Where can I see my orders?',
    answer: (
      <p>
        Sign in and open{' '}
        <Link to="/orders" className="link">
          Orders
        </Link>
        : each order shows its status, payment details and items.
      </p>
    ),
  },
  {
    question: 'Do you reward loyal customers?',
    answer: (
      <p>
        Yes: with{' '}
        <Link to="/status-point" className="link">
          BS Earn Status
        </Link>
        , your orders earn points that turn into credit for your next order.
      </p>
    ),
  },
];

export function ContactFaqs() {
  return (
    <PageSection id={FAQS_ID} eyebrow="Help centre" title="Frequently asked questions">
      <div className="mt-6 divide-y divide-ink-200 border-y border-ink-200">
        {FAQS.map((faq) => (
          <details key={faq.question} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-3 text-left font-semibold text-ink-900 hover:text-brand-800 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition group-open:rotate-45"
              >
                <svg
                  viewBox="0 0 20 20"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                  strokeLinecap="round"
                  className="size-4"
                >
                  <path d="M10 4v12M4 10h12" />
                </svg>
              </span>
            </summary>
            <div className="max-w-prose pr-12 pb-5 leading-relaxed text-ink-700">{faq.answer}</div>
          </details>
        ))}
      </div>
    </PageSection>
  );
}

export function AccessibilityStatement() {
  return (
    <PageSection id={ACCESSIBILITY_ID} eyebrow="Accessibility" title="Accessibility statement">
      <div className="mt-4 max-w-prose space-y-4 leading-relaxed text-ink-700">
        <p>
          We want everyone to be able to shop with {brand.name}, including people who use a keyboard, a screen reader,
          screen magnification or voice control. We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at
          level AA: every page works with a keyboard and shows where the focus is, pictures that carry meaning have a
          text alternative, forms tell you what needs fixing next to the field, text can be enlarged to 200%, and moving
          content such as the promotion strip and the home carousel can be paused and stays still when your device asks
          for reduced motion.
        </p>
        <p>
          If something on the site does not work for you, tell us with the form above, by email at{' '}
          <a href={emailHref} className="link break-words">
            {brand.email}
          </a>{' '}
          or by phone on{' '}
          <a href={phoneHref} className="link whitespace-nowrap">
            {brand.phone}
          </a>
          . We will help you complete your order and fix the problem.
        </p>
      </div>
    </PageSection>
  );
}
