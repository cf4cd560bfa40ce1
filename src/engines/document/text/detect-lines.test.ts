/** The long pattern of the line reader, with a table of what it matches and what it does not. */
import { describe, expect, it } from 'vitest';
import { OWNERSHIP } from './detect-lines.js';

describe('OWNERSHIP: CAIQ control ownership run into the answer', () => {
  it.each([
    ['Yes CSP-owned Google', 'Yes CSP-owned '],
    ['No CSC-owned', 'No CSC-owned'],
    ['NA Shared CSP and CSC', 'NA Shared CSP and CSC'],
    ['N/A 3rd-party outsourced. We', 'N/A 3rd-party outsourced. '],
    ['yes shared csp and 3rd-party', 'yes shared csp and 3rd-party'],
  ])('matches %j (as %j)', (text, match) => expect(OWNERSHIP.exec(text)?.[0]).toBe(match));
  it.each(['CSP-owned', 'Yes, CSP-owned', 'Yes CSP owned', 'Maybe CSP-owned', 'Yes CSP-ownedness'])(
    'does not match %j',
    (text) => expect(OWNERSHIP.test(text)).toBe(false),
  );
});
