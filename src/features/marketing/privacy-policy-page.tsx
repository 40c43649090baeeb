/**
 * /privacy-policy, with everything the spec lists (section 2): what is collected and why, that
 * data is never sold and shared only with trusted partners (delivery, payment), the right to view,
 * update or delete it, that using the site means agreement, and the company's email and website.
 */
import { TermsLink } from '@/components/ui/terms-link';
import { brand } from '@/config/brand';
import { emailHref, websiteLabel } from './contact-links';
import { LegalPage, type LegalSection } from './legal-page';

const EmailLink = () => (
  <a href={emailHref} className="link break-words">
    {brand.email}
  </a>
);

const WebsiteLink = () => (
  <a href={brand.website} className="link">
    {websiteLabel}
  </a>
);

const SECTIONS: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <p>
        {brand.name} sells skin care and make-up made in Nigeria through its online shop at <WebsiteLink />. This policy
        explains what information we keep about you, why, and what you can ask us to do with it.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect and why',
    body: (
      <>
        <p>
          We collect your name, contact details and payment information only to process your orders and to deliver and
          improve our services.
        </p>
        <ul className="list-disc space-y-2 pl-5 marker:text-brand-400">
          <li>
            <strong className="font-semibold text-ink-900">Name and contact details</strong>: your email address when
            you create an account, and the contact name, phone number and, for delivery, the address you give at
            checkout.
          </li>
          <li>
            <strong className="font-semibold text-ink-900">Payment information</strong>: the amount, reference and
            result of each payment. You type your card details on the secure page of our payment provider, not on our
            site, and we never see or keep your card number.
          </li>
          <li>
            <strong className="font-semibold text-ink-900">Reviews</strong> you choose to write, which are shown with
            the product.
          </li>
        </ul>
        <p>Your cart and your sign-in are kept in your own browser, so they are still there when you come back.</p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share it with',
    body: (
      <>
        <p>We never sell your data. We share it only with trusted partners who help us serve you:</p>
        <ul className="list-disc space-y-2 pl-5 marker:text-brand-400">
          <li>
            <strong className="font-semibold text-ink-900">Delivery partners</strong>, who need your name, phone number
            and address to bring your order to you.
          </li>
          <li>
            <strong className="font-semibold text-ink-900">Our payment provider</strong>, which takes your card payment
            on its secure page.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <p>
        You may ask us at any time to view, update or delete your data. Write to <EmailLink /> from the email address on
        your account and tell us what you would like us to do.
      </p>
    ),
  },
  {
    id: 'agreement',
    title: 'Agreeing to this policy',
    body: (
      <p>
        By using this site, you agree to this privacy policy. If we change it, the new version will appear on this page.
        Our <TermsLink>Terms &amp; Conditions</TermsLink> explain the rules for buying from us.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <dl className="grid gap-x-6 gap-y-2 rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-ink-900">Company</dt>
        <dd>{brand.name}</dd>
        <dt className="font-semibold text-ink-900">Email</dt>
        <dd>
          <EmailLink />
        </dd>
        <dt className="font-semibold text-ink-900">Website</dt>
        <dd>
          <WebsiteLink />
        </dd>
      </dl>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      eyebrow="Legal"
      title="Privacy Policy"
      lead="Your privacy matters to us. Here is, in plain words, what we collect, why we collect it and what you can ask us to do with it."
      sections={SECTIONS}
    />
  );
}
