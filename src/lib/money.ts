/**
 * Money: naira for display, kobo where the API gives kobo (100 kobo per naira). One formatter,
 * Intl en-NG in NGN, so every price shows the naira sign the same way.
 */
import { KOBO_PER_NAIRA } from '@/config/constants';
import { once } from './once';

// Made on first use (./once): not while the app's modules are evaluated.
const whole = once(() => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 }));
const withKobo = once(() => new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** ₦12,500 or ₦4,500.50: whole naira without decimals, kobo when there are any. */
export function formatNaira(naira: number): string {
  return Number.isInteger(Math.round(naira * 100) / 100) ? whole().format(naira) : withKobo().format(naira);
}

export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}

/** Naira to kobo, rounded to a whole kobo (the refund form's rule). */
export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

/**
 * A price as the API may send it (a number, or a string such as "₦4,500"): the spec reduces
 * strings to their numeric characters for totals. Returns 0 for anything unreadable.
 */
export function priceToNumber(price: number | string | null | undefined): number {
  if (typeof price === 'number') return Number.isFinite(price) ? price : 0;
  if (typeof price !== 'string') return 0;
  const cleaned = price.replace(/[^0-9.]/g, '');
  const value = Number.parseFloat(cleaned);
  return Number.isFinite(value) ? value : 0;
}
