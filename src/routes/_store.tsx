import { createFileRoute } from '@tanstack/react-router';
import { StoreLayout } from '@/components/layout/store-layout';
import { NotFoundContent } from '@/components/ui/not-found-page';

/** The shopper's pages: header, category navigation, promo strip and footer around them. */
export const Route = createFileRoute('/_store')({
  component: StoreLayout,
  // An unknown path keeps the store around it: the header's search and menus are the way on.
  notFoundComponent: () => <NotFoundContent />,
});
