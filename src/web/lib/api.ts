/**
 * The client's calls (docs/product-spec.md §7): cookies always sent, JSON content type only with a JSON body,
 * any non-ok response raised as `Error("<status>: <body text or status text>")`. A JSON answer is read by the call's
 * name: parsed with the response schema the contract declares for it (src/contract/calls.ts), so a server that drifts
 * from its contract shows a clear error naming the call and the field instead of a screen of undefined fields.
 */
import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import type { z, ZodType } from 'zod';
import { api, apiPath, type ApiName } from '@contract/index';

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The calls that answer JSON (a download answers a file: its response is null in the contract). */
export type JsonCall = { [N in ApiName]: (typeof api)[N]['response'] extends ZodType ? N : never }[ApiName];
/** What a call answers, as its contract schema parses it. */
export type ResponseOf<N extends JsonCall> = z.output<Extract<(typeof api)[N]['response'], ZodType>>;

/** A response that does not match its call's contract: "The response of GET /api/stats does not match …". */
export class ResponseContractError extends Error {
  constructor(
    public readonly call: JsonCall,
    detail: string,
  ) {
    super(`The response of ${api[call].method} ${api[call].path} does not match its contract: ${detail}`);
    this.name = 'ResponseContractError';
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

/** The response schema of a call (TypeScript cannot narrow `api[name]` for a generic name, hence the one cast). */
function responseSchema<N extends JsonCall>(name: N): ZodType<ResponseOf<N>> {
  return api[name].response as unknown as ZodType<ResponseOf<N>>;
}

/** Reads a call's JSON answer and parses it with the call's response schema; a mismatch raises ResponseContractError. */
export async function parseResponse<N extends JsonCall>(name: N, res: Response): Promise<ResponseOf<N>> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ResponseContractError(name, 'the response is not JSON');
  }
  const checked = responseSchema(name).safeParse(body);
  if (checked.success) return checked.data;
  const issue = checked.error.issues[0];
  throw new ResponseContractError(name, `${issue?.path.join('.') || '(root)'}: ${issue?.message}`);
}

export interface CallOptions {
  /** Values of the path's `:param` placeholders. */
  params?: Record<string, string>;
  /** Query-string values, each URI-encoded. */
  search?: Record<string, string>;
  /** A JSON body. */
  body?: unknown;
}

/** The address of a call: its path with parameters filled in, then the query string. */
export function callUrl(name: ApiName, { params, search }: CallOptions = {}): string {
  const query = Object.entries(search ?? {})
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return apiPath(name, params) + (query ? `?${query}` : '');
}

/** Makes a call with the method and path its contract declares and answers its parsed, typed response. */
export async function callApi<N extends JsonCall>(name: N, options: CallOptions = {}): Promise<ResponseOf<N>> {
  return parseResponse(name, await apiRequest(api[name].method, callUrl(name, options), options.body));
}

/**
 * The query function of a GET call: fetches it, and parses its answer. With `on401: 'returnNull'` a 401 answers
 * null (the signed-in user); the query's key stays the caller's, as the refreshers invalidate by key.
 */
export function queryFnOf<N extends JsonCall>(
  name: N,
  options?: Omit<CallOptions, 'body'>,
): QueryFunction<ResponseOf<N>>;
export function queryFnOf<N extends JsonCall>(
  name: N,
  options: Omit<CallOptions, 'body'> & { on401: 'returnNull' },
): QueryFunction<ResponseOf<N> | null>;
export function queryFnOf<N extends JsonCall>(
  name: N,
  { on401, ...options }: Omit<CallOptions, 'body'> & { on401?: 'returnNull' } = {},
): QueryFunction<ResponseOf<N> | null> {
  return async () => {
    const res = await fetch(callUrl(name, options), { credentials: 'include' });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return parseResponse(name, res);
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
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
