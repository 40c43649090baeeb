/**
 * The newsletter sign-up: an email address, checked with the spec's x@y.z pattern, then a
 * thank-you. As the spec says, nothing is sent anywhere.
 */
import { Link } from '@tanstack/react-router';
import { PROMO_FIRST_ORDER_PERCENT } from '@/config/constants';
import { TextField } from '@/components/ui/field';
import { newsletterSchema } from './form-schemas';
import { ThankYou } from './thank-you';
import { useStaticForm } from './use-static-form';

export const NEWSLETTER_THANK_YOU = 'Thank you for signing up!';

export function NewsletterForm() {
  const form = useStaticForm(newsletterSchema, { email: '' });

  if (form.sent) {
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
          You signed up as <strong className="font-semibold break-words text-ink-900">{form.sent.email}</strong>. While
          you are here, have a look at what is new in the shop.
        </p>
      </ThankYou>
    );
  }

  return (
    <form
      onSubmit={form.onSubmit}
      noValidate
      aria-labelledby="newsletter-form-title"
      className="rounded-3xl border border-ink-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="newsletter-form-title" className="font-display text-2xl text-ink-900">
        Join the list
      </h2>
      <p className="mt-1 text-sm text-ink-600">One field, and you are in.</p>
      <TextField
        label="Email address"
        error={form.errors.email}
        className="mt-5"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        placeholder="you@example.com"
        inputClassName="scroll-mt-40"
        value={form.values.email}
        onChange={(event) => form.setValue('email', event.target.value)}
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
    </form>
  );
}
