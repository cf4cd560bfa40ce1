import { useQuery } from '@tanstack/react-query';
import type { TAuthUserResponse } from '@contract/index';
import { getQueryFn } from '@web/lib/api';

/** The signed-in user, or null. A 401 maps to null; the call is never retried. */
export function useAuth() {
  const { data, isLoading } = useQuery<TAuthUserResponse | null>({
    queryKey: ['/api/auth/user'],
    queryFn: getQueryFn<TAuthUserResponse>({ on401: 'returnNull' }),
    retry: false,
  });
  const user = data?.user ?? null;
  return { user, isLoading, isAuthenticated: Boolean(user) };
}
