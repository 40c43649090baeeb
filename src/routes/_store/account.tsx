import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/account-page';
import { accountSearchSchema } from '@/features/account/account-search';

export const Route = createFileRoute('/_store/account')({
  // ?mode= picks login (the default), register, forgot or reset; ?next= is read through
  // safeRedirect before anyone is sent there.
  validateSearch: accountSearchSchema,
  component: AccountRoute,
});

function AccountRoute() {
  const { mode, next } = Route.useSearch();
  return <AccountPage mode={mode ?? 'login'} next={next} />;
}
