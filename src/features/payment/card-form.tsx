/**
 * The card form of the simulated payment page: card number, expiry (MM/YY) and CVV, the test cards
 * for testers, Pay with progress and 'Cancel payment'. The page checks the fields, then the provider
 * judges the card by its own rules (the success test card pays, any other valid card is declined, a
 * card it refuses is shown with its reason); cancelling abandons.
 */
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Field, type FieldLook } from '@/components/ui/field';
import { useFormProblems } from '@/components/ui/use-form-problems';
import { hasProblems } from '@/lib/form-problems';
import { formatNaira, koboToNaira } from '@/lib/money';
import { checkCard, formatCardNumber, formatCvv, formatExpiry, futureExpiry, type CardInput } from './card-fields';
import { chargeTransaction, PaystackError, type ChargeRequest, type PaystackTransaction } from './paystack-api';
import { Spinner } from './paystack-shell';
import { TEST_CARD_CVV, TEST_CARDS } from './test-cards';

export interface CardFormProps {
  transaction: PaystackTransaction;
  /** Sends the browser to the store's callback (a full page load, as after a real provider). */
  onRedirect: (url: string) => void;
}

const FIELDS = ['number', 'expiry', 'cvv'] as const;

/** The provider's look on the form kit's fields (decision 0027: this page imitates a third party). */
const LOOK: FieldLook = {
  label: 'block text-xs font-semibold uppercase tracking-wide text-gray-600',
  control: 'mt-1',
  error: 'mt-1 text-sm text-red-700',
};
const INPUT =
  'block min-h-12 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 font-mono text-base tracking-wide text-gray-900 placeholder:font-sans placeholder:tracking-normal placeholder:text-gray-400 focus:border-emerald-600 aria-[invalid=true]:border-red-600';

/** What a failed charge says: the provider's own words, else a plain sentence. */
function chargeFailure(error: unknown): string {
  return error instanceof PaystackError ? error.message : 'The payment could not be processed. Try again.';
}

export function CardForm({ transaction, onRedirect }: CardFormProps) {
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvv: '' });
  // After a first attempt, the problems follow the typing, so the shopper sees them go away.
  const problems = { fields: checkCard(card) };
  const form = useFormProblems(FIELDS, { live: problems });

  const charge = useMutation({
    mutationFn: (request: ChargeRequest) =>
      chargeTransaction(transaction.reference, { ...request, access_code: transaction.access_code }),
    onSuccess: (url) => onRedirect(url),
    onError: (error) => form.show({ fields: {}, form: chargeFailure(error) }),
  });
  const busy = charge.isPending || charge.isSuccess;
  const amount = formatNaira(koboToNaira(transaction.amount_kobo));

  function fillTestCard(number: string) {
    setCard({ number, expiry: futureExpiry(), cvv: TEST_CARD_CVV });
    form.reset();
    charge.reset();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (hasProblems(problems)) return form.show(problems, event.currentTarget);
    form.reset();
    charge.mutate({ card });
  }

  /** One of the card's fields: the kit's `Field` in the provider's look, its value formatted as typed. */
  const cardField = (
    name: keyof CardInput,
    label: string,
    format: (typed: string) => string,
    input: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <Field label={label} look={LOOK} {...form.fieldProps(name)}>
      {(control) => (
        <input
          {...control}
          name={name}
          value={card[name]}
          onChange={(event) => setCard((current) => ({ ...current, [name]: format(event.target.value) }))}
          className={INPUT}
          inputMode="numeric"
          disabled={busy}
          {...input}
        />
      )}
    </Field>
  );

  const progress = charge.isSuccess
    ? 'Redirecting…'
    : charge.variables?.outcome === 'abandon'
      ? 'Cancelling…'
      : 'Processing…';

  return (
    <div className="px-5 pt-5 pb-6 sm:px-6">
      <div className="text-center">
        <p className="text-sm text-gray-600">Amount to pay</p>
        <p className="mt-0.5 text-3xl font-bold tracking-tight text-gray-900" data-testid="amount">
          {amount}
        </p>
      </div>
      <h1 className="mt-5 text-center text-base font-semibold text-gray-800">Enter your card details to pay</h1>

      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4" aria-busy={busy}>
        {cardField('number', 'Card number', formatCardNumber, {
          autoComplete: 'cc-number',
          placeholder: '0000 0000 0000 0000',
        })}
        <div className="grid grid-cols-2 gap-3">
          {cardField('expiry', 'Expiry (MM/YY)', (typed) => formatExpiry(typed, card.expiry), {
            autoComplete: 'cc-exp',
            placeholder: 'MM/YY',
          })}
          {cardField('cvv', 'CVV', formatCvv, { autoComplete: 'cc-csc', placeholder: '123' })}
        </div>

        {form.problems.form && (
          <p id={form.alertId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {form.problems.form}
          </p>
        )}

        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-emerald-700 px-5 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-emerald-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {busy ? (
            <>
              <Spinner />
              {progress}
            </>
          ) : (
            `Pay ${amount}`
          )}
        </button>
      </form>

      <p role="status" className="sr-only">
        {busy ? progress : ''}
      </p>
      <div className="mt-3 text-center">
        <button
          type="button"
          disabled={busy}
          onClick={() => charge.mutate({ outcome: 'abandon' })}
          className="min-h-11 px-3 text-sm font-medium text-gray-700 underline decoration-gray-300 underline-offset-2 hover:text-gray-900 disabled:cursor-not-allowed disabled:opacity-60"
        >
          Cancel payment
        </button>
      </div>

      <TestCards onUse={fillTestCard} disabled={busy} />
    </div>
  );
}

function TestCards({ onUse, disabled }: { onUse: (number: string) => void; disabled: boolean }) {
  const cards = [
    { label: 'Successful payment', number: TEST_CARDS.success, button: 'Use the success card' },
    { label: 'Declined payment', number: TEST_CARDS.decline, button: 'Use the decline card' },
  ];
  return (
    <section
      aria-labelledby="test-cards-title"
      className="mt-5 rounded-xl border border-dashed border-gray-300 bg-gray-50 p-4 text-sm"
    >
      <h2 id="test-cards-title" className="font-semibold text-gray-900">
        Test cards
      </h2>
      <p className="mt-1 text-gray-600">
        Any future expiry date and any 3-digit CVV. Any other valid card number is declined.
      </p>
      <ul className="mt-3 space-y-2">
        {cards.map((card) => (
          <li key={card.number} className="flex items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="text-gray-700">{card.label}</p>
              <p className="font-mono text-gray-900">{card.number}</p>
            </div>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onUse(card.number)}
              aria-label={card.button}
              className="min-h-11 shrink-0 rounded-lg border border-gray-300 bg-white px-3 text-sm font-semibold text-gray-800 hover:border-emerald-600 hover:text-emerald-800 disabled:opacity-60"
            >
              Use
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
