import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/account-page';
import { enumParam, textParam, z } from '@/lib/search-params';

export const Route = createFileRoute('/_store/account')({
  validateSearch: z.object({ mode: enumParam(['login', 'register', 'forgot', 'reset'] as const), next: textParam(500) }),
  component: AccountRoute,
});

function AccountRoute() {
  const { mode, next } = Route.useSearch();
  return <AccountPage mode={mode ?? 'login'} next={next} />;
}
