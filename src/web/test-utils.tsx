/** Rendering helpers for component tests: a fresh query client and a fetch mock routed by path. */
import type { ReactElement, ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createQueryClient } from '@web/lib/api';
import { Toaster } from '@web/components/ui/toaster';

export function renderWithClient(ui: ReactElement) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}

type Handler = (url: string, init?: RequestInit) => unknown;

/** Mocks fetch: the first route whose prefix matches answers with its JSON; unmatched calls answer []. */
export function mockFetch(routes: Record<string, unknown | Handler>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = Object.keys(routes)
      .sort((a, b) => b.length - a.length)
      .find((k) => url.startsWith(k));
    const value = key === undefined ? [] : routes[key];
    const body = typeof value === 'function' ? (value as Handler)(url, init) : value;
    if (body instanceof Response) return body;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}
