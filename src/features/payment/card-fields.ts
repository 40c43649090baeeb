/** The card form's formatting and checks: pure, so the page and its tests share them. */
import { now as clockNow } from '@/lib/now';

export const CARD_DIGITS_MIN = 12;
export const CARD_DIGITS_MAX = 19;

/** Digits only, at most 19, in groups of four: "4084 0840 8408 4081". */
export function formatCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, CARD_DIGITS_MAX);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM/YY" as the shopper types: the slash comes by itself after the month. */
export function formatExpiry(input: string, previous = ''): string {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes the month's last digit with it, so backspace is not stuck.
  if (previous.endsWith('/') && input.length < previous.length) return digits.slice(0, 1);
  if (digits.length >= 3) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && input.length > previous.length) return `${digits}/`;
  return digits;
}

export function formatCvv(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/** A test card's expiry: December, three years from now (the mock's clock, when QA has moved it). */
export function futureExpiry(now: Date = new Date(clockNow())): string {
  return `12/${String((now.getFullYear() + 3) % 100).padStart(2, '0')}`;
}

export interface CardInput {
  number: string;
  expiry: string;
  cvv: string;
}

export type CardErrors = Partial<Record<keyof CardInput, string>>;

export const CARD_MESSAGES = {
  number: 'Enter a card number of 12 to 19 digits.',
  expiry: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvv: 'Enter the 3 or 4 digit CVV.',
} as const;

/** What is wrong with the card details, by field; empty when they look valid. */
export function checkCard(card: CardInput, now: Date = new Date(clockNow())): CardErrors {
  const errors: CardErrors = {};
  const digits = card.number.replace(/\D/g, '');
  if (digits.length < CARD_DIGITS_MIN || digits.length > CARD_DIGITS_MAX) errors.number = CARD_MESSAGES.number;

  const expiry = /^(\d{2})\/(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) {
    errors.expiry = CARD_MESSAGES.expiry;
  } else {
    const year = 2000 + Number(expiry[2]);
    // A card is good until the end of its expiry month.
    const current = now.getFullYear() * 12 + now.getMonth();
    if (year * 12 + (month - 1) < current) errors.expiry = CARD_MESSAGES.expired;
  }

  if (!/^\d{3,4}$/.test(card.cvv.trim())) errors.cvv = CARD_MESSAGES.cvv;
  return errors;
}
