import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/account-page';
import { nextSearchSchema } from '@/features/account/account-search';

export const Route = createFileRoute('/_store/register')({
  // ?next= is read through safeRedirect before anyone is sent there.
  validateSearch: nextSearchSchema,
  component: RegisterRoute,
});

function RegisterRoute() {
  return <AccountPage mode="register" next={Route.useSearch().next} />;
}
