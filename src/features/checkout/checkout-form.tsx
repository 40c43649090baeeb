/**
 * The checkout's details (spec section 2, Cart): pickup (the default) or ship as a radio group;
 * then where (the store's fixed address, or for shipping the state (the 37), its LGA (a select of
 * that state's LGAs, or free text when the state has no list) and the street); then who (contact
 * name and phone). A field's problem shows once the shopper has left it; the line beside Pay Now
 * lists what is still missing.
 */
import type { FormEvent, ReactNode } from 'react';
import { brand } from '@/config/brand';
import { STREET_MIN } from '@/config/constants';
import type { NigerianState } from '@/lib/nigeria';
import type { CheckoutField, CheckoutValues, Fulfilment } from './checkout-schema';
import { Field, TextField, type FieldProblems } from '@/components/ui/field';

export interface CheckoutFormProps {
  id: string;
  values: CheckoutValues;
  /** Each field's problem, from the checkout's `useFormProblems` (shown once left, or after a submit). */
  problemsOf: (field: CheckoutField) => FieldProblems;
  email: string;
  states: readonly NigerianState[];
  disabled: boolean;
  onChange: (patch: Partial<CheckoutValues>) => void;
  onLeave: (field: CheckoutField) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

const OPTIONS: Array<{ value: Fulfilment; title: string; text: string }> = [
  { value: 'pickup', title: 'Pick up from our store', text: 'Free. We call you when your order is ready.' },
  {
    value: 'ship',
    title: 'Ship to my address',
    text: 'Anywhere in Nigeria. The shipping fee is agreed after your order.',
  },
];

export function CheckoutForm({
  id,
  values,
  problemsOf,
  email,
  states,
  disabled,
  onChange,
  onLeave,
  onSubmit,
}: CheckoutFormProps) {
  const state = states.find((s) => s.name === values.state);
  const lgas = state && state.lgas.length > 0 ? state.lgas : null;

  function chooseState(name: string) {
    const next = states.find((s) => s.name === name);
    // Keep the LGA only if the new state has it (or takes free text).
    const keepLga = next && (next.lgas.length === 0 || next.lgas.includes(values.lga));
    onChange({ state: name, lga: keepLga ? values.lga : '' });
  }

  return (
    <form
      id={id}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-3xl border border-ink-200 bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl text-ink-900">
        Delivery details
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Signed in as{' '}
        <span className="font-medium break-all text-ink-900">{email || 'an account without an email'}</span>. Your
        receipt goes to this address.
      </p>

      <fieldset className="mt-6" disabled={disabled}>
        <legend className="field-label">How would you like to get your order?</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {OPTIONS.map((option) => (
            <label
              key={option.value}
              className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-2xl border border-ink-300 bg-white p-4 transition hover:border-brand-400 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:ring-1 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                name="fulfilment"
                value={option.value}
                checked={values.type === option.value}
                onChange={() => onChange({ type: option.value })}
                className="row-span-2 mt-1 size-4 accent-brand-700 focus:outline-none"
              />
              <span className="font-semibold text-ink-900">{option.title}</span>
              <span className="mt-0.5 text-sm text-ink-600">{option.text}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {values.type === 'pickup' ? (
        <PickupAddress />
      ) : (
        <fieldset className="mt-6" disabled={disabled}>
          <legend className="field-label text-base font-semibold text-ink-900">Delivery address</legend>
          <div className="mt-3 grid gap-5 sm:grid-cols-2">
            <Field
              label="State"
              {...problemsOf('state')}
              hint={
                state && state.senatorialDistricts.length > 0
                  ? `Senatorial districts: ${state.senatorialDistricts.join(', ')}`
                  : undefined
              }
            >
              {(control) => (
                <select
                  {...control}
                  name="state"
                  autoComplete="address-level1"
                  required
                  className="field-input"
                  value={values.state}
                  onChange={(event) => chooseState(event.target.value)}
                  onBlur={() => onLeave('state')}
                >
                  <option value="">Choose a state</option>
                  {states.map((s) => (
                    <option key={s.name} value={s.name}>
                      {s.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              label="LGA (local government area)"
              {...problemsOf('lga')}
              hint={state && !lgas ? 'Type your LGA: we have no list for this state.' : undefined}
            >
              {(control) =>
                lgas || !state ? (
                  <select
                    {...control}
                    name="lga"
                    autoComplete="address-level2"
                    required
                    disabled={!state}
                    className="field-input disabled:bg-ink-50 disabled:text-ink-500"
                    value={values.lga}
                    onChange={(event) => onChange({ lga: event.target.value })}
                    onBlur={() => onLeave('lga')}
                  >
                    <option value="">{state ? 'Choose an LGA' : 'Choose a state first'}</option>
                    {(lgas ?? []).map((lga) => (
                      <option key={lga} value={lga}>
                        {lga}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...control}
                    name="lga"
                    type="text"
                    autoComplete="address-level2"
                    required
                    className="field-input"
                    value={values.lga}
                    onChange={(event) => onChange({ lga: event.target.value })}
                    onBlur={() => onLeave('lga')}
                  />
                )
              }
            </Field>
            <Field
              label="Street address"
              hint={`House number and street, at least ${STREET_MIN} characters.`}
              {...problemsOf('street')}
              className="sm:col-span-2"
            >
              {(control) => (
                <input
                  {...control}
                  name="street"
                  type="text"
                  autoComplete="street-address"
                  required
                  className="field-input"
                  value={values.street}
                  onChange={(event) => onChange({ street: event.target.value })}
                  onBlur={() => onLeave('street')}
                />
              )}
            </Field>
          </div>
        </fieldset>
      )}

      <fieldset className="mt-6" disabled={disabled}>
        <legend className="field-label text-base font-semibold text-ink-900">Contact</legend>
        <div className="mt-3 grid gap-5 sm:grid-cols-2">
          <TextField
            label="Contact name"
            {...problemsOf('contact_name')}
            name="contact_name"
            autoComplete="name"
            required
            value={values.contact_name}
            onChange={(event) => onChange({ contact_name: event.target.value })}
            onBlur={() => onLeave('contact_name')}
          />
          <TextField
            label="Phone number"
            {...problemsOf('contact_phone')}
            name="contact_phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0803 123 4567"
            required
            value={values.contact_phone}
            onChange={(event) => onChange({ contact_phone: event.target.value })}
            onBlur={() => onLeave('contact_phone')}
          />
        </div>
      </fieldset>
    </form>
  );
}

function PickupAddress(): ReactNode {
  return (
    <div className="mt-6 flex gap-3 rounded-2xl bg-ink-50 p-4">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="mt-0.5 size-5 shrink-0 text-brand-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </svg>
      <div>
        <h3 className="text-sm font-semibold text-ink-900">Pickup address</h3>
        <p className="mt-0.5 text-sm text-ink-700">{brand.pickupAddress}</p>
      </div>
    </div>
  );
}
