import { useQuery } from '@tanstack/react-query';
import { queryFnOf } from '@web/lib/api';

/** The signed-in user, or null. A 401 maps to null; the call is never retried. */
export function useAuth() {
  const { data, isLoading } = useQuery({
    queryKey: ['/api/auth/user'],
    queryFn: queryFnOf('authUser', { on401: 'returnNull' }),
    retry: false,
  });
  const user = data?.user ?? null;
  return { user, isLoading, isAuthenticated: Boolean(user) };
}
