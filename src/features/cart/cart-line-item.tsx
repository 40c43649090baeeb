/**
 * One line of the cart: image, name (to the product), its shade or size, unit price, quantity,
 * line total, Remove. A line holding all that is left says so, and its + is off.
 */
import { Link } from '@tanstack/react-router';
import { Price } from '@/components/ui/price';
import { imageCopy } from '@/lib/image-copies';
import { CART_QTY_MAX, lineTotal, type CartLine } from '@/lib/cart-storage';
import { allLeftInCartMessage } from '@/lib/cart-changes';
import { priceToNumber } from '@/lib/money';
import { QuantityControl } from './quantity-control';

export interface CartLineItemProps {
  line: CartLine;
  onDecrease: () => void;
  onIncrease: () => void;
  onSet: (qty: number) => void;
  onRemove: () => void;
}

export function CartLineItem({ line, onDecrease, onIncrease, onSet, onRemove }: CartLineItemProps) {
  const image = line.images[0] ?? '/images/placeholder.svg';
  const max = Math.min(CART_QTY_MAX, line.left ?? CART_QTY_MAX);
  const name = line.variant ? `${line.name}, ${line.variant.label}` : line.name;
  return (
    <li className="flex gap-4 py-5 sm:gap-5">
      <img
        {...imageCopy(image, '(min-width: 640px) 96px, 80px')}
        alt=""
        width={96}
        height={96}
        loading="lazy"
        decoding="async"
        className="size-20 shrink-0 rounded-xl border border-ink-200 bg-ink-50 object-cover sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:justify-between sm:gap-6">
        <div className="min-w-0">
          <h3 className="text-base leading-snug font-semibold break-words text-ink-900">
            <Link to="/product/$id" params={{ id: line.id }} className="hover:text-brand-800 hover:underline">
              {line.name}
            </Link>
          </h3>
          {line.variant && <p className="mt-0.5 text-sm text-ink-700">{line.variant.label}</p>}
          <p className="mt-1 text-sm text-ink-600">
            <Price value={priceToNumber(line.price)} /> each
          </p>
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${name}`}
            className="mt-2 -ml-1 inline-flex min-h-11 items-center rounded px-1 text-sm font-medium text-ink-600 underline decoration-ink-300 underline-offset-2 hover:text-red-700 hover:decoration-red-700"
          >
            Remove
          </button>
        </div>
        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end sm:justify-start">
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <QuantityControl
              name={name}
              qty={line.qty}
              max={max}
              onDecrease={onDecrease}
              onIncrease={onIncrease}
              onSet={onSet}
            />
            <p aria-live="polite" className="text-sm font-medium text-ink-800 empty:hidden">
              {line.left !== undefined && line.qty >= line.left ? allLeftInCartMessage(line.left) : ''}
            </p>
          </div>
          <p className="text-base font-bold text-ink-900">
            <span className="sr-only">Line total: </span>
            <Price value={lineTotal(line)} />
          </p>
        </div>
      </div>
    </li>
  );
}
