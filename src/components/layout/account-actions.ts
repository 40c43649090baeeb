/** What the header's account menu and the mobile menu share: where to come back to, and signing out. */
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useSignOut } from '@/api/queries/auth';

const AUTH_PATHS = ['/login', '/register', '/account'];

/** The page to come back to after logging in (`?next=`), or undefined on the sign-in pages themselves and home. */
export function useReturnTo(): string | undefined {
  return useRouterState({
    select: (state) => {
      const { pathname, href } = state.location;
      if (pathname === '/' || AUTH_PATHS.includes(pathname)) return undefined;
      return href;
    },
  });
}

/** Signs out (tokens, cached user and every cached query go) and goes home. */
export function useSignOutAndGoHome(): () => void {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return () => {
    signOut();
    void navigate({ to: '/' });
  };
}
