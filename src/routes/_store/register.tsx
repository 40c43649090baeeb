import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/account-page';
import { textParam, z } from '@/lib/search-params';

export const Route = createFileRoute('/_store/register')({
  // ?next= is read through safeRedirect before anyone is sent there.
  validateSearch: z.object({ next: textParam(500) }),
  component: RegisterRoute,
});

function RegisterRoute() {
  return <AccountPage mode="register" next={Route.useSearch().next} />;
}
