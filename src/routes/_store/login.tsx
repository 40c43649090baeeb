import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/account-page';
import { textParam, z } from '@/lib/search-params';

export const Route = createFileRoute('/_store/login')({
  // ?next= is read through safeRedirect before anyone is sent there.
  validateSearch: z.object({ next: textParam(500) }),
  component: LoginRoute,
});

function LoginRoute() {
  return <AccountPage mode="login" next={Route.useSearch().next} />;
}
