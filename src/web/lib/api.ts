/**
 * The client's calls (docs/product-spec.md §7): cookies always sent, JSON content type only with a JSON body,
 * any non-ok response raised as `Error("<status>: <body text or status text>")`.
 */
import { QueryClient, type QueryFunction } from '@tanstack/react-query';

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * What to show a person for a failed call: the server's reason in its words (the `message` of its JSON error),
 * else the error's text. The error itself keeps the spec's "<status>: <body>" (docs/product-spec.md §8).
 */
export function errorText(err: Error): string {
  const body = err.message.replace(/^\d{3}: /, '');
  try {
    const message = (JSON.parse(body) as { message?: unknown }).message;
    return typeof message === 'string' && message ? message : body;
  } catch {
    return body;
  }
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new ApiError(res.status, `${res.status}: ${text}`);
  }
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

type On401 = 'returnNull' | 'throw';

/** GET on the query key joined by slashes, returning JSON. */
export function getQueryFn<T>({ on401 }: { on401: On401 }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: true,
        staleTime: 5000,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
