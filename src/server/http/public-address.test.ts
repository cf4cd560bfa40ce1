import { describe, expect, it } from 'vitest';
import { publicAddressFor } from './public-address';

const PUBLIC = 'http://localhost:3000';
const req = (url: string, headers: Record<string, string>, method = 'GET') => ({ url, method, headers });

describe('pages opened on another address go to PUBLIC_URL (decision 090)', () => {
  it.each([
    // [what, request, trust proxy, where it goes]
    [
      '127.0.0.1',
      req('/ddq-completions?x=1', { host: '127.0.0.1:3000' }),
      false,
      'http://localhost:3000/ddq-completions?x=1',
    ],
    ['the logged address', req('/', { host: '192.0.2.2:3000' }), false, 'http://localhost:3000/'],
    ['sign-in itself', req('/auth/login', { host: '127.0.0.1:3000' }), false, 'http://localhost:3000/auth/login'],
    ['the public address', req('/', { host: 'localhost:3000' }), false, null],
    ['upper case', req('/', { host: 'LOCALHOST:3000' }), false, null],
    ['an API call', req('/api/auth/user', { host: '127.0.0.1:3000' }), false, null],
    ['the built-in provider', req('/oidc/auth?x', { host: '127.0.0.1:3000' }), false, null],
    ['the health check', req('/healthz', { host: '127.0.0.1:3000' }), false, null],
    ['a form post', req('/auth/logout', { host: '127.0.0.1:3000' }, 'POST'), false, null],
    ['a proxy that says nothing', req('/', { host: '10.0.0.5:3000', 'x-forwarded-for': '203.0.113.9' }), false, null],
    [
      'a trusted proxy, right host',
      req('/', { host: '10.0.0.5:3000', 'x-forwarded-host': 'localhost:3000' }),
      true,
      null,
    ],
    [
      'a trusted proxy, other host',
      req('/qa-pairs', { host: '10.0.0.5:3000', 'x-forwarded-host': 'ddq.internal:3000' }),
      true,
      'http://localhost:3000/qa-pairs',
    ],
  ])('%s', (_what, request, trustProxy, expected) =>
    expect(publicAddressFor(request, PUBLIC, trustProxy)).toBe(expected),
  );

  it("ignores the scheme's default port", () => {
    expect(publicAddressFor(req('/', { host: 'ddq.example.com:443' }), 'https://ddq.example.com', false)).toBeNull();
    expect(publicAddressFor(req('/', { host: 'ddq.example.com' }), 'https://ddq.example.com', false)).toBeNull();
  });
});
