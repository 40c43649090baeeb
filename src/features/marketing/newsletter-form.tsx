/**
 * The newsletter sign-up: an email address, checked with the spec's x@y.z pattern, then a
 * thank-you. As the spec says, nothing is sent anywhere.
 */
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { PROMO_FIRST_ORDER_PERCENT } from '@/config/constants';
import { EmailField } from '@/components/ui/field';
import { useFormProblems, useFormValues } from '@/components/ui/use-form-problems';
import { newsletterSchema, type NewsletterValues } from './form-schemas';
import { FormCard } from './form-card';
import { ThankYou } from './thank-you';

export const NEWSLETTER_THANK_YOU = 'Thank you for signing up!';

const FIELDS = ['email'] as const;

export function NewsletterForm() {
  const form = useFormProblems(FIELDS);
  const { values, text } = useFormValues({ email: '' }, form);
  const [sent, setSent] = useState<NewsletterValues | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(form.check(newsletterSchema, values, event.currentTarget));
  }

  if (sent) {
    return (
      <ThankYou
        title={NEWSLETTER_THANK_YOU}
        actions={
          <>
            <Link to="/products" className="btn-primary">
              Shop now
            </Link>
            <Link to="/first-order" className="btn-secondary">
              {`Get ${PROMO_FIRST_ORDER_PERCENT}% off your first order`}
            </Link>
          </>
        }
      >
        <p>
          You signed up as <strong className="font-semibold break-words text-ink-900">{sent.email}</strong>. While you
          are here, have a look at what is new in the shop.
        </p>
      </ThankYou>
    );
  }

  return (
    <FormCard id="newsletter-form-title" title="Join the list" intro="One field, and you are in." onSubmit={submit}>
      <EmailField
        label="Email address"
        {...text('email')}
        className="mt-5"
        required
        placeholder="you@example.com"
        inputClassName="scroll-mt-40"
      />
      <button type="submit" className="btn-primary mt-5 w-full">
        Sign up
      </button>
      <p className="mt-4 text-xs leading-relaxed text-ink-600">
        We use your email address only to send you our newsletter. Read our{' '}
        <Link to="/privacy-policy" className="link">
          Privacy Policy
        </Link>
        .
      </p>
    </FormCard>
  );
}
