/**
 * The cart's "Promo code" field (decision 0034): a code and Apply; once applied, the code with
 * what it takes off and Remove. Each refusal says why, under the field. Hidden on a host without
 * promo codes, where only the reason stays (when the shopper had tried one).
 */
import { useId, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { PROMO_APPLY, PROMO_LABEL, PROMO_REMOVE } from './promo-messages';
import type { PromoCodeState } from './use-promo-code';

export function PromoCodeField({ promo }: { promo: PromoCodeState }) {
  const headingId = useId();
  const [typed, setTyped] = useState('');

  if (promo.unsupported) {
    return promo.message ? <p className="mt-4 text-sm text-ink-700">{promo.message}</p> : null;
  }

  if (promo.applied) {
    return (
      <div
        role="group"
        aria-labelledby={headingId}
        className="mt-4 rounded-2xl border border-brand-200 bg-white px-4 py-3"
      >
        <p id={headingId} className="text-sm font-medium text-ink-800">
          {PROMO_LABEL}
        </p>
        <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3">
          <p className="text-sm text-ink-900">
            <span className="font-mono font-semibold tracking-wide">{promo.applied.code}</span>
            <span className="text-ink-700">{` applied: ${promo.applied.percent_off}% off`}</span>
          </p>
          <button
            type="button"
            onClick={() => {
              setTyped('');
              promo.remove();
            }}
            aria-label={`${PROMO_REMOVE} promo code ${promo.applied.code}`}
            className="btn-ghost -mr-3 text-brand-800"
          >
            {PROMO_REMOVE}
          </button>
        </div>
      </div>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    promo.apply(typed);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-4">
      <Field label={PROMO_LABEL} error={promo.message ?? undefined}>
        {(control) => (
          <div className="flex gap-2">
            <input
              {...control}
              type="text"
              name="promo_code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                promo.clearMessage();
              }}
              className="field-input min-w-0 flex-1 font-mono uppercase placeholder:font-sans placeholder:normal-case"
              placeholder="From your welcome email"
            />
            <button type="submit" disabled={promo.applying} className="btn-secondary shrink-0 px-4">
              {promo.applying ? 'Checking…' : PROMO_APPLY}
            </button>
          </div>
        )}
      </Field>
    </form>
  );
}
