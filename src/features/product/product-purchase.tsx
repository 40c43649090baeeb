/**
 * The product's price, its shade or size choice, the stock line and Add to Cart (decision 0046):
 * the price and the stock line follow the choice, and the page shows the variant's picture
 * (`onPicture`). The stock line ("In stock", "Only N left", "Out of stock") is announced politely;
 * out of stock, Add to Cart is off. A product without variants or stock (a host without the
 * extension) shows its price and Add to Cart, as the spec has it.
 */
import type { ProductView } from '@/api/normalize';
import { Price } from '@/components/ui/price';
import { unitsLeft, type VariantView } from '@/api/normalize-variants';
import { stockLine } from './stock-line';
import { AddToCartButton } from './add-to-cart-button';
import { VariantChoice } from './variant-choice';

export interface ProductPurchaseProps {
  product: ProductView;
  /** The chosen variant, null for a product without variants. */
  chosen: VariantView | null;
  onChoose: (variant: VariantView) => void;
}

/** The variant chosen when the page opens: the first that can be added, else the first. */
export function firstChoice(product: ProductView): VariantView | null {
  return product.variants.find((v) => unitsLeft(product, v) !== 0) ?? product.variants[0] ?? null;
}

export function ProductPurchase({ product, chosen, onChoose }: ProductPurchaseProps) {
  const left = unitsLeft(product, chosen);
  const line = stockLine(left);
  const lineId = `stock-${product.id}`;
  return (
    <>
      <Price value={chosen?.price ?? product.price} className="mt-4 block text-3xl font-bold text-brand-800" />
      {chosen && <VariantChoice variants={product.variants} chosen={chosen} onChoose={onChoose} />}
      {(chosen || left !== null) && (
        <p
          id={lineId}
          aria-live="polite"
          className={`mt-4 text-sm font-semibold ${left === 0 ? 'text-red-800' : 'text-green-800'}`}
        >
          {line}
        </p>
      )}
      <div className="mt-6">
        <AddToCartButton
          product={product}
          variant={chosen}
          left={left}
          describedBy={line ? lineId : undefined}
          className="w-full sm:w-auto"
        />
      </div>
    </>
  );
}
