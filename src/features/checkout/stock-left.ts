/** The cart cut to what the host says is left (409 out_of_stock, decision 0046). */
import { lineKey, readCart, writeCart } from '@/lib/cart-storage';

/**
 * What the host said is left of some lines (checkout's 409 out_of_stock): each such line now
 * holds at most that many and remembers it; a line with nothing left goes.
 */
export function applyStockLeft(
  shortfalls: ReadonlyArray<{ product_id: number; variant_id?: number | null; available: number }>,
): void {
  writeCart(
    readCart().flatMap((line) => {
      const short = shortfalls.find(
        (s) => lineKey({ id: s.product_id, variant: s.variant_id ? { id: s.variant_id } : null }) === lineKey(line),
      );
      if (!short) return [line];
      if (short.available <= 0) return [];
      return [{ ...line, left: short.available, qty: Math.min(line.qty, short.available) }];
    }),
  );
}
