/**
 * The half-filled checkout form, kept in sessionStorage so that a reload (or a failed payment
 * start) never loses it. Reading never throws: a missing or damaged draft is an empty form, and a
 * state that is not in the list is dropped (with its LGA).
 */
import { useState } from 'react';
import { browserStorage } from '@/lib/browser-storage';
import { CHECKOUT_DRAFT_KEY } from '@/lib/checkout-draft';
import type { NigerianState } from '@/lib/nigeria';
import { EMPTY_VALUES, type CheckoutValues } from './checkout-schema';

export const DRAFT_KEY = CHECKOUT_DRAFT_KEY;
const MAX_LENGTH = 300;

const session = () => browserStorage('session');

const str = (value: unknown) => (typeof value === 'string' ? value.slice(0, MAX_LENGTH) : '');

export function readDraft(states: readonly NigerianState[]): CheckoutValues {
  let stored: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(DRAFT_KEY) ?? '{}');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) stored = parsed as Record<string, unknown>;
  } catch {
    // a damaged draft is an empty form
  }
  const state = states.some((s) => s.name === stored.state) ? str(stored.state) : '';
  return {
    ...EMPTY_VALUES,
    type: stored.type === 'ship' ? 'ship' : 'pickup',
    contact_name: str(stored.contact_name),
    contact_phone: str(stored.contact_phone),
    state,
    lga: state ? str(stored.lga) : '',
    street: str(stored.street),
  };
}

function writeDraft(values: CheckoutValues): void {
  try {
    session()?.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage full or blocked: the form still holds the values for as long as the page is open.
  }
}

export function useCheckoutDraft(states: readonly NigerianState[]) {
  const [values, setValues] = useState<CheckoutValues>(() => readDraft(states));
  function update(patch: Partial<CheckoutValues>) {
    setValues((current) => {
      const next = { ...current, ...patch };
      writeDraft(next);
      return next;
    });
  }
  return [values, update] as const;
}
