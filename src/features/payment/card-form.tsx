/**
 * The card form of the simulated payment page: card number, expiry (MM/YY) and CVV, the test cards
 * for testers, Pay with progress and 'Cancel payment'. The page checks the fields, then the provider
 * judges the card by its own rules (the success test card pays, any other valid card is declined, a
 * card it refuses is shown with its reason); cancelling abandons.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { formatNaira, koboToNaira } from '@/lib/money';
import {
  checkCard,
  formatCardNumber,
  formatCvv,
  formatExpiry,
  futureExpiry,
  type CardErrors,
  type CardInput,
} from './card-fields';
import { chargeTransaction, type ChargeRequest, type PaystackTransaction } from './paystack-api';
import { Spinner } from './paystack-shell';
import { TEST_CARD_CVV, TEST_CARDS } from './test-cards';

export interface CardFormProps {
  transaction: PaystackTransaction;
  /** Sends the browser to the store's callback (a full page load, as after a real provider). */
  onRedirect: (url: string) => void;
}

interface FieldProps {
  name: keyof CardInput;
  label: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: (element: HTMLInputElement | null) => void;
  className?: string;
  input: Partial<React.InputHTMLAttributes<HTMLInputElement>>;
}

function CardField({ name, label, value, error, onChange, inputRef, className = '', input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-xs font-semibold uppercase tracking-wide text-gray-600">
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        name={name}
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block min-h-12 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 font-mono text-base tracking-wide text-gray-900 placeholder:font-sans placeholder:tracking-normal placeholder:text-gray-400 focus:border-emerald-600 aria-[invalid=true]:border-red-600"
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function CardForm({ transaction, onRedirect }: CardFormProps) {
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvv: '' });
  const [errors, setErrors] = useState<CardErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const fields = useRef<Partial<Record<keyof CardInput, HTMLInputElement | null>>>({});

  const charge = useMutation({
    mutationFn: (request: ChargeRequest) =>
      chargeTransaction(transaction.reference, { ...request, access_code: transaction.access_code }),
    onSuccess: (url) => onRedirect(url),
  });
  const busy = charge.isPending || charge.isSuccess;
  const amount = formatNaira(koboToNaira(transaction.amount_kobo));

  function update(name: keyof CardInput, value: string) {
    const next = { ...card, [name]: value };
    setCard(next);
    // After a first attempt, errors follow the typing so the shopper sees them go away.
    if (submitted) setErrors(checkCard(next));
  }

  function fillTestCard(number: string) {
    const next = { number, expiry: futureExpiry(), cvv: TEST_CARD_CVV };
    setCard(next);
    setErrors({});
    charge.reset();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setSubmitted(true);
    const found = checkCard(card);
    setErrors(found);
    const first = (['number', 'expiry', 'cvv'] as const).find((name) => found[name]);
    if (first) {
      fields.current[first]?.focus();
      return;
    }
    charge.mutate({ card });
  }

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
        <CardField
          name="number"
          label="Card number"
          value={card.number}
          error={errors.number}
          inputRef={(el) => void (fields.current.number = el)}
          onChange={(e) => update('number', formatCardNumber(e.target.value))}
          input={{
            inputMode: 'numeric',
            autoComplete: 'cc-number',
            placeholder: '0000 0000 0000 0000',
            disabled: busy,
          }}
        />
        <div className="grid grid-cols-2 gap-3">
          <CardField
            name="expiry"
            label="Expiry (MM/YY)"
            value={card.expiry}
            error={errors.expiry}
            inputRef={(el) => void (fields.current.expiry = el)}
            onChange={(e) => update('expiry', formatExpiry(e.target.value, card.expiry))}
            input={{ inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY', disabled: busy }}
          />
          <CardField
            name="cvv"
            label="CVV"
            value={card.cvv}
            error={errors.cvv}
            inputRef={(el) => void (fields.current.cvv = el)}
            onChange={(e) => update('cvv', formatCvv(e.target.value))}
            input={{ inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123', disabled: busy }}
          />
        </div>

        {charge.isError && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {charge.error.message}
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
        Any future expiry date and any CVV. Any other valid-looking card number is declined.
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
