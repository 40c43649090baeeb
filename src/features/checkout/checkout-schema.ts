/**
 * The checkout form's schema (spec section 5, Checkout): Pay Now is enabled only when the contact
 * name and phone are present and the signed-in user's email matches a simple x@y.z pattern; to
 * ship, a state, an LGA and a street of at least STREET_MIN (6) characters are needed too.
 * The phone must be a Nigerian mobile number in any form people write it (issue 34, point 1); it is
 * sent as E.164. Each text is held to the contract's limit (`src/api/limits.gen.ts`) as it is sent
 * (trimmed). It also builds the payload exactly as section 3 describes it.
 */
import * as z from 'zod/mini';
import { limits } from '@/api/limits.gen';
import type { CheckoutRequest } from '@/api/queries/orders';
import { brand } from '@/config/brand';
import { CURRENCY, SHIPPING_AMOUNT_SENT, STREET_MIN } from '@/config/constants';
import type { CartLine } from '@/lib/cart-storage';
import { fits, type FormProblems } from '@/lib/form-problems';
import { PHONE_INVALID_MESSAGE, toE164 } from '@/lib/nigerian-phone';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type Fulfilment = 'pickup' | 'ship';

/** What the shopper types (kept as a draft across reloads); the email comes from the session. */
export interface CheckoutValues {
  type: Fulfilment;
  contact_name: string;
  contact_phone: string;
  state: string;
  lga: string;
  street: string;
}

export type CheckoutField = keyof Omit<CheckoutValues, 'type'> | 'email';

export const EMPTY_VALUES: CheckoutValues = {
  type: 'pickup',
  contact_name: '',
  contact_phone: '',
  state: '',
  lga: '',
  street: '',
};

export const CHECKOUT_MESSAGES = {
  missingDetails: 'Missing details',
  signedOut: 'Please log in to place an order.',
  contactName: 'Enter a contact name.',
  contactPhone: 'Enter a phone number.',
  contactPhoneInvalid: PHONE_INVALID_MESSAGE,
  state: 'Choose a state.',
  lga: 'Choose or enter the LGA.',
  streetRequired: 'Enter the street address.',
  streetShort: `The street address must be at least ${STREET_MIN} characters.`,
  email: 'Your account needs a valid email address.',
} as const;

/** How each missing detail reads in the line beside Pay Now ("To pay, add …"). */
export const MISSING_LABELS: Record<CheckoutField, string> = {
  contact_name: 'a contact name',
  contact_phone: 'a phone number',
  state: 'your state',
  lga: 'your LGA',
  street: `a street address of at least ${STREET_MIN} characters`,
  email: 'a valid email address on your account',
};

/** The fields in the form's order (the account's email last: it is not typed here). */
export const CHECKOUT_FIELDS = [
  'state',
  'lga',
  'street',
  'contact_name',
  'contact_phone',
  'email',
] as const satisfies readonly CheckoutField[];

/** How a field past its limit reads in the line beside Pay Now. */
export const TOO_LONG_LABELS: Record<Exclude<CheckoutField, 'email' | 'contact_phone'>, string> = {
  contact_name: 'a shorter contact name',
  state: 'a shorter state',
  lga: 'a shorter LGA',
  street: 'a shorter street address',
};

const bound = limits.initiateOrder;
const text = (message: string, limit: { maxLength: number }) =>
  z.string().check(z.trim(), z.minLength(1, message), fits(limit));

const contact = {
  contact_name: text(CHECKOUT_MESSAGES.contactName, bound['shipping_address.contact_name']),
  contact_phone: z.string().check(
    z.trim(),
    z.minLength(1, CHECKOUT_MESSAGES.contactPhone),
    z.refine((phone) => phone === '' || toE164(phone) !== null, CHECKOUT_MESSAGES.contactPhoneInvalid),
  ),
  email: z.string().check(z.trim(), z.regex(EMAIL_PATTERN, CHECKOUT_MESSAGES.email)),
};

const pickupSchema = z.object({ type: z.literal('pickup'), ...contact });

const shipSchema = z.object({
  type: z.literal('ship'),
  state: text(CHECKOUT_MESSAGES.state, bound['shipping_address.state']),
  lga: text(CHECKOUT_MESSAGES.lga, bound['shipping_address.lga']),
  street: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, CHECKOUT_MESSAGES.streetRequired),
      z.minLength(STREET_MIN, CHECKOUT_MESSAGES.streetShort),
      fits(bound['shipping_address.street']),
    ),
  ...contact,
});

export const checkoutSchema = z.discriminatedUnion('type', [pickupSchema, shipSchema]);
export type CheckoutData = z.infer<typeof checkoutSchema>;

export type CheckoutProblems = FormProblems<CheckoutField>;

export type CheckoutValidation =
  | { ok: true; data: CheckoutData; problems: CheckoutProblems; missing: CheckoutField[] }
  | { ok: false; data: null; problems: CheckoutProblems; missing: CheckoutField[] };

/** The parsed (trimmed) details, or one message for each field that fails (`missing`: those fields, in the form's order). */
export function validateCheckout(values: CheckoutValues, email: string): CheckoutValidation {
  const result = checkoutSchema.safeParse({ ...values, email });
  if (result.success) return { ok: true, data: result.data, problems: { fields: {} }, missing: [] };
  const fields: CheckoutProblems['fields'] = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in MISSING_LABELS) fields[field as CheckoutField] ??= issue.message;
  }
  return {
    ok: false,
    data: null,
    problems: { fields },
    missing: CHECKOUT_FIELDS.filter((field) => fields[field] !== undefined),
  };
}

/** How a phone that is there but not a Nigerian mobile number reads in that line. */
export const INVALID_PHONE_LABEL = 'a Nigerian mobile number';

/** "a contact name, a phone number and your state"; a phone given but refused reads "a Nigerian mobile number", a text past its limit "a shorter contact name". */
export function listMissing(fields: CheckoutField[], errors: CheckoutProblems['fields'] = {}): string {
  const labels = fields.map((field) => {
    if (field === 'contact_phone' && errors.contact_phone === CHECKOUT_MESSAGES.contactPhoneInvalid)
      return INVALID_PHONE_LABEL;
    if (field in TOO_LONG_LABELS && errors[field]?.startsWith('Must be '))
      return TOO_LONG_LABELS[field as keyof typeof TOO_LONG_LABELS];
    return MISSING_LABELS[field];
  });
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

/** The body of POST /orders/initiate (spec section 3, Checkout payload); the phone in E.164. */
export function checkoutPayload(data: CheckoutData, lines: readonly CartLine[], origin: string): CheckoutRequest {
  const contact_phone = toE164(data.contact_phone) ?? data.contact_phone;
  const shipping_address: CheckoutRequest['shipping_address'] =
    data.type === 'pickup'
      ? { type: 'pickup', address: brand.pickupAddress, contact_name: data.contact_name, contact_phone }
      : {
          type: 'ship',
          state: data.state,
          lga: data.lga,
          street: data.street,
          contact_name: data.contact_name,
          contact_phone,
        };
  return {
    // A shade or size only when the line has one (extension, decision 0046): a host without variants never sees it.
    items: lines.map((line) =>
      line.variant
        ? { product_id: line.id, quantity: line.qty, variant_id: line.variant.id }
        : { product_id: line.id, quantity: line.qty },
    ),
    shipping_address,
    shipping_amount: SHIPPING_AMOUNT_SENT,
    currency: CURRENCY,
    callback_url: `${origin}/paystack/callback`,
  };
}
