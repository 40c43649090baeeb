import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/account-page';
import { nextSearchSchema } from '@/features/account/account-search';

export const Route = createFileRoute('/_store/login')({
  // ?next= is read through safeRedirect before anyone is sent there.
  validateSearch: nextSearchSchema,
  component: LoginRoute,
});

function LoginRoute() {
  return <AccountPage mode="login" next={Route.useSearch().next} />;
}
