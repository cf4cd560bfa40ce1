import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, errorText, getQueryFn } from './api';

const respond = (status: number, body: string, statusText = '') =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(body || null, { status, statusText }));

afterEach(() => vi.restoreAllMocks());

describe('client calls (docs/product-spec.md §7)', () => {
  it('raises "<status>: <body text>" for a non-ok response', async () => {
    respond(400, '{"message":"bad"}');
    await expect(apiRequest('POST', '/api/x', { a: 1 })).rejects.toThrow('400: {"message":"bad"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    respond(503, '', 'Service Unavailable');
    await expect(apiRequest('GET', '/api/x')).rejects.toThrow('503: Service Unavailable');
  });

  it('sends a JSON content type only with a JSON body, and always sends cookies', async () => {
    const spy = respond(200, '{}');
    await apiRequest('POST', '/api/a');
    await apiRequest('POST', '/api/b', {});
    expect(spy.mock.calls[0]![1]).toMatchObject({ credentials: 'include', headers: {} });
    expect(spy.mock.calls[1]![1]).toMatchObject({ headers: { 'Content-Type': 'application/json' }, body: '{}' });
  });

  it('GETs the query key joined by slashes and maps 401 to null when asked', async () => {
    const spy = respond(401, 'no');
    const fn = getQueryFn<unknown>({ on401: 'returnNull' });
    const ctx = { queryKey: ['/api/qa-pairs', 'doc-1'] } as unknown as Parameters<typeof fn>[0];
    await expect(fn(ctx)).resolves.toBeNull();
    expect(spy.mock.calls[0]![0]).toBe('/api/qa-pairs/doc-1');
    respond(401, 'no');
    await expect(getQueryFn<unknown>({ on401: 'throw' })(ctx)).rejects.toThrow('401: no');
  });
});

describe('errorText', () => {
  it("shows the server's reason in its words, else the error's text", () => {
    expect(errorText(new Error('409: {"code":"REVIEW_NOT_READY","message":"I\'m still working on this DDQ."}'))).toBe(
      "I'm still working on this DDQ.",
    );
    expect(errorText(new Error('500: Internal Server Error'))).toBe('Internal Server Error');
    expect(errorText(new Error('Upload failed: Unsupported Media Type'))).toBe('Upload failed: Unsupported Media Type');
  });
});
