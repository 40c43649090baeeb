/**
 * The details' stock (view mode; this project's extension, decision 0047): the product's own
 * stock, or each variant in order with its swatch, label, price, stock and whether it is on sale.
 * Nothing for a product whose stock is not counted (the host sends none, or null and no variants).
 */
import type { ProductView } from '@/api/normalize';
import { formatCount } from '@/lib/count';
import { formatNaira } from '@/lib/money';
import { LOW_STOCK_AT } from '@/config/constants';
import { stockSummary } from './stock-values';

export function StockDetails({ product }: { product: ProductView }) {
  const summary = stockSummary(product);
  if (!summary) return null;
  return (
    <>
      <dt className="text-ink-600">Stock</dt>
      <dd className="text-ink-900">
        {summary.text}
        {product.variants.length > 0 && (
          <ul aria-label="Variants" className="mt-2 divide-y divide-ink-100 rounded-xl border border-ink-200">
            {product.variants.map((variant) => (
              <li key={variant.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
                {variant.kind === 'shade' && variant.swatch && (
                  <span
                    aria-hidden="true"
                    className="inline-block size-5 shrink-0 rounded-full ring-1 ring-ink-300"
                    style={{ background: variant.swatch }}
                  />
                )}
                <span className="min-w-0 flex-1 break-words font-medium">{variant.label}</span>
                {variant.price !== null && <span className="tabular-nums">{formatNaira(variant.price)}</span>}
                <span
                  className={`tabular-nums ${variant.stock <= LOW_STOCK_AT && variant.on_sale ? 'font-semibold text-red-800' : ''}`}
                >
                  {variant.stock === 0 ? 'Sold out' : `${formatCount(variant.stock)} left`}
                </span>
                {!variant.on_sale && (
                  <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
                    Off sale
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </dd>
    </>
  );
}
