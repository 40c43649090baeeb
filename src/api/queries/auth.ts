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
      tokens.setSession({ access_token: session.access_token, refresh_token: session.refresh_token, user: session.user });
      queryClient.setQueryData(authKeys.me(), session.user);
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
