import { createFileRoute } from '@tanstack/react-router';
import { brand } from '@/config/brand';
import { CartPage } from '@/features/cart/cart-page';
import { CART_TITLE } from '@/features/cart/cart-title';
import { Checkout } from '@/features/checkout/checkout';

/** /cart: the cart's lines, with the checkout (details, order summary, Pay Now) beside them. */
export const Route = createFileRoute('/_store/cart')({
  head: () => ({ meta: [{ title: `${CART_TITLE} | ${brand.name}` }] }),
  component: CartRoute,
});

function CartRoute() {
  return <CartPage checkout={(lines) => <Checkout lines={lines} />} />;
}
