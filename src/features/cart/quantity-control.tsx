/**
 * − [quantity] + for one cart line. The buttons move the quantity from what storage holds; the
 * field takes a typed number when it is left or Enter is pressed (an empty or unreadable entry
 * goes back to the current quantity). 0 or less removes the line.
 */
import { useState, type KeyboardEvent } from 'react';
import { CART_QTY_MAX } from '@/lib/cart-storage';

export interface QuantityControlProps {
  name: string;
  qty: number;
  onDecrease: () => void;
  onIncrease: () => void;
  onSet: (qty: number) => void;
  /** The most this line can hold (what is left, decision 0046); CART_QTY_MAX when not counted. */
  max?: number;
}

const stepClass =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-lg text-ink-800 transition hover:bg-ink-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent';

export function QuantityControl({
  name,
  qty,
  onDecrease,
  onIncrease,
  onSet,
  max = CART_QTY_MAX,
}: QuantityControlProps) {
  const [text, setText] = useState<string | null>(null);

  function commit(value: string) {
    const n = Number.parseInt(value, 10);
    if (value.trim() === '' || Number.isNaN(n)) return;
    if (n !== qty) onSet(n);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (text !== null) commit(text);
    setText(null);
  }

  return (
    <div className="inline-flex items-center rounded-full border border-ink-300 bg-white">
      <button type="button" className={stepClass} onClick={onDecrease} aria-label={`Decrease quantity of ${name}`}>
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        aria-label={`Quantity of ${name}`}
        className="h-11 w-12 [appearance:textfield] bg-transparent text-center text-base font-semibold text-ink-900 focus:outline-none focus-visible:rounded-md focus-visible:outline-3 focus-visible:outline-brand-500 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
        value={text ?? String(qty)}
        onFocus={() => setText(String(qty))}
        onChange={(event) => setText(event.target.value)}
        onBlur={(event) => {
          commit(event.target.value);
          setText(null);
        }}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={stepClass}
        onClick={onIncrease}
        disabled={qty >= max}
        aria-label={`Increase quantity of ${name}`}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
