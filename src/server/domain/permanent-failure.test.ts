import { describe, expect, it } from 'vitest';
import { DocumentError } from '../../engines/document/index';
import { PermanentFailure, permanentFailure } from './permanent-failure';

describe('permanent failures (no retry: the user is told why)', () => {
  it('are a PermanentFailure, or a document the engine refuses, with the message shown as it is', () => {
    const own = new PermanentFailure('I could not find any questions in this document.');
    expect(permanentFailure(own)).toBe(own);
    const refused = permanentFailure(new DocumentError('ENCRYPTED', 'The file is password-protected.'));
    expect(refused).toBeInstanceOf(PermanentFailure);
    expect(refused?.message).toBe('The file is password-protected.');
  });
  it('are not anything else: a database or model error is retried', () => {
    expect(permanentFailure(new Error('connection reset'))).toBeNull();
    expect(permanentFailure(Object.assign(new Error('looks user-facing'), { userFacing: true }))).toBeNull();
    expect(permanentFailure('a string')).toBeNull();
  });
});
