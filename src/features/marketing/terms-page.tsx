/**
 * /terms: the Terms & Conditions (orders, prices in naira, the shipping fee agreed after the order,
 * pickup, payment on a hosted card page, returns, reviews, the law of Nigeria). The footer opens
 * this page in a new tab.
 */
import { Link } from '@tanstack/react-router';
import { brand } from '@/config/brand';
import { REVIEW_TITLE_MAX, SHIPPING_AMOUNT_SENT } from '@/config/constants';
import { formatNaira } from '@/lib/money';
import { emailHref, phoneHref, websiteLabel } from './contact-links';
import { LegalPage, type LegalSection } from './legal-page';

const strong = 'font-semibold text-ink-900';

const SECTIONS: LegalSection[] = [
  {
    id: 'about-these-terms',
    title: 'About these terms',
    body: (
      <p>
        These terms apply when you use{' '}
        <a href={brand.website} className="link">
          {websiteLabel}
        </a>{' '}
        and buy from {brand.name}. By placing an order you accept them, so please read them first. Our{' '}
        <Link to="/privacy-policy" className="link">
          Privacy Policy
        </Link>{' '}
        explains how we handle your data.
      </p>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <p>
        You need an account to place an order. Keep your password to yourself: orders placed from your account are
        treated as yours. If you think someone else has used it, contact us straight away.
      </p>
    ),
  },
  {
    id: 'orders',
    title: 'Orders',
    body: (
      <>
        <p>
          Add products to your cart, choose pickup or delivery, and place your order while signed in. Your order is
          confirmed once your payment succeeds, and you can follow it at any time under{' '}
          <Link to="/orders" className="link">
            Orders
          </Link>
          .
        </p>
        <p>If a product turns out to be unavailable after you have paid, we will tell you and refund it.</p>
      </>
    ),
  },
  {
    id: 'prices',
    title: 'Prices',
    body: (
      <p>
        All prices are in Nigerian naira (₦, NGN). You pay the prices shown when you place your order; we may change
        prices for later orders.
      </p>
    ),
  },
  {
    id: 'shipping',
    title: 'Delivery and the shipping fee',
    body: (
      <p>
        We deliver to every state in Nigeria. The shipping fee depends on where you are and is agreed with you after you
        order, so the checkout shows shipping as {formatNaira(SHIPPING_AMOUNT_SENT)}. We contact you on the phone number
        you gave to agree the fee before your order leaves us.
      </p>
    ),
  },
  {
    id: 'pickup',
    title: 'Pickup',
    body: (
      <p>
        You may collect your order instead, at no shipping fee, from{' '}
        <span className={strong}>{brand.pickupAddress}</span>. Give a contact name and phone number at checkout and
        bring your order reference when you come.
      </p>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <p>
        You pay by card on a secure payment page hosted by our card payment provider. Your card details are entered
        there, not on our site, and we never see or keep them. If a payment cannot be confirmed, your order shows its
        status and you can try again.
      </p>
    ),
  },
  {
    id: 'returns',
    title: 'Returns and refunds',
    body: (
      <>
        <p>
          If an item arrives damaged, faulty or is not what you ordered, contact us before using it, with your order
          reference and a photo, and we will replace it or refund you.
        </p>
        <p>
          For hygiene reasons we cannot take back skin-care or make-up products that have been opened, unless they are
          faulty. Refunds go back to the card you paid with.
        </p>
      </>
    ),
  },
  {
    id: 'reviews',
    title: 'Reviews',
    body: (
      <>
        <p>
          Signed-in customers can review products with a rating from 1 to 5 stars, a title of up to {REVIEW_TITLE_MAX}{' '}
          characters and a comment. Reviews must be your own honest experience of the product.
        </p>
        <p>
          We may remove reviews that are abusive, off-topic, advertise something else or share someone&rsquo;s personal
          details. We do not pay for reviews, and we do not remove a review because it is critical.
        </p>
      </>
    ),
  },
  {
    id: 'using-products',
    title: 'Using our products',
    body: (
      <p>
        Follow the directions on each product and try anything new on a small patch of skin first. Advice from our team
        and our Skin doctor is general guidance, not a medical diagnosis: for a skin problem that is painful, spreading
        or not getting better, see a doctor.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: (
      <p>
        These terms are governed by the laws of the Federal Republic of Nigeria, and the courts of Nigeria decide any
        dispute about them.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms? Email{' '}
        <a href={emailHref} className="link break-words">
          {brand.email}
        </a>{' '}
        or call{' '}
        <a href={phoneHref} className="link whitespace-nowrap">
          {brand.phone}
        </a>
        .
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalPage
      eyebrow="Legal"
      title="Terms & Conditions"
      lead={`The rules for shopping with ${brand.name}, in plain words: orders, prices, delivery and pickup, payment, returns and reviews.`}
      sections={SECTIONS}
    />
  );
}
