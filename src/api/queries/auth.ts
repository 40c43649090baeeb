/** Accounts and the current user: key factory, query options and mutations. */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { USER_CACHE_MS } from '@/config/constants';
import { api } from '../client';
import { unwrap } from '../errors';
import { tokens } from '../tokens';

export const authKeys = {
  all: ['auth'] as const,
  me: () => [...authKeys.all, 'me'] as const,
};

/** GET /me, cached 5 minutes; keeps the cached user in storage in step. */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: async () => {
      const { user } = unwrap(await api.GET('/me'));
      tokens.setUser(user);
      return user;
    },
    staleTime: USER_CACHE_MS,
    retry: false,
  });

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { email: string; password: string }) => unwrap(await api.POST('/login', { body })),
    onSuccess: (session) => {
      tokens.setSession({
        access_token: session.access_token,
        refresh_token: session.refresh_token,
        user: session.user,
      });
      queryClient.setQueryData(authKeys.me(), session.user);
    },
  });
}

/** POST /register: creates the account; it does not sign in (the screen goes to the login form). */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: { email: string; password: string }) => unwrap(await api.POST('/register', { body })),
  });
}

/** POST /password/forgot: asks for a reset code; the same answer whether or not the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: async (body: { email: string }) => unwrap(await api.POST('/password/forgot', { body })),
  });
}

/**
 * POST /password/reset: sets a new password with the emailed code. The server ends every session
 * of the account, so when this browser is signed in as that account it signs out here too.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { email: string; code: string; new_password: string }) =>
      unwrap(await api.POST('/password/reset', { body })),
    onSuccess: (_data, body) => {
      const signedIn = tokens.getUser()?.email;
      if (signedIn && signedIn.toLowerCase() === body.email.trim().toLowerCase()) signOut(queryClient);
    },
  });
}

/** Sign out: both tokens and the cached user go, and every cached query with them. */
export function signOut(queryClient: QueryClient): void {
  tokens.clear();
  queryClient.clear();
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return () => signOut(queryClient);
}
