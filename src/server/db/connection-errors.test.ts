import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './connection-errors';

describe('isDatabaseUnavailable', () => {
  it.each([
    ['Connection terminated unexpectedly'],
    ['timeout exceeded when trying to connect'],
    ['Client has encountered a connection error and is not queryable'],
    ['Connection is closed.'],
  ])('a lost connection: %j', (message) => {
    expect(isDatabaseUnavailable(new Error(message))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: new Error(message) }))).toBe(true);
  });

  it.each([['ECONNREFUSED'], ['57P01'], ['08006']])('a connection error code: %s', (code) => {
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(true);
  });

  it.each([
    ['duplicate key value violates unique constraint'],
    ['relation "x" does not exist'],
    ['Connection pool is fine'],
  ])('not a lost connection: %j', (message) => {
    expect(isDatabaseUnavailable(Object.assign(new Error(message), { code: '23505' }))).toBe(false);
  });
});
