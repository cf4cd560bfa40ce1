import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { QueryFunction } from '@tanstack/react-query';
import type { TAuthUserResponse, TFirmSettings } from '@contract/index';
import { apiRequest, callApi, callUrl, errorText, queryFnOf, ResponseContractError } from './api';

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

  it('GETs the call by its name, and maps 401 to null when asked', async () => {
    const spy = respond(401, 'no');
    const ctx = { queryKey: ['/api/qa-pairs', 'doc-1'] } as unknown as Parameters<QueryFunction>[0];
    await expect(
      queryFnOf('qaPairsByDocument', { params: { documentId: 'doc-1' }, on401: 'returnNull' })(ctx),
    ).resolves.toBeNull();
    expect(spy.mock.calls[0]![0]).toBe('/api/qa-pairs/doc-1');
    respond(401, 'no');
    await expect(queryFnOf('qaPairsByDocument', { params: { documentId: 'doc-1' } })(ctx)).rejects.toThrow('401: no');
  });

  it('fills path parameters and URI-encodes the query string', () => {
    expect(callUrl('review', { params: { id: 'c1' } })).toBe('/api/ddq-completions/c1/review');
    expect(callUrl('qaPairs', { search: { search: 'a b&c' } })).toBe('/api/qa-pairs?search=a%20b%26c');
  });
});

describe('responses parsed with the contract', () => {
  const settings = { draftsInCleanCopy: true, freshnessMonths: 12 };

  it('answers a good response parsed and typed', async () => {
    const spy = respond(200, JSON.stringify(settings));
    const data = await callApi('firmSettingsUpdate', { body: { freshnessMonths: 12 } });
    expectTypeOf(data).toEqualTypeOf<TFirmSettings>();
    expect(data).toEqual(settings);
    expect(spy.mock.calls[0]![0]).toBe('/api/firm-settings');
    expect(spy.mock.calls[0]![1]).toMatchObject({ method: 'PUT', body: '{"freshnessMonths":12}' });
  });

  it('leaves out keys the contract does not name', async () => {
    respond(200, JSON.stringify({ hasDocument: true, message: 'Done.', extra: 1 }));
    await expect(callApi('ddqCompletionResults', { params: { id: 'c1' } })).resolves.toEqual({
      hasDocument: true,
      message: 'Done.',
    });
  });

  it('rejects a malformed response with a message naming the call and the field', async () => {
    respond(200, JSON.stringify({ draftsInCleanCopy: 'yes', freshnessMonths: 12 }));
    const call = callApi('firmSettingsUpdate', { body: { freshnessMonths: 12 } });
    await expect(call).rejects.toBeInstanceOf(ResponseContractError);
    respond(200, JSON.stringify({ draftsInCleanCopy: 'yes', freshnessMonths: 12 }));
    await expect(callApi('firmSettingsUpdate', { body: {} })).rejects.toThrow(
      /^The response of PUT \/api\/firm-settings does not match its contract: draftsInCleanCopy: /,
    );
  });

  it("rejects a query answer that is not the contract's shape, or not JSON", async () => {
    const ctx = { queryKey: ['/api/stats'] } as unknown as Parameters<QueryFunction>[0];
    respond(200, '[]');
    await expect(queryFnOf('stats')(ctx)).rejects.toThrow(
      /^The response of GET \/api\/stats does not match its contract: \(root\): /,
    );
    respond(200, '<html>');
    await expect(queryFnOf('stats')(ctx)).rejects.toThrow(
      'The response of GET /api/stats does not match its contract: the response is not JSON',
    );
  });

  it('reads a good query answer as its contract type', async () => {
    const ctx = { queryKey: ['/api/auth/user'] } as unknown as Parameters<QueryFunction>[0];
    respond(200, JSON.stringify({ user: null }));
    const fn = queryFnOf('authUser', { on401: 'returnNull' });
    expectTypeOf(fn).returns.resolves.toEqualTypeOf<TAuthUserResponse | null>();
    await expect(fn(ctx)).resolves.toEqual({ user: null });
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
