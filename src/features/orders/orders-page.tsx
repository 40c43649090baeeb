/**
 * /orders (spec section 2, Orders): the signed-in shopper's orders, or one of them (?order={id})
 * inside the same page. Signed out, it asks to sign in and come back here.
 */
import { useLocation } from '@tanstack/react-router';
import { useSession } from '@/api/session';
import { OrderDetail } from './order-detail';
import { OrdersList } from './orders-list';
import { SignInPrompt } from './orders-states';

export interface OrdersPageProps {
  page: number;
  orderId?: number;
}

export function OrdersPage({ page, orderId }: OrdersPageProps) {
  const session = useSession();
  // Back here after signing in, on the same page or order.
  const next = useLocation({ select: (location) => (location.pathname === '/orders' ? location.href : '/orders') });

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:py-12">
      <h1 className="font-display text-3xl font-bold text-ink-900">Your orders</h1>
      {!session.isAuthenticated ? (
        <SignInPrompt next={next} />
      ) : orderId !== undefined ? (
        <OrderDetail key={orderId} id={orderId} page={page} next={next} />
      ) : (
        <OrdersList page={page} next={next} />
      )}
    </div>
  );
}
