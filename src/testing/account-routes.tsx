/**
 * For tests of the account screens (`renderApp(url, { routes: accountRoutes })`): /account, /login
 * and /register validate their search as the app's routes do, with a home page and a catch-all to
 * land on.
 */
import { createRoute, type AnyRootRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/account-page';
import { accountSearchSchema, nextSearchSchema } from '@/features/account/account-search';

export function accountRoutes(rootRoute: AnyRootRoute) {
  const accountRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/account',
    validateSearch: accountSearchSchema,
    component: function Account() {
      const { mode, next } = accountRoute.useSearch();
      return <AccountPage mode={mode ?? 'login'} next={next} />;
    },
  });
  const loginRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/login',
    validateSearch: nextSearchSchema,
    component: function Login() {
      const { next } = loginRoute.useSearch();
      return <AccountPage mode="login" next={next} />;
    },
  });
  const registerRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/register',
    validateSearch: nextSearchSchema,
    component: function Register() {
      const { next } = registerRoute.useSearch();
      return <AccountPage mode="register" next={next} />;
    },
  });
  const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home page</h1> });
  const otherRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <h1>Another page</h1>,
  });
  return [accountRoute, loginRoute, registerRoute, homeRoute, otherRoute];
}
